import fs from "node:fs";
import path from "node:path";

/** Reads the project's source files and the relative imports between them (no build needed). */
export const ROOT = path.resolve(__dirname, "../..");
export const SRC = path.join(ROOT, "src");
/** The folders and root files whose code the import rules cover. */
export const SOURCE_TREES = [
  "src",
  "contract",
  "server",
  "gatsby",
  "scripts",
  "test-support",
  "bench",
  "gatsby-browser.tsx",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
];

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.endsWith(".d.ts")) return [];
    return [full];
  });
}

// `import x from "./a"`, `export { y } from "../b"`, `import "./c"`, `import("./d")`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

// Block comments and whole-line comments, so that an import quoted in a comment is not one.
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every source file of the given folders and files (paths from the repository's root). */
export function projectFiles(trees: readonly string[]): string[] {
  return trees.flatMap((tree) => {
    const full = path.join(ROOT, tree);
    return fs.statSync(full).isDirectory() ? sourceFiles(full) : [full];
  });
}

/**
 * file → the source files it imports (relative imports only; packages, JSON and files outside
 * the trees are not part of the graph).
 */
export function importGraph(trees: readonly string[] = ["src"]): Map<string, string[]> {
  const files = projectFiles(trees);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = withoutComments(fs.readFileSync(file, "utf8"));
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1]);
      if (!target) throw new Error(`${path.relative(ROOT, file)}: cannot resolve "${match[1]}"`);
      if (known.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every import cycle, each as the list of files around it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "visiting")
        cycles.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
