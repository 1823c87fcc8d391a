import fs from "node:fs";
import path from "node:path";
import {
  findCycles,
  importGraph,
  ROOT,
  SOURCE_TREES,
  SRC,
} from "../../test-support/unit/sourceGraph";

/**
 * The component folders' dependency rule (docs/layout.md, "Component folders"): an area folder
 * (about/, news/, ...) uses only its own files, the shared blocks (ui/), the form kit (forms/) and
 * seo/; the shared folders never reach into an area. Pages and templates may compose any area.
 */
const SHARED_MAY_USE: Record<string, readonly string[]> = {
  ui: [],
  forms: ["ui"],
  seo: ["ui"],
  layout: ["ui", "seo"],
};
const AREA_MAY_USE = ["ui", "forms", "seo"];

const folderOf = (file: string): string | null => {
  const parts = path.relative(path.join(SRC, "components"), file).split(path.sep);
  return parts.length > 1 && !parts[0].startsWith("..") ? parts[0] : null;
};
const rel = (file: string) => path.relative(SRC, file);

describe("the import graph of the whole project (src/, server/, gatsby/, scripts/, test-support/, bench/)", () => {
  const graph = importGraph(SOURCE_TREES);

  it("reads every source file", () => {
    // Guards the test itself: if the walk found nothing, the rule below would pass vacuously.
    expect(graph.size).toBeGreaterThan(400);
    expect([...graph.values()].flat().length).toBeGreaterThan(1500);
  });

  it("has no import circle", () => {
    expect(
      findCycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(" → ")),
    ).toEqual([]);
  });

  it("keeps the browser's code and the build's free of the server and the test kit", () => {
    // src/ and gatsby/ end up in the pages' bundles or the build; the server and the tests do not.
    const wrong = [...graph]
      .filter(([file]) => /^(src|gatsby)\//.test(path.relative(ROOT, file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => /^(server|test-support|scripts|bench)\//.test(path.relative(ROOT, t)))
          .map((t) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, t)}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe("the import graph of src/", () => {
  const graph = importGraph(["src"]);

  it("reads every source file", () => {
    // Guards the test itself: if the walk found nothing, the rules below would pass vacuously.
    expect(graph.size).toBeGreaterThan(150);
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
  });

  it("keeps each component folder to its own files and the shared folders", () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!from) continue;
      const allowed = SHARED_MAY_USE[from] ?? AREA_MAY_USE;
      for (const target of targets) {
        const to = folderOf(target);
        if (to && to !== from && !allowed.includes(to)) wrong.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps hooks/, lib/, validation/ and theme/ free of components", () => {
    const wrong = [...graph]
      .filter(([file]) => /^(hooks|lib|validation|theme)\//.test(rel(file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => rel(t).startsWith("components/"))
          .map((t) => `${rel(file)} → ${rel(t)}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe("the console's times", () => {
  it("are written by formatPakistanTime only (src/lib/pakistanTime.ts), never by a formatter of their own", () => {
    const own = importGraph(["src"]);
    const wrong = [...own.keys()]
      .filter((file) => rel(file).startsWith(`admin${path.sep}`))
      .filter((file) =>
        /Intl\.DateTimeFormat|toLocale(?:Date|Time)?String/.test(fs.readFileSync(file, "utf8")),
      )
      .map(rel);
    expect(wrong).toEqual([]);
  });
});

describe("findCycles", () => {
  it("finds a circle and only a circle", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
