import fs from "node:fs";
import path from "node:path";
import { importGraph, ROOT, SOURCE_TREES } from "../../test-support/unit/sourceGraph";
import {
  CONTENT_KINDS,
  ENTRY_KINDS,
  entryKind,
  isEntryKind,
  kindTypeName,
  schemaFile,
  type ContentKind,
} from "../../contract/content/kinds";

/**
 * The registry of content kinds (contract/content/kinds.ts, docs/layout.md "Adding a content
 * kind"): a kind is one entry there plus its own files, and the places that used to list the kinds
 * by hand read the registry instead.
 */
const exists = (file: string) => fs.existsSync(path.join(ROOT, file));
const listed = (dir: string, suffix: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith(suffix))
    .map((name) => name.slice(0, -suffix.length))
    .sort();

/** The files a kind brings besides its registry entry. */
function ownFiles(kind: ContentKind): string[] {
  const files = [schemaFile(kind), `gatsby/schema/${kind}.graphql`];
  if (!isEntryKind(kind)) return [...files, `data/${kind}.json`];
  const { folder, template } = entryKind(kind);
  return [...files, `data/${folder}/`, template];
}

describe("the registry of content kinds", () => {
  it.each(CONTENT_KINDS)("%s has its own files: JSON Schema, GraphQL types, data (and a template)", (kind) => {
    expect(ownFiles(kind).filter((file) => !exists(file))).toEqual([]);
    const graphql = fs.readFileSync(path.join(ROOT, "gatsby/schema", `${kind}.graphql`), "utf8");
    expect(graphql).toMatch(new RegExp(`\\btype ${kindTypeName(kind)} implements Node @dontInfer\\b`));
  });

  it("has an entry for every kind's files: no JSON Schema, GraphQL file or data folder without one", () => {
    const kinds = [...CONTENT_KINDS].sort();
    expect(listed("data/schema", ".schema.json")).toEqual(kinds);
    expect(listed("gatsby/schema", ".graphql")).toEqual(kinds);
    const entryFolders = ENTRY_KINDS.map((kind) => entryKind(kind).folder).sort();
    // data/ also holds the translations (ur/, ps/, i18n/), the images and the schemas.
    const folders = fs
      .readdirSync(path.join(ROOT, "data"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !["ur", "ps", "i18n", "images", "schema"].includes(d.name))
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual(entryFolders);
  });

  it("lists the files a new kind brings (the dry run of docs/layout.md)", () => {
    expect(ownFiles("wing")).toEqual([
      "data/schema/wing.schema.json",
      "gatsby/schema/wing.graphql",
      "data/wings/",
      "src/templates/WingTemplate.tsx",
    ]);
    expect(ownFiles("home")).toEqual(["data/schema/home.schema.json", "gatsby/schema/home.graphql", "data/home.json"]);
  });

  /** The places issue 49 found listing the kinds by hand; each reads the registry now. */
  const READERS = [
    "contract/content/api.ts",
    "gatsby/typeNames.ts",
    "gatsby/data-checks/kinds.ts",
    "gatsby/schema/index.ts",
    "gatsby/i18n/contentTranslations.ts",
    "gatsby/search/contentDocuments.ts",
    "gatsby/createPages.ts",
    "server/content/contentEditor.ts",
    "server/content/contentEdits.ts",
    "server/content/uploads.ts",
    "src/admin/content/NewEntry.tsx",
    "src/admin/content/ContentList.tsx",
  ];
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const ENTRY_NAMES = ENTRY_KINDS.flatMap((kind) => [kind, entryKind(kind).folder]);
  const KIND_NAME = new RegExp(`["'\`](${ENTRY_NAMES.join("|")})["'\`/]|^\\s*(${ENTRY_NAMES.join("|")}):`, "gm");

  it.each(READERS)("%s names no entry kind by hand", (file) => {
    const code = withoutComments(fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(Array.from(code.matchAll(KIND_NAME), (m) => m[0].trim())).toEqual([]);
  });

  it("stays out of the public pages: they import contract/routes.ts, never the registry", () => {
    // The console (src/admin/, its own lazily loaded chunk) may read it; no page, template or
    // component outside it may reach it, or it lands in every page's first load.
    const graph = importGraph(SOURCE_TREES);
    const registry = path.join(ROOT, "contract/content/kinds.ts");
    const isConsole = (file: string) => path.relative(ROOT, file).startsWith("src/admin/");
    const reached = new Map<string, string>();
    const queue = [...graph.keys()].filter((file) => /^(src\/|gatsby-browser|gatsby-ssr)/.test(path.relative(ROOT, file)) && !isConsole(file));
    for (const file of queue) reached.set(file, path.relative(ROOT, file));
    while (queue.length) {
      const file = queue.shift()!;
      for (const target of graph.get(file) ?? [])
        if (!reached.has(target) && !isConsole(target)) {
          reached.set(target, `${reached.get(file)} → ${path.relative(ROOT, target)}`);
          queue.push(target);
        }
    }
    expect(reached.size).toBeGreaterThan(200);
    expect(reached.has(path.join(ROOT, "contract/routes.ts"))).toBe(true);
    expect(reached.get(registry)).toBeUndefined();
  });
});
