import { render, screen, within } from "@testing-library/react";
import React from "react";
import LeaderProfile from "../../../src/components/leader/LeaderProfile";
import { leaderFixture } from "../../../test-support/unit/peopleData";

describe("LeaderProfile", () => {
  it("shows the name as the page heading, the office and a portrait", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    expect(screen.getByRole("heading", { level: 1, name: "Test Leader" })).toBeInTheDocument();
    expect(screen.getByText("General Secretary")).toBeInTheDocument();
    // One image, in the first render with its real address: nothing waits for a script to set it.
    const portrait = screen.getByAltText("Portrait of Test Leader");
    expect(portrait).toHaveAttribute("src", "/static/test-200.jpg");
    expect(portrait).toHaveAttribute("loading", "eager");
    expect(portrait).toHaveAttribute("fetchpriority", "high");
  });

  it("lists biography sections in reverse of the stored order, then Achievements", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Stored Third", "Stored Second", "Stored First", "Achievements", "Follow Test Leader"]);
  });

  it("keeps nested sub-sections inside their section, in stored order", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    const section = screen.getByRole("region", { name: "Stored Second" });
    const subHeadings = within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(subHeadings).toEqual(["Sub One", "Sub Two"]);
  });

  it("splits descriptions into paragraphs at line breaks", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    expect(screen.getByText("Born in a village.").tagName).toBe("P");
    expect(screen.getByText("Educated in Peshawar.").tagName).toBe("P");
    const sub = screen.getByRole("region", { name: "Sub One" });
    expect(within(sub).getByText("Line A.").tagName).toBe("P");
    expect(within(sub).getByText("Line B.").tagName).toBe("P");
  });

  it("lists the achievements as a list", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    const list = within(screen.getByRole("region", { name: "Achievements" })).getByRole("list");
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "First achievement",
      "Second achievement",
    ]);
  });

  it("opens social links in a new tab without handing over the page", () => {
    render(<LeaderProfile leader={leaderFixture} />);
    const facebook = screen.getByRole("link", { name: /Facebook/ });
    expect(facebook).toHaveAttribute("href", "https://facebook.com/test-leader");
    expect(facebook).toHaveAttribute("target", "_blank");
    expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Personal website/ })).toHaveAttribute("target", "_blank");
  });

  it("leaves out the social links section when the leader has none", () => {
    render(<LeaderProfile leader={{ ...leaderFixture, socialLinks: [], url: null }} />);
    expect(screen.queryByRole("heading", { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /More about/ })).not.toBeInTheDocument();
  });
});
