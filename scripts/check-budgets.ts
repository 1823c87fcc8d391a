/**
 * `npm run check:budgets`: deterministic size budgets from the production build.
 *
 * - First-load JavaScript of each route, gzip: the <script src> files its HTML loads plus every chunk of
 *   its page component's chunk group (webpack.stats.json), i.e. what the browser downloads before the page
 *   becomes interactive. Home ≤ 102.8 KB, every other route ≤ 140 KB (KB = 1,000 bytes; gzip level 9 as a
 *   static pre-compressor would, level 6 as Fastify's compress would differs by ~1%).
 * - HTML of every page ≤ 100 KB, uncompressed (what the browser parses; it also carries the page's
 *   critical CSS); the gzip size is printed beside it.
 * - Images the home page loads at a 375 px viewport (DPR 2, a typical phone) ≤ 250 KB: Chromium loads / from
 *   this build with no scrolling; images it defers with loading="lazy" beyond its lazy-load distance are
 *   not counted, those it fetches anyway are.
 * - Libraries only one page needs load only there: Formik and Yup only on /contact and /join-qwp,
 *   DOMPurify only on the news detail route (/news/[...]); rjsf (the console's Content forms) on no public page.
 * - The staff console (src/admin/) never loads on a public page: no public page's HTML names a console
 *   chunk and none of its first-load scripts carries console code. Only /admin/[...] may load it.
 *
 * - Per route (an edition's page, or its collection: /ur/leader/:slug), limits at today's figures plus a
 *   small margin (scripts/route-budgets.json, scripts/lib/routeLimits.ts): elements hydrated, first-load
 *   JS, page CSS, page-data bytes and HTML. They do not depend on the machine, so a regression fails CI
 *   where a noisy benchmark could not. `--update` writes today's figures as the new limits (a
 *   deliberate, reviewed change); a route without a limit yet is listed, not failed.
 *
 * A failure names the route and its biggest chunks. Options: --skip-images (no browser), --update, BUDGET_PORT.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { deferredScripts } from "../gatsby/afterFirstPaint";
import { builtPages, PUBLIC_DIR, type BuiltPage } from "./lib/routes";
import { pageDataFile, pageWeight } from "./lib/pageWeight";
import { checkRouteLimits, routeKey, writeRouteLimits, type RouteFigures } from "./lib/routeLimits";
import { stripLangPrefix } from "../contract/i18n/locales";

/** The two pages with forms, in any edition (/ur/contact too). */
const isFormPage = (route: string) => ["/contact", "/join-qwp"].includes(stripLangPrefix(route));

const KB = 1000;
const BUDGETS = {
  homeJs: 102.8 * KB,
  routeJs: 140 * KB,
  html: 100 * KB,
  homeImages375: 250 * KB,
};

/** Identifying strings that survive minification, and the routes allowed to load each library first. */
const LIBRARIES: {
  name: string;
  marker: RegExp;
  allowed: (route: string) => boolean;
  where: string;
}[] = [
  {
    name: "formik",
    marker: /SUBMIT_ATTEMPT/,
    allowed: (r) => isFormPage(r),
    where: "/contact and /join-qwp (in every edition)",
  },
  {
    name: "yup",
    marker: /is a required field|ValidationError/,
    allowed: (r) => isFormPage(r),
    where: "/contact and /join-qwp (in every edition)",
  },
  {
    name: "dompurify",
    marker: /uponSanitizeElement/,
    allowed: (r) => r.startsWith("/news/["),
    where: "the news detail route",
  },
  // rjsf and AJV (the console's Content forms, ~140 KB gzip): only in the console's lazily loaded chunk.
  {
    name: "@rjsf/core",
    marker: /ui:submitButtonOptions/,
    allowed: (r) => r === "/admin" || r.startsWith("/admin/"),
    where: "the staff console",
  },
];

/** Strings only the console's code contains (the session-ended dialog, the shell's navigation). */
const CONSOLE_MARKER = /Your session has ended|Console sections/;
const isConsoleRoute = (route: string) => route === "/admin" || route.startsWith("/admin/");

/** Every built JavaScript file that carries staff-console code, public/-relative. */
function consoleChunks(): string[] {
  return fs
    .readdirSync(PUBLIC_DIR)
    .filter(
      (name) =>
        name.endsWith(".js") &&
        CONSOLE_MARKER.test(fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8")),
    );
}

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JavaScript files a browser loads for this page before interaction, public/-relative. */
function firstLoadScripts(page: BuiltPage, stats: Stats): string[] {
  const html = fs.readFileSync(page.file, "utf8");
  const files = new Set<string>();
  // Gatsby's scripts are added by the loader after the first paint (gatsby/afterFirstPaint.ts), which
  // names them; a <script src> would too.
  const sources = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...deferredScripts(html),
  ];
  for (const src of sources) {
    if (!/^https?:|^\/\//.test(src)) files.add(src.replace(/^\//, ""));
  }
  const dataFile = pageDataFile(page);
  if (fs.existsSync(dataFile)) {
    const { componentChunkName } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as {
      componentChunkName: string;
    };
    for (const asset of stats.namedChunkGroups[componentChunkName]?.assets ?? []) {
      if (asset.name.endsWith(".js")) files.add(asset.name);
    }
  } else {
    throw new Error(
      `${page.route}: ${path.relative(process.cwd(), dataFile)} is missing; cannot tell which chunks the page loads`,
    );
  }
  return [...files];
}

/** Serves public/ like the production server: /path → /path/index.html, 404.html otherwise. */
function serveBuild(port: number): Promise<http.Server> {
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".json": "application/json",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
  };
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const candidates = [path.join(PUBLIC_DIR, url), path.join(PUBLIC_DIR, url, "index.html")];
    const file = candidates.find(
      (f) => f.startsWith(PUBLIC_DIR) && fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (!file) {
      const notFound = path.join(PUBLIC_DIR, "404.html");
      res
        .writeHead(404, { "content-type": "text/html" })
        .end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : "Not found");
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Image bytes the home page downloads at 375 px without scrolling, by URL. */
async function homeImages(): Promise<{ total: number; images: { url: string; bytes: number }[] }> {
  const { chromium } = await import("@playwright/test");
  const server = await serveBuild(Number(process.env.BUDGET_PORT ?? 0));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const pending: Promise<{ url: string; bytes: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image" || response.url().startsWith("data:"))
        return;
      pending.push(
        response.body().then(
          (b) => ({ url: response.url().replace(base, ""), bytes: b.length }),
          () => ({ url: response.url(), bytes: 0 }),
        ),
      );
    });
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const images = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    return { total: images.reduce((sum, i) => sum + i.bytes, 0), images };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const skipImages = process.argv.includes("--skip-images");
  const update = process.argv.includes("--update");
  const figures: RouteFigures[] = [];
  const statsFile = path.join(PUBLIC_DIR, "webpack.stats.json");
  if (!fs.existsSync(statsFile))
    throw new Error("public/webpack.stats.json is missing: run `npx gatsby build` first");
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as Stats;
  const failures: string[] = [];
  const rows: string[] = [];
  const consoleFiles = consoleChunks();
  // Without a console chunk the check below would pass for nothing: the markers must be kept current.
  if (consoleFiles.length === 0)
    failures.push(
      `no built chunk contains the staff console (markers ${CONSOLE_MARKER}); update CONSOLE_MARKER`,
    );

  for (const page of builtPages()) {
    const scripts = firstLoadScripts(page, stats).map((name) => ({
      name,
      bytes: gzipSize(path.join(PUBLIC_DIR, name)),
    }));
    scripts.sort((a, b) => b.bytes - a.bytes);
    const js = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const html = fs.statSync(page.file).size;
    const htmlGzip = gzipSize(page.file);
    // Home in every edition (/, /ur, /ps) keeps the home budget.
    const jsBudget = stripLangPrefix(page.route) === "/" ? BUDGETS.homeJs : BUDGETS.routeJs;
    figures.push({ route: page.route, key: routeKey(page.route), figures: { firstLoadJsGzip: js, ...pageWeight(page) } });
    const ok = js <= jsBudget && html <= BUDGETS.html;
    rows.push(
      `${ok ? "ok  " : "FAIL"} ${page.route.padEnd(34)} JS ${kb(js).padStart(9)} / ${kb(jsBudget)}   HTML ${kb(html).padStart(9)} / ${kb(BUDGETS.html)} (gzip ${kb(htmlGzip)})`,
    );

    const contributors = scripts.map((s) => `${s.name} ${kb(s.bytes)}`).join(", ");
    if (js > jsBudget)
      failures.push(
        `${page.route}: first-load JS ${kb(js)} gzip exceeds ${kb(jsBudget)}. Biggest chunks: ${contributors}`,
      );
    if (html > BUDGETS.html) {
      const source = fs.readFileSync(page.file, "utf8");
      const part = (re: RegExp) =>
        kb([...source.matchAll(re)].reduce((sum, m) => sum + m[0].length, 0));
      failures.push(
        `${page.route}: HTML ${kb(html)} exceeds ${kb(BUDGETS.html)} (${path.relative(PUBLIC_DIR, page.file)}): ` +
          `<style> ${part(/<style[^>]*>[\s\S]*?<\/style>/g)}, inline <svg> ${part(/<svg[\s\S]*?<\/svg>/g)}, ` +
          `<noscript> ${part(/<noscript>[\s\S]*?<\/noscript>/g)}, <script> ${part(/<script[^>]*>[\s\S]*?<\/script>/g)}`,
      );
    }

    if (!isConsoleRoute(page.route)) {
      const html = fs.readFileSync(page.file, "utf8");
      const named = consoleFiles.filter((name) => html.includes(name));
      const loaded = scripts.filter((script) => consoleFiles.includes(script.name));
      if (named.length || loaded.length) {
        failures.push(
          `${page.route}: a public page loads staff console code (${[...new Set([...named, ...loaded.map((l) => l.name)])].join(", ")})`,
        );
      }
    }

    for (const lib of LIBRARIES) {
      if (lib.allowed(page.route)) continue;
      const carriers = scripts.filter((s) =>
        lib.marker.test(fs.readFileSync(path.join(PUBLIC_DIR, s.name), "utf8")),
      );
      if (carriers.length) {
        failures.push(
          `${page.route}: loads ${lib.name} (only ${lib.where} should) in ${carriers.map((c) => `${c.name} ${kb(c.bytes)}`).join(", ")}`,
        );
      }
    }
  }
  if (update) {
    console.log(`Wrote today's figures as the per-route limits: ${writeRouteLimits(figures)}`);
  } else {
    const { lines, failures: over } = checkRouteLimits(figures);
    console.log("Per-route limits (elements hydrated, first-load JS gzip, page CSS, page data, HTML):");
    console.log(lines.map((line) => `  ${line}`).join("\n"));
    failures.push(...over);
  }
  console.log(
    `Staff console chunks (never on public pages): ${consoleFiles.join(", ") || "none found"}`,
  );
  console.log("First-load JavaScript (gzip) and HTML per built page:");
  console.log(rows.map((r) => `  ${r}`).join("\n"));

  if (!skipImages) {
    const { total, images } = await homeImages();
    const ok = total <= BUDGETS.homeImages375;
    console.log(
      `\nImages loaded by / at 375 px (DPR 2, no scrolling): ${kb(total)} / ${kb(BUDGETS.homeImages375)} ${ok ? "ok" : "FAIL"}`,
    );
    for (const image of images.slice(0, 8))
      console.log(`  ${kb(image.bytes).padStart(9)}  ${image.url}`);
    if (!ok)
      failures.push(
        `/: images at 375 px ${kb(total)} exceed ${kb(BUDGETS.homeImages375)}. Biggest: ${images
          .slice(0, 5)
          .map((i) => `${i.url} ${kb(i.bytes)}`)
          .join(", ")}`,
      );
  }

  if (failures.length) {
    console.error(`\n${failures.length} budget failure(s):\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets met.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
