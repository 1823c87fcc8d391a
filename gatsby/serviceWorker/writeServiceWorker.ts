/**
 * Writes public/sw.js after each build with workbox-build: only the editions' offline pages and the
 * code they alone need are precached; the scripts, styles and faces a visitor's pages loaded are kept
 * from the browser's HTTP cache (keepLoaded.ts), and the runtime routes keep what a visitor reads
 * (workerRoutes.ts). The server serves the live release's sw.js, so a release switch or a rollback
 * is a new worker at the visitor's next page load; the new worker takes over at once and deletes what
 * the old release precached or kept and this one does not.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { generateSW } from "workbox-build";
import { SERVICE_WORKER_PATH } from "../afterFirstPaint";
import { LANGS, LOCALES } from "../../contract/i18n/locales";
import { OFFLINE_PAGE } from "../../src/lib/offline/caches";
import { keepLoadedSource } from "./keepLoaded";
import { runtimeCaching } from "./workerRoutes";

/** The staff console's code is for staff: no visitor's phone downloads it ahead. */
const CONSOLE_GROUP = /^component---src-pages-admin/;

type WebpackStats = { namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }> };

/** `a.e(4244)`: webpack's runtime loading an async chunk by its id. */
const ASYNC_CHUNK_LOAD = /\.e\((\d+)\)/g;
/** The runtime's table of async chunks: `4244:"b52c76f59d0155d27125"`. */
const CHUNK_HASH = /(\d+):"([0-9a-f]{20})"/g;

/**
 * This build's scripts and styles that the public pages load, from webpack's record of it (public/
 * keeps older builds' files beside them): each public page's own and the chunks they load later
 * (a section below the fold, a form's checks), found through the runtime's table. Their names
 * carry their content's hash.
 */
export function publicCode(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const files = new Set(
    Object.entries(stats.namedChunkGroups)
      .filter(([name]) => !CONSOLE_GROUP.test(name))
      .flatMap(([, group]) => group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)))
      .filter((file) => /\.(?:js|css)$/.test(file)),
  );
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const runtime = [...files].find((file) => file.startsWith("webpack-runtime-"));
  const asyncChunks = new Map(runtime ? [...read(runtime).matchAll(CHUNK_HASH)].map((m) => [m[1], `${m[1]}-${m[2]}.js`]) : []);
  const pending = [...files].filter((file) => file.endsWith(".js"));
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const [, id] of read(file).matchAll(ASYNC_CHUNK_LOAD)) {
      const chunk = asyncChunks.get(id);
      if (!chunk || files.has(chunk) || !fs.existsSync(path.join(publicDir, chunk))) continue;
      files.add(chunk);
      pending.push(chunk);
    }
  }
  return [...files].sort();
}

/** Each edition's offline page, under the address the worker falls back to, and the data it starts from. */
const offlinePages = () => LANGS.map((lang) => `${LOCALES[lang].pathPrefix}${OFFLINE_PAGE}`.slice(1));

/** The offline page's own scripts (the ones the other pages share are in the HTTP cache already, so cost nothing). */
function offlinePageCode(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const group = stats.namedChunkGroups[`component---src-pages-${OFFLINE_PAGE.slice(1)}-tsx`];
  return (group?.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((file) => /\.(?:js|css)$/.test(file));
}

/** This release's code and faces, as one short hash: it names the release's code cache. */
function codeRevision(publicDir: string): string {
  const fontsDir = path.join(publicDir, "fonts");
  const fonts = fs.existsSync(fontsDir) ? fs.readdirSync(fontsDir).filter((file) => /\.(?:woff2|css)$/.test(file)).sort() : [];
  const hash = crypto.createHash("sha256").update(publicCode(publicDir).join("\n"));
  for (const font of fonts) hash.update(font).update(fs.readFileSync(path.join(fontsDir, font)));
  return hash.digest("hex").slice(0, 12);
}

export async function writeServiceWorker(publicDir: string) {
  const revision = codeRevision(publicDir);
  const swDest = path.join(publicDir, SERVICE_WORKER_PATH.slice(1));
  const { count, size, warnings } = await generateSW({
    globDirectory: publicDir,
    globPatterns: ["page-data/app-data.json", ...offlinePages().map((page) => `page-data/${page}/page-data.json`)],
    templatedURLs: Object.fromEntries(offlinePages().map((page) => [page, [`${page}/index.html`]])),
    globIgnores: ["**/*.{br,gz}"],
    // Hashed names: the name changes with the content, so no revision is needed.
    additionalManifestEntries: offlinePageCode(publicDir).map((file) => ({ url: `/${file}`, revision: null })),
    swDest,
    runtimeCaching: runtimeCaching(revision),
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  fs.appendFileSync(swDest, keepLoadedSource(revision));
  return { count, size };
}
