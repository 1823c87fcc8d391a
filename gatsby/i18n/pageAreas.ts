/**
 * The interface areas a page's code names: every "<area>.<key>" string literal in the page's
 * component and in every module it imports, statically or on demand (import()), from src/. A page
 * carries only these areas' strings in its page data, so its code can never ask for a string its
 * page does not have, and a page shows no other area's text.
 */
import fs from "node:fs";
import path from "node:path";

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

/** The source file a relative import names, or undefined for JSON, pictures and anything not code. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) =>
      /\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The page's component file and every source file it reaches through relative imports. */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(IMPORTED)) {
      const imported = resolveImport(file, specifier);
      if (imported && !seen.has(imported)) pending.push(imported);
    }
  }
  return [...seen].sort();
}

const closureAreas = new Map<string, ReadonlySet<string>>();

/** Of `areas`, those whose "<area>.<key>" names appear in the code of the page built from `component`. */
export function areasNamedBy(component: string, areas: readonly string[]): ReadonlySet<string> {
  const key = `${path.resolve(component)}\n${areas.join()}`;
  let named = closureAreas.get(key);
  if (!named) {
    const pattern = new RegExp(`["'\`](${areas.join("|")})\\.[A-Za-z$]`, "g");
    const found = new Set<string>();
    for (const file of moduleClosure(component))
      for (const [, area] of fs.readFileSync(file, "utf8").matchAll(pattern)) found.add(area);
    named = found;
    closureAreas.set(key, named);
  }
  return named;
}
