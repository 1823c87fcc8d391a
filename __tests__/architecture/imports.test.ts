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

describe("the import graph of the whole project (src/, contract/, server/, gatsby/, scripts/, test-support/, bench/)", () => {
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

/**
 * The contract floor (docs/layout.md, "The contract floor"): contract/ holds what the browser and
 * the server share (wire types, validation models, locales, paths, the sanitiser's policy, pure
 * rules), imports nothing of the project beyond itself and no framework, and the server stands on
 * it, never on src/, the browser's folder.
 */
const FLOOR_FRAMEWORKS = /^(react|react-dom|@emotion\/|gatsby|fastify|@fastify\/|better-sqlite3|node:)/;

/** Why `from` may not import `to` (paths from the repository's root), or null when it may. */
function floorViolation(from: string, to: string): string | null {
  const tree = (file: string) => file.split("/")[0];
  if (tree(from) === "contract" && tree(to) !== "contract") return "contract/ imports only contract/";
  if (tree(from) === "server" && tree(to) === "src") return "the server stands on contract/, never on src/";
  return null;
}

/** The packages a file imports by name (`react`, `node:fs`, `@emotion/react`...). */
const packagesOf = (file: string) =>
  Array.from(
    fs.readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["']([^."'][^"']*)["']/g),
    (m) => m[1],
  );

describe("the contract floor", () => {
  const graph = importGraph(SOURCE_TREES);
  const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
  const floor = [...graph.keys()].filter((file) => relative(file).startsWith("contract/"));

  it("is read with the rest", () => {
    // Guards the test itself: an empty floor would pass every rule below.
    expect(floor.length).toBeGreaterThan(40);
  });

  it("keeps contract/ to itself and the server off src/", () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets.flatMap((target) => {
        const why = floorViolation(relative(file), relative(target));
        return why ? [`${relative(file)} → ${relative(target)}: ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("keeps React, Emotion, Gatsby, the server's packages and Node's modules out of contract/", () => {
    const wrong = floor.flatMap((file) =>
      packagesOf(file)
        .filter((name) => FLOOR_FRAMEWORKS.test(name))
        .map((name) => `${relative(file)} → ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it("refuses what the rule forbids", () => {
    expect(floorViolation("server/site/pageData.ts", "src/lib/api/client.ts")).toMatch(/never on src/);
    expect(floorViolation("contract/lib/api/news.ts", "src/lib/api/client.ts")).toMatch(/only contract/);
    expect(floorViolation("contract/i18n/locales.ts", "server/platform/config.ts")).toMatch(/only contract/);
    expect(floorViolation("contract/render/viewRequest.ts", "gatsby/renderModule/contentViews.tsx")).toMatch(/only contract/);
    expect(floorViolation("server/site/pageData.ts", "contract/lib/api/news.ts")).toBeNull();
    expect(floorViolation("src/hooks/useNewsPage.ts", "contract/lib/api/news.ts")).toBeNull();
    expect(floorViolation("gatsby/renderModule/contentViews.tsx", "src/components/news/NewsList.tsx")).toBeNull();
    expect(FLOOR_FRAMEWORKS.test("react")).toBe(true);
    expect(FLOOR_FRAMEWORKS.test("node:fs")).toBe(true);
    expect(FLOOR_FRAMEWORKS.test("yup")).toBe(false);
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

  it("keeps hooks/, lib/ and theme/ free of components", () => {
    const wrong = [...graph]
      .filter(([file]) => /^(hooks|lib|theme)\//.test(rel(file)))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => rel(t).startsWith("components/"))
          .map((t) => `${rel(file)} → ${rel(t)}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe("the console's times", () => {
  it("are written by formatPakistanTime only (contract/lib/pakistanTime.ts), never by a formatter of their own", () => {
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
