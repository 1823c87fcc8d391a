/** The catalogue data as an editor leaves it: what the pages and the PDFs rely on. */
import fs from "node:fs";
import path from "node:path";
import { isIconName } from "../../src/components/ui/Icon";
import { manifestoLayout } from "../../src/lib/manifestos";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));
const projectsData = read("projects.json");
const { manifestos } = read("manifestos.json");

describe("data/projects.json", () => {
  it("has the four stat cards of the spec", () => {
    expect(
      projectsData.stats.map((s: { number: string; label: string }) => `${s.number} ${s.label}`),
    ).toEqual([
      "50+ Infrastructure Projects",
      "10+ Dams & Water Projects",
      "15+ Administrative Reforms",
      "20+ Education & Healthcare",
    ]);
  });

  it("has the spec's categories, 'all' first, each with a known icon", () => {
    expect(projectsData.categories.map((c: { id: string }) => c.id)).toEqual([
      "all",
      "infrastructure",
      "water",
      "energy",
      "education",
      "administrative",
      "community",
      "security",
      "diplomacy",
      "legislation",
      "honor",
    ]);
    for (const c of projectsData.categories) expect(isIconName(c.icon)).toBe(true);
  });

  it("has at least one project in every category and uses every status", () => {
    const used = new Set(projectsData.projects.map((p: { category: string }) => p.category));
    for (const c of projectsData.categories.slice(1)) expect(used).toContain(c.id);
    expect(new Set(projectsData.projects.map((p: { status: string }) => p.status))).toEqual(
      new Set(["Completed", "Ongoing", "In Progress", "Awarded", "Operational"]),
    );
  });

  it("points only at images that exist, and has images for the six projects shown on Home", () => {
    projectsData.projects.forEach((p: { image?: string; title: string }, i: number) => {
      if (i < 6) expect(p.image).toBeDefined();
      if (p.image) expect(fs.existsSync(path.join(root, "data", p.image))).toBe(true);
    });
  });

  it("has the timeline decades of the spec", () => {
    expect(projectsData.timeline.map((d: { decade: string }) => d.decade)).toEqual([
      "1988s",
      "2000s",
      "2010s",
      "2020s",
    ]);
  });
});

describe("data/manifestos.json", () => {
  it("has the four manifestos with the spec's page counts", () => {
    expect(manifestos.map((m: { id: string; pages: number }) => [m.id, m.pages])).toEqual([
      ["2024-general", 38],
      ["2018-general", 32],
      ["2013-general", 17],
      ["2023-local", 16],
    ]);
    expect(manifestos[0].status).toBe("Current");
  });

  type Entry = {
    id: string;
    preview: { title: string }[];
    sections: string[];
    highlights: string[];
    pages: number;
    coverImage: string;
    downloadUrl: string;
  };
  it.each((manifestos as Entry[]).map((m) => ({ id: m.id, manifesto: m })))(
    "$id: preview, highlights, cover and PDF agree with the data",
    ({ manifesto }) => {
      expect(manifesto.preview.map((p) => p.title)).toEqual([
        "Preamble",
        "Foreign Policy",
        "Economy",
        "Security",
      ]);
      for (const p of manifesto.preview) expect(manifesto.sections).toContain(p.title);
      expect(manifesto.highlights.length).toBeGreaterThan(3);
      expect(() => manifestoLayout(manifesto.pages, manifesto.sections)).not.toThrow();
      expect(fs.existsSync(path.join(root, "data", manifesto.coverImage))).toBe(true);
      const pdf = fs.readFileSync(path.join(root, "static", manifesto.downloadUrl), "latin1");
      expect(pdf.startsWith("%PDF-")).toBe(true);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(manifesto.pages);
    },
  );
});
