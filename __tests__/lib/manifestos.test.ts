import {
  ALL,
  cardHighlights,
  filterManifestos,
  manifestoLayout,
  manifestoTypes,
  manifestoYears,
  pageRange,
  sectionAnchor,
} from "../../src/lib/manifestos";

const list = [
  { id: "a", title: "Manifesto 2024", description: "Peace and provincial rights", type: "General Elections", year: "2024" },
  { id: "b", title: "Manifesto 2018", description: "Rights, peace and development", type: "General Elections", year: "2018" },
  { id: "c", title: "Local Government Manifesto", description: "Clean WATER in every village", type: "Local Elections", year: "2023" },
  { id: "d", title: "Manifesto 2013", description: "Our first manifesto", type: "General Elections", year: "2013" },
];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
const none = { query: "", type: ALL, year: ALL };

describe("filterManifestos", () => {
  it("returns everything without search or filters", () => {
    expect(ids(filterManifestos(list, none))).toEqual(["a", "b", "c", "d"]);
  });
  it("searches titles case-insensitively", () => {
    expect(ids(filterManifestos(list, { ...none, query: "LOCAL government" }))).toEqual(["c"]);
  });
  it("searches descriptions case-insensitively", () => {
    expect(ids(filterManifestos(list, { ...none, query: "water" }))).toEqual(["c"]);
    expect(ids(filterManifestos(list, { ...none, query: "peace" }))).toEqual(["a", "b"]);
  });
  it("ignores surrounding spaces in the search", () => {
    expect(ids(filterManifestos(list, { ...none, query: "  2013 " }))).toEqual(["d"]);
  });
  it("does not search other fields", () => {
    expect(filterManifestos(list, { ...none, query: "General Elections" })).toEqual([]);
  });
  it("filters by type and by year, together with the search", () => {
    expect(ids(filterManifestos(list, { ...none, type: "General Elections" }))).toEqual(["a", "b", "d"]);
    expect(ids(filterManifestos(list, { ...none, year: "2023" }))).toEqual(["c"]);
    expect(ids(filterManifestos(list, { query: "peace", type: "General Elections", year: "2018" }))).toEqual(["b"]);
    expect(filterManifestos(list, { query: "", type: "Local Elections", year: "2024" })).toEqual([]);
  });
});

describe("filter options", () => {
  it("lists distinct types in order of appearance", () => {
    expect(manifestoTypes(list)).toEqual(["General Elections", "Local Elections"]);
  });
  it("lists distinct years newest first", () => {
    expect(manifestoYears([...list, { year: "2018" }])).toEqual(["2024", "2023", "2018", "2013"]);
  });
});

describe("cardHighlights", () => {
  it("shows the first 3 and counts the rest", () => {
    expect(cardHighlights(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(cardHighlights(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
  });
});

describe("manifestoLayout", () => {
  const sections = (n: number) => Array.from({ length: n }, (_, i) => `Section ${i + 1}`);

  it("gives each section two pages when they fit, starting after cover, contents and highlights", () => {
    const plan = manifestoLayout(38, sections(17));
    expect(plan.sections[0]).toEqual({ title: "Section 1", firstPage: 4, lastPage: 5 });
    expect(plan.sections[16]).toEqual({ title: "Section 17", firstPage: 36, lastPage: 37 });
    expect(plan.notesPages).toBe(0);
  });
  it("falls back to one page per section and fills the rest with notes pages", () => {
    const plan = manifestoLayout(17, sections(10));
    expect(plan.sections.map((s) => s.firstPage)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(plan.notesPages).toBe(3);
    // front 3 + sections 10 + notes 3 + back cover 1
    expect(3 + 10 + plan.notesPages + 1).toBe(17);
  });
  it("refuses a page count too small for the sections", () => {
    expect(() => manifestoLayout(8, sections(5))).toThrow("5 sections do not fit in 8 pages");
  });
  it("formats page ranges", () => {
    expect(pageRange({ title: "x", firstPage: 4, lastPage: 5 })).toBe("pp. 4–5");
    expect(pageRange({ title: "x", firstPage: 7, lastPage: 7 })).toBe("p. 7");
  });
});

it("makes readable, unique anchors for sections", () => {
  expect(sectionAnchor("2024-general", "Women's Rights")).toBe("2024-general-womens-rights");
  expect(sectionAnchor("2024-general", "Energy and Hydel Profits")).toBe("2024-general-energy-and-hydel-profits");
});
