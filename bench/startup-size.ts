/**
 * `npm run bench:startup-size`: the start-up work of a page that does not depend on the machine, read from
 * a build's files: the HTML's bytes and its page CSS's (what the browser parses before the first paint),
 * the elements of the body, how many of them React hydrates (every element outside the content that
 * StaticContent keeps: data-static-content), of those how many in <main> and how many in the layout, and
 * the bytes of the page's page data and of the interface strings it carries. Timings on a shared machine
 * are noisy; these figures are exact, so they sit beside the Lighthouse bench's.
 *
 * Options: --public-dir=PATH (default public/), --compare-public-dir=PATH (an earlier build: printed
 * beside, with the difference), --routes=/a,/b (default: Home, /about/history, /contact, /news, /ur, /ps/join-qwp, a leader).
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { BUILD_CSS_ATTRIBUTE } from "../contract/theme/buildCss";
import { benchArgs } from "./lib";

const { flag, publicDir: PUBLIC_DIR, compareDir: COMPARE_DIR } = benchArgs();
const ROUTES = (
  flag("routes") ??
  "/,/about/history,/contact,/news,/ur,/ps/join-qwp,/leader/aftab-ahmad-khan-sherpao"
).split(",");

type Figures = {
  htmlBytes: number;
  pageCssBytes: number;
  elements: number;
  hydrated: number;
  hydratedInMain: number;
  hydratedInLayout: number;
  pageDataBytes: number;
  stringsBytes: number;
};

const routeDir = (route: string) => route.replace(/^\/|\/$/g, "");

function figuresOf(publicDir: string, route: string): Figures {
  const html = fs.readFileSync(path.join(publicDir, routeDir(route), "index.html"), "utf8");
  const { document } = new JSDOM(html).window;
  const pageCss = [...document.head.querySelectorAll(`style[${BUILD_CSS_ATTRIBUTE}]`)]
    .map((style) => style.textContent ?? "")
    .join("");
  const root = document.getElementById("___gatsby");
  const all = [...(root?.querySelectorAll("*") ?? [])];
  const hydrated = all.filter(
    (element) => !element.parentElement?.closest("[data-static-content]"),
  );
  const inMain = hydrated.filter((element) => element.closest("main"));
  const pageData = fs.readFileSync(
    path.join(publicDir, "page-data", routeDir(route) || "index", "page-data.json"),
    "utf8",
  );
  const messages = (JSON.parse(pageData) as { result?: { pageContext?: { messages?: unknown } } })
    .result?.pageContext?.messages;
  return {
    htmlBytes: Buffer.byteLength(html),
    pageCssBytes: Buffer.byteLength(pageCss),
    elements: document.body.querySelectorAll("*").length,
    hydrated: hydrated.length,
    hydratedInMain: inMain.length,
    hydratedInLayout: hydrated.length - inMain.length,
    pageDataBytes: Buffer.byteLength(pageData),
    stringsBytes: Buffer.byteLength(JSON.stringify(messages ?? {})),
  };
}

const COLUMNS: [keyof Figures, string][] = [
  ["htmlBytes", "HTML B"],
  ["pageCssBytes", "page CSS B"],
  ["elements", "elements"],
  ["hydrated", "hydrated"],
  ["hydratedInMain", "in main"],
  ["hydratedInLayout", "in layout"],
  ["pageDataBytes", "page data B"],
  ["stringsBytes", "strings B"],
];

const cell = (now: number, before?: number) =>
  before === undefined || before === now ? String(now) : `${before} → ${now}`;

console.log(`| route | ${COLUMNS.map(([, title]) => title).join(" | ")} |`);
console.log(`|---|${COLUMNS.map(() => "---:").join("|")}|`);
for (const route of ROUTES) {
  const now = figuresOf(PUBLIC_DIR, route);
  const before = COMPARE_DIR ? figuresOf(COMPARE_DIR, route) : undefined;
  console.log(
    `| ${route} | ${COLUMNS.map(([key]) => cell(now[key], before?.[key])).join(" | ")} |`,
  );
}
