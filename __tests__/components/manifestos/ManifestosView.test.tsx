import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import ManifestosView from "../../../src/components/manifestos/ManifestosView";
import type { ManifestoData } from "../../../src/components/manifestos/types";

const manifesto = (over: Partial<ManifestoData>): ManifestoData => ({
  id: "x",
  title: "Manifesto",
  subtitle: "Subtitle",
  description: "Description.",
  year: "2024",
  type: "General Elections",
  pages: 17,
  language: "English",
  status: "Archive",
  downloadUrl: "/manifestos/x.pdf",
  coverImage: { childImageSharp: null },
  highlights: ["One", "Two", "Three"],
  sections: ["Preamble", "Foreign Policy", "Economy", "Security", "Health"],
  preview: [
    { title: "Preamble", body: ["Preamble text."] },
    { title: "Foreign Policy", body: ["Foreign text."] },
    { title: "Economy", body: ["Economy text."] },
    { title: "Security", body: ["Security first paragraph.", "Security second paragraph."] },
  ],
  ...over,
});

const manifestos = [
  manifesto({
    id: "2024-general",
    title: "Manifesto 2024",
    subtitle: "Peace and Prosperity",
    description: "Programme for lasting peace.",
    status: "Current",
    pages: 38,
    downloadUrl: "/manifestos/qwp-manifesto-2024.pdf",
    highlights: ["Hydel profits", "Autonomy", "Peace", "Jobs", "Schools"],
  }),
  manifesto({ id: "2018-general", title: "Manifesto 2018", year: "2018", description: "Rights and development." }),
  manifesto({ id: "2023-local", title: "Local Government Manifesto 2023", year: "2023", type: "Local Elections", status: "Recent", description: "Clean water for every village." }),
  manifesto({ id: "2013-general", title: "Manifesto 2013", year: "2013", description: "The first under the new name." }),
];

const cardTitles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => window.history.replaceState(null, "", "/about/manifestos"));

describe("ManifestosView list", () => {
  it("shows a card per manifesto with status, type, year, pages, texts and actions", () => {
    render(<ManifestosView manifestos={manifestos} />);
    const card = screen.getByRole("article", { name: "Manifesto 2024" });
    for (const text of ["Current", "General Elections", "2024", "38 pages", "Peace and Prosperity", "Programme for lasting peace."])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Read Online" })).toBeInTheDocument();
    const pdf = within(card).getByRole("link", { name: /Download PDF/ });
    expect(pdf).toHaveAttribute("href", "/manifestos/qwp-manifesto-2024.pdf");
    expect(pdf).toHaveAttribute("download");
  });

  it("highlights only the Current status", () => {
    render(<ManifestosView manifestos={manifestos} />);
    const current = screen.getByText("Current");
    expect(screen.getByText("Recent").className).not.toBe(current.className);
  });

  it("shows the first 3 highlights and '+N more'", () => {
    render(<ManifestosView manifestos={manifestos} />);
    const list = screen.getByRole("list", { name: "Highlights of Manifesto 2024" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Hydel profits",
      "Autonomy",
      "Peace",
      "+2 more",
    ]);
    expect(within(screen.getByRole("list", { name: "Highlights of Manifesto 2018" })).queryByText(/more/)).toBeNull();
  });

  it("searches titles and descriptions, ignoring case", async () => {
    const user = userEvent.setup();
    render(<ManifestosView manifestos={manifestos} />);
    const search = screen.getByPlaceholderText("Search manifestos...");
    await user.type(search, "WATER");
    expect(cardTitles()).toEqual(["Local Government Manifesto 2023"]);
    await user.clear(search);
    await user.type(search, "manifesto 201");
    expect(cardTitles()).toEqual(["Manifesto 2018", "Manifesto 2013"]);
    expect(screen.getByText("2 of 4 manifestos")).toBeInTheDocument();
  });

  it("offers 'All Types' and 'All Years' with years newest first, and filters by them", async () => {
    const user = userEvent.setup();
    render(<ManifestosView manifestos={manifestos} />);
    const type = screen.getByRole("combobox", { name: "Election type" });
    const year = screen.getByRole("combobox", { name: "Year" });
    expect(within(type).getAllByRole("option").map((o) => o.textContent)).toEqual(["All Types", "General Elections", "Local Elections"]);
    expect(within(year).getAllByRole("option").map((o) => o.textContent)).toEqual(["All Years", "2024", "2023", "2018", "2013"]);
    await user.selectOptions(type, "General Elections");
    expect(cardTitles()).toEqual(["Manifesto 2024", "Manifesto 2018", "Manifesto 2013"]);
    await user.selectOptions(year, "2018");
    expect(cardTitles()).toEqual(["Manifesto 2018"]);
  });

  it("shows the empty state and can clear the search and filters", async () => {
    const user = userEvent.setup();
    render(<ManifestosView manifestos={manifestos} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Election type" }), "Local Elections");
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2013");
    expect(screen.getByText("No manifestos found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria or filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByPlaceholderText("Search manifestos...")).toHaveValue("");
  });
});

describe("ManifestosView detail", () => {
  it("opens on 'Read Online', puts it in the URL and focuses its heading", async () => {
    const user = userEvent.setup();
    render(<ManifestosView manifestos={manifestos} />);
    const before = window.history.length;
    await user.click(within(screen.getByRole("article", { name: "Manifesto 2024" })).getByRole("button", { name: "Read Online" }));
    const heading = screen.getByRole("heading", { level: 1, name: "Manifesto 2024" });
    expect(heading).toHaveFocus();
    expect(window.location.search).toBe("?manifesto=2024-general");
    expect(window.history.length).toBe(before + 1);
    expect(screen.queryByPlaceholderText("Search manifestos...")).not.toBeInTheDocument();
  });

  it("shows header badges, contents with page numbers, the preview and the preview note", () => {
    window.history.replaceState(null, "", "/about/manifestos?manifesto=2024-general");
    render(<ManifestosView manifestos={manifestos} />);
    for (const badge of ["Current", "2024", "General Elections", "38 pages", "English"]) expect(screen.getByText(badge)).toBeInTheDocument();
    const toc = screen.getByRole("navigation", { name: "Table of Contents" });
    expect(within(toc).getAllByRole("listitem")).toHaveLength(5);
    expect(within(toc).getByText("pp. 4–5")).toBeInTheDocument();
    expect(screen.getByText("This is a preview.")).toBeInTheDocument();
    expect(screen.getByText(/Download the full PDF/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Table of Contents",
      "Preamble",
      "Foreign Policy",
      "Economy",
      "Security",
    ]);
    expect(screen.getByText("Security second paragraph.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Download/ })[0]).toHaveAttribute("href", "/manifestos/qwp-manifesto-2024.pdf");
  });

  it("scrolls to a section from the table of contents and moves focus there", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/about/manifestos?manifesto=2024-general");
    render(<ManifestosView manifestos={manifestos} />);
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    scroll.mockClear();
    await user.click(screen.getByRole("link", { name: "Security" }));
    const section = screen.getByRole("heading", { level: 2, name: "Security" });
    expect(scroll.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe("");
  });

  it("'Back to Manifestos' returns to the list, the URL and the card's button", async () => {
    const user = userEvent.setup();
    render(<ManifestosView manifestos={manifestos} />);
    await user.click(within(screen.getByRole("article", { name: "Manifesto 2018" })).getByRole("button", { name: "Read Online" }));
    await user.click(screen.getByRole("button", { name: "Back to Manifestos" }));
    await waitFor(() => expect(window.location.search).toBe(""));
    await waitFor(() =>
      expect(within(screen.getByRole("article", { name: "Manifesto 2018" })).getByRole("button", { name: "Read Online" })).toHaveFocus(),
    );
  });

  it("'Back to Manifestos' after opening from a shared link goes to the list", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/about/manifestos?manifesto=2013-general");
    render(<ManifestosView manifestos={manifestos} />);
    await user.click(screen.getByRole("button", { name: "Back to Manifestos" }));
    expect(window.location.pathname + window.location.search).toBe("/about/manifestos");
    expect(cardTitles()).toHaveLength(4);
  });

  it("shows the list for an unknown manifesto id", () => {
    window.history.replaceState(null, "", "/about/manifestos?manifesto=1999-general");
    render(<ManifestosView manifestos={manifestos} />);
    expect(cardTitles()).toHaveLength(4);
  });
});
