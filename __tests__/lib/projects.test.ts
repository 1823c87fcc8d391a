import { categoryFromSearch, filterProjects, isInProgress, tabIndexForKey } from "../../src/lib/projects";

const projects = [
  { title: "Dam", category: "water" },
  { title: "Road", category: "infrastructure" },
  { title: "Canal", category: "water" },
];

describe("filterProjects", () => {
  it("shows every project on the 'all' tab, in data order", () => {
    expect(filterProjects(projects, "all").map((p) => p.title)).toEqual(["Dam", "Road", "Canal"]);
  });
  it("shows only the chosen category", () => {
    expect(filterProjects(projects, "water").map((p) => p.title)).toEqual(["Dam", "Canal"]);
    expect(filterProjects(projects, "energy")).toEqual([]);
  });
});

describe("categoryFromSearch", () => {
  const known = ["all", "water", "energy"];
  it("reads a known category from the query string", () => {
    expect(categoryFromSearch("?category=water", known)).toBe("water");
    expect(categoryFromSearch("?x=1&category=energy", known)).toBe("energy");
  });
  it("falls back to 'all' when missing or unknown", () => {
    expect(categoryFromSearch("", known)).toBe("all");
    expect(categoryFromSearch("?category=bogus", known)).toBe("all");
  });
});

describe("tabIndexForKey", () => {
  it("moves right and left with wrap-around", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 4)).toBe(3);
    expect(tabIndexForKey("ArrowLeft", 2, 4)).toBe(1);
  });
  it("right to left, the left arrow goes to the next tab and the right arrow back", () => {
    expect(tabIndexForKey("ArrowLeft", 0, 4, "rtl")).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 3, 4, "rtl")).toBe(0);
    expect(tabIndexForKey("ArrowRight", 0, 4, "rtl")).toBe(3);
    expect(tabIndexForKey("ArrowRight", 2, 4, "rtl")).toBe(1);
    expect(tabIndexForKey("End", 1, 4, "rtl")).toBe(3);
  });
  it("jumps to the ends with Home and End", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 1, 4)).toBe(3);
  });
  it("ignores other keys", () => {
    expect(tabIndexForKey("ArrowDown", 1, 4)).toBeNull();
    expect(tabIndexForKey("a", 1, 4)).toBeNull();
  });
});

it("singles out the 'In Progress' status", () => {
  expect(isInProgress("In Progress")).toBe(true);
  expect(isInProgress("Ongoing")).toBe(false);
});
