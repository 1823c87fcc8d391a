/**
 * What each script of a built site is: its role in Gatsby's output (the framework chunk, the app
 * chunk, a page's component, a named lazy chunk, a chunk shared by several pages) and the libraries
 * it holds, read from the build's webpack.stats.json and its source maps. The bench prints Lighthouse's
 * per-script main-thread time under these names, so "6af17600….js 600 ms" reads "shared chunk:
 * Yup 48%, Formik 30%…".
 */
import fs from "node:fs";
import path from "node:path";

/** The script's path on the site without its content hash: the same chunk in two builds has one key. */
export const scriptKey = (url: string) =>
  url
    .replace(/^https?:\/\/[^/]+/, "")
    .replace(/[?#].*$/, "")
    .replace(/-[0-9a-f]{16,}(?=\.js$)/, "");

/** Libraries under one name: a package's own helpers count as the package. */
const LIBRARIES: [RegExp, string][] = [
  [/^(react|react-dom|scheduler|prop-types)$/, "React"],
  [/^(@emotion\/.*|stylis)$/, "Emotion"],
  [/^(gatsby.*|@gatsbyjs\/.*|@reach\/.*|@builder\.io\/partytown)$/, "Gatsby"],
  [/^formik$/, "Formik"],
  [/^(yup|property-expr|tiny-case|toposort)$/, "Yup"],
  [/^dompurify$/, "DOMPurify (sanitiser)"],
  [/^(lodash|lodash-es)$/, "lodash"],
  [/^@babel\/runtime$/, "Babel helpers"],
];

/** The library or part of the site a source of a source map belongs to. */
export function libraryOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source)?.[1];
  if (!pkg) {
    if (/\/\.cache\//.test(source)) return "Gatsby";
    const own = /\/src\/((?:[^/]+\/)?[^/]+)\//.exec(source)?.[1];
    if (own) return `src/${own}`;
    return "webpack";
  }
  return LIBRARIES.find(([pattern]) => pattern.test(pkg))?.[1] ?? pkg;
}

/** A chunk's libraries by share of its source text, largest first (shares under 5% left out). */
function contentsOf(mapFile: string): string {
  let map: { sources?: string[]; sourcesContent?: (string | null)[] };
  try {
    map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  } catch {
    return "";
  }
  const sizes = new Map<string, number>();
  (map.sources ?? []).forEach((source, i) => {
    const library = libraryOf(source);
    sizes.set(library, (sizes.get(library) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  if (!total) return "";
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .filter(([, size]) => size / total >= 0.05)
    .map(([library, size]) => `${library} ${Math.round((100 * size) / total)}%`)
    .join(", ");
}

type Stats = { namedChunkGroups?: Record<string, { assets?: ({ name: string } | string)[] }> };

/** The role of a chunk from the named chunk groups it belongs to. */
function roleOf(file: string, groups: string[]): string {
  if (/^framework-/.test(file)) return "framework";
  if (/^webpack-runtime-/.test(file)) return "webpack runtime";
  if (/^app-/.test(file)) return "app";
  const pages = groups.filter((g) => g.startsWith("component---"));
  const own = groups.find((g) => file.startsWith(`${g}-`));
  if (own?.startsWith("component---"))
    return `page component (${own.replace(/^component---src-(pages|templates)-/, "").replace(/-tsx$/, "")})`;
  if (own) return `lazy chunk "${own}"`;
  if (/^commons-/.test(file)) return "commons (every page)";
  return pages.length > 1
    ? `shared by ${pages.length} pages`
    : pages.length
      ? "page's library chunk"
      : "lazy chunk";
}

/**
 * Names for the scripts of the build in `publicDir`, by scriptKey: role and contents. A key with no
 * file (the page's own address: its inline scripts and parsing; Lighthouse's "Unattributable") is
 * left to the caller.
 */
export function scriptNames(publicDir: string): Map<string, string> {
  const names = new Map<string, string>();
  let stats: Stats = {};
  try {
    stats = JSON.parse(
      fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"),
    ) as Stats;
  } catch {
    /* an older build without stats: contents only */
  }
  const groupsOf = new Map<string, string[]>();
  for (const [group, { assets = [] }] of Object.entries(stats.namedChunkGroups ?? {}))
    for (const asset of assets) {
      const name = typeof asset === "string" ? asset : asset.name;
      groupsOf.set(name, [...(groupsOf.get(name) ?? []), group]);
    }
  for (const file of fs.readdirSync(publicDir).filter((f) => f.endsWith(".js"))) {
    const contents = contentsOf(path.join(publicDir, `${file}.map`));
    const role = roleOf(file, groupsOf.get(file) ?? []);
    names.set(scriptKey(`/${file}`), contents ? `${role}: ${contents}` : role);
  }
  return names;
}

/** A trace event of Chrome's timeline, as far as the attribution reads it. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; fileName?: string };
};

/** The trace events that run a script's code: compiling it, evaluating it, and calls into it. */
const SCRIPT_WORK = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
]);

/**
 * The main thread's CPU time (ms, `tdur`) spent in each script, by scriptKey: the outermost script
 * event of each stretch counts, with everything nested in it (a compile inside an evaluation, a call
 * inside a call), so nothing counts twice. Work with no script's address (style, layout, parsing) is
 * left out. A chunk's modules that another script's code runs (webpack's runtime or the app requiring
 * them, React calling a component) count as that script's: a chunk's own figure is its compiling and
 * its top-level evaluation, and React's includes the components it renders while hydrating.
 */
export function threadTimeByScript(events: TraceEvent[], thread: string): Map<string, number> {
  const work = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && SCRIPT_WORK.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const times = new Map<string, number>();
  let coveredUntil = -Infinity;
  for (const event of work) {
    if (event.ts < coveredUntil) continue;
    coveredUntil = event.ts + (event.dur ?? 0);
    const url = event.args?.data?.url || event.args?.fileName;
    if (!url) continue;
    const key = scriptKey(url);
    times.set(key, (times.get(key) ?? 0) + (event.tdur ?? 0) / 1000);
  }
  return times;
}
