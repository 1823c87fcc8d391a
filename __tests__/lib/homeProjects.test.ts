import { categoryLabel, HOME_PROJECT_COUNT, homeProjects } from "../../src/lib/homeProjects";

describe("homeProjects", () => {
  it("takes the first six projects in stored order", () => {
    const projects = Array.from({ length: 9 }, (_, i) => `p${i + 1}`);
    expect(HOME_PROJECT_COUNT).toBe(6);
    expect(homeProjects(projects)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6"]);
  });

  it("shows all of a shorter list, and nothing when the catalogue is missing", () => {
    expect(homeProjects(["a", "b"])).toEqual(["a", "b"]);
    expect(homeProjects(null)).toEqual([]);
  });
});

describe("categoryLabel", () => {
  const categories = [
    { id: "all", label: "All Projects" },
    { id: "water", label: "Water & Dams" },
  ];
  it("finds the label of a category id", () => {
    expect(categoryLabel(categories, "water")).toBe("Water & Dams");
  });
  it("falls back to the id when the category is not listed", () => {
    expect(categoryLabel(categories, "energy")).toBe("energy");
    expect(categoryLabel(null, "energy")).toBe("energy");
  });
});
