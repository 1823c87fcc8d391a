import fs from "node:fs";
import path from "node:path";

/** Reads every source file under src/ and the relative imports between them (no build needed). */
export const SRC = path.resolve(__dirname, "../../src");

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

/** file → the source files it imports (relative imports only; packages are not part of the graph). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, "utf8");
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1]);
      if (!target) throw new Error(`${path.relative(SRC, file)}: cannot resolve "${match[1]}"`);
      if (target.startsWith(SRC)) targets.push(target);
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
