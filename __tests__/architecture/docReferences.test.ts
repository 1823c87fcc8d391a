import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../test-support/unit/sourceGraph";

/**
 * The guides are the project's reference (docs/, README.md): every repository path they write in
 * code spans must exist, and every `npm run` they name must be a script of package.json, so a
 * rename that forgets its doc fails here. Only paths that start at a top-level folder or file of
 * the repository are checked; a path relative to another folder (`ui/Card`) is ambiguous.
 */
const TOP_LEVEL =
  /^(?:src|server|contract|gatsby|scripts|e2e|__tests__|__mocks__|test-support|data|docs|deploy|bench|static|\.ci)\/|^(?:gatsby-(?:config|node|browser|ssr)\.tsx?|package\.json|playwright\.config\.ts|jest\.config\.js|tsconfig\.json|eslint\.config\.mjs|\.htmlvalidate\.cjs)$/;

/** Paths the guides name on purpose although no such file exists: what a reader would create, or what a build or an upload writes. */
const NOT_IN_THE_REPOSITORY = new Set([
  // docs/layout.md: the files a new content kind, "offices", would add.
  "data/offices/*.json",
  "data/schema/office.schema.json",
  "gatsby/schema/office.graphql",
  "src/templates/OfficeTemplate.tsx",
  "src/components/office/",
  // docs/editors-guide.md: a new leader's files, and a mistake's path in a sample error.
  "data/images/leaders/jane-doe.jpg",
  "data/leaders/jane-doe.json",
  "data/leaders/x.json",
  // Written by `gatsby build` (ignored by git).
  "src/gatsby-types.d.ts",
  // docs/server.md: where the console stores an uploaded PDF that is not a manifesto, made by the first one.
  "static/files/",
]);

const GUIDES = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The words of each code span of a Markdown text, with their line: `npx jest __tests__/a b` gives three. */
export function codeSpanWords(
  markdown: string,
): Array<{ line: number; word: string; span: string }> {
  return markdown.split("\n").flatMap((text, i) =>
    [...text.matchAll(/`([^`]+)`/g)].flatMap(([, span]) =>
      span
        .split(/\s+/)
        .map((word) => word.replace(/^[("'[]+|[)"',;:.\]]+$/g, ""))
        .filter(Boolean)
        .map((word) => ({ line: i + 1, word, span })),
    ),
  );
}

/** The repository paths among a guide's code spans, as written (`src/theme/`, `e2e/*.spec.ts`). */
export function repositoryPaths(markdown: string): Array<{ line: number; path: string }> {
  return codeSpanWords(markdown)
    .filter(({ word }) => TOP_LEVEL.test(word) && /^[\w.@/*[\]-]+$/.test(word))
    .map(({ line, word }) => ({ line, path: word }));
}

/** The script names of every `npm run NAME` in a guide's code spans. */
export function npmRunScripts(markdown: string): Array<{ line: number; script: string }> {
  return markdown
    .split("\n")
    .flatMap((text, i) =>
      [...text.matchAll(/`([^`]+)`/g)].flatMap(([, span]) =>
        [...span.matchAll(/\bnpm run ([\w:.-]+)/g)].map(([, script]) => ({ line: i + 1, script })),
      ),
    );
}

/** Whether a path exists: a file, a folder (a trailing slash asks for one), or a glob's folder holding a match. */
function exists(relative: string): boolean {
  const full = path.join(ROOT, relative);
  if (relative.includes("*")) {
    const dir = path.dirname(full);
    const pattern = new RegExp(
      `^${path
        .basename(full)
        .replace(/[.[\]]/g, "\\$&")
        .replace(/\*/g, ".*")}$`,
    );
    return fs.existsSync(dir) && fs.readdirSync(dir).some((name) => pattern.test(name));
  }
  if (!fs.existsSync(full)) return false;
  return !relative.endsWith("/") || fs.statSync(full).isDirectory();
}

describe("the guides' references", () => {
  const texts = GUIDES.map((guide) => ({
    guide,
    text: fs.readFileSync(path.join(ROOT, guide), "utf8"),
  }));

  it("every repository path a guide writes exists", () => {
    const missing = texts.flatMap(({ guide, text }) =>
      repositoryPaths(text)
        .filter(({ path: p }) => !NOT_IN_THE_REPOSITORY.has(p) && !exists(p))
        .map(({ line, path: p }) => `${guide}:${line}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("every `npm run` a guide names is a script of package.json", () => {
    const scripts = Object.keys(
      JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts,
    );
    const missing = texts.flatMap(({ guide, text }) =>
      npmRunScripts(text)
        .filter(({ script }) => !scripts.includes(script))
        .map(({ line, script }) => `${guide}:${line}: npm run ${script}`),
    );
    expect(missing).toEqual([]);
  });

  it("every exception is still named by a guide", () => {
    // An exception no guide names any more would let that path's next mention pass unchecked.
    const named = new Set(
      texts.flatMap(({ text }) => repositoryPaths(text).map(({ path: p }) => p)),
    );
    expect([...NOT_IN_THE_REPOSITORY].filter((p) => !named.has(p))).toEqual([]);
  });

  it("finds the paths and scripts in a code span, and tells a missing path", () => {
    // Guards the extraction: if it drifted, the scans above would pass vacuously.
    const sample =
      "Run `npx jest __tests__/architecture src/theme/`, then `npm run check:data` and (`docs/nowhere.md`); `ui/Card` is relative.";
    expect(repositoryPaths(sample).map(({ path: p }) => p)).toEqual([
      "__tests__/architecture",
      "src/theme/",
      "docs/nowhere.md",
    ]);
    expect(npmRunScripts(sample).map(({ script }) => script)).toEqual(["check:data"]);
    expect(exists("src/theme/")).toBe(true);
    expect(exists("src/theme/palette.ts/")).toBe(false);
    expect(exists("e2e/*.spec.ts")).toBe(true);
    expect(exists("docs/nowhere.md")).toBe(false);
  });
});
