import { render, screen, within } from "@testing-library/react";
import React from "react";
import HistoryView from "../../../src/components/history/HistoryView";
import ElectionChart from "../../../src/components/history/ElectionChart";
import { axisMax } from "../../../src/components/history/electionSeries";
import type { HistoryContent } from "../../../src/components/history/types";
import historyJson from "../../../data/history.json";

const history = historyJson as unknown as HistoryContent;

describe("HistoryView", () => {
  beforeEach(() => render(<HistoryView history={history} />));

  it("is titled QWP History and has every section of the spec", () => {
    expect(screen.getByRole("heading", { level: 1, name: "QWP History" })).toBeInTheDocument();
    for (const name of [
      "From PPP (Sherpao) to Qaumi Watan Party",
      "Our Ideology",
      "Political Journey",
      "Electoral Performance",
      "Key Achievements",
      "Party Information",
      "Alliances",
      "Explore More",
    ])
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
  });

  it("shows the four ideology cards", () => {
    const ideology = within(screen.getByRole("region", { name: "Our Ideology" }));
    for (const name of [
      "Pashtun Neo-nationalism",
      "Social Democracy",
      "Regional Development",
      "Cultural Preservation",
    ])
      expect(ideology.getByRole("heading", { name })).toBeInTheDocument();
  });

  it("shows the election table with the spec's numbers and a dash read as 'Not available' where no vote share is known", () => {
    const table = screen.getByRole("table", { name: "Electoral performance by election year" });
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 4)
        .map((c) => c.textContent),
    );
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "2002",
      "2008",
      "2013",
      "2018",
    ]);
    expect(cells).toEqual([
      ["2", "10", "2", "0.3%"],
      ["1", "6", "1", "—Not available"],
      ["1", "10", "0", "—Not available"],
      ["0", "0", "0", "—Not available"],
    ]);
  });

  it("draws the chart as one image named after what it shows, described election by election", () => {
    const chart = screen.getByRole("img", { name: "Seats won by year and assembly" });
    expect(chart).toHaveAccessibleDescription(
      "2002: National Assembly 2, Provincial Assembly 10, Senate 2. 2008: National Assembly 1, Provincial Assembly 6, Senate 1. " +
        "2013: National Assembly 1, Provincial Assembly 10, Senate 0. 2018: National Assembly 0, Provincial Assembly 0, Senate 0.",
    );
  });

  it("shows the party information grid", () => {
    const info = within(screen.getByRole("region", { name: "Party Information" }));
    const terms = info.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual([
      "Chairman",
      "Founded",
      "Headquarters",
      "Ideology",
      "Election Symbol",
      "Party Colors",
    ]);
  });

  it("shows both alliances and links to the chairman and the projects at the bottom", () => {
    const alliances = within(screen.getByRole("region", { name: "Alliances" }));
    expect(alliances.getByText("Coalition partner")).toBeInTheDocument();
    expect(alliances.getByText("Opposition alliance")).toBeInTheDocument();
    const more = within(screen.getByRole("region", { name: "Explore More" }));
    expect(more.getByRole("link", { name: /Aftab Ahmad Khan Sherpao/ })).toHaveAttribute(
      "href",
      "/leader/aftab-ahmad-khan-sherpao",
    );
    expect(more.getByRole("link", { name: /Projects and Achievements/ })).toHaveAttribute(
      "href",
      "/projects",
    );
  });
});

describe("ElectionChart", () => {
  it("draws one bar per non-zero seat count, scaled to the axis", () => {
    const { container } = render(
      <ElectionChart
        title="Seats"
        results={[
          { year: "2002", party: "A", national: 2, provincial: 10, senate: 0 },
          { year: "2008", party: "A", national: 1, provincial: 6, senate: 1 },
        ]}
      />,
    );
    const heights = Array.from(container.querySelectorAll("rect")).map((r) =>
      Number(r.getAttribute("height")),
    );
    expect(heights).toHaveLength(5);
    expect(heights[1] / heights[0]).toBeCloseTo(5);
  });

  it("rounds the axis up to an even number of seats, at least 2", () => {
    expect(axisMax([{ year: "2018", party: "A", national: 0, provincial: 0, senate: 0 }])).toBe(2);
    expect(axisMax([{ year: "2002", party: "A", national: 2, provincial: 11, senate: 2 }])).toBe(
      12,
    );
  });
});
