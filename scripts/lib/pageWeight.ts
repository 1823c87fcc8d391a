/**
 * What a built page costs a phone before it answers, measured from the build alone, so the figures are
 * the same on every machine (scripts/check-budgets.ts holds them to per-route limits):
 * - elements hydrated: the elements React walks when it hydrates the page: everything inside
 *   #___gatsby except the insides of StaticContent (`data-static-content`), whose HTML React keeps
 *   without hydrating it, and of HydrateOnUse (`data-hydrate-on-use`), which it hydrates only when the
 *   reader first reaches for that control;
 * - page CSS: the bytes of the page's <style> elements and the stylesheets it links (uncompressed: what
 *   the browser parses);
 * - page data: the bytes of page-data.json and the static query results it names, which the browser
 *   fetches before hydrating;
 * - HTML: the page's own bytes, uncompressed.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { PUBLIC_DIR, type BuiltPage } from "./routes";

export type PageWeight = { elementsHydrated: number; cssBytes: number; pageDataBytes: number; htmlBytes: number };

export function pageDataFile(page: BuiltPage): string {
  const rel = path.relative(PUBLIC_DIR, page.file);
  if (rel === "404.html") return path.join(PUBLIC_DIR, "page-data", "404.html", "page-data.json");
  const dir = path.dirname(rel);
  return path.join(PUBLIC_DIR, "page-data", dir === "." ? "index" : dir, "page-data.json");
}

const fileBytes = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function pageWeight(page: BuiltPage): PageWeight {
  const html = fs.readFileSync(page.file, "utf8");
  const { document } = new JSDOM(html).window;
  const root = document.getElementById("___gatsby");
  const all = root ? root.querySelectorAll("*").length : 0;
  const kept = root ? root.querySelectorAll(":is([data-static-content], [data-hydrate-on-use]) *").length : 0;

  const inlineCss = [...document.querySelectorAll("style")].reduce((sum, style) => sum + Buffer.byteLength(style.textContent ?? ""), 0);
  const linkedCss = [...document.querySelectorAll('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .reduce((sum, href) => sum + fileBytes(path.join(PUBLIC_DIR, href.split("?")[0])), 0);

  const dataFile = pageDataFile(page);
  let pageDataBytes = fileBytes(dataFile);
  if (pageDataBytes) {
    const { staticQueryHashes = [] } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { staticQueryHashes?: string[] };
    for (const hash of staticQueryHashes) pageDataBytes += fileBytes(path.join(PUBLIC_DIR, "page-data", "sq", "d", `${hash}.json`));
  }
  return { elementsHydrated: all - kept, cssBytes: inlineCss + linkedCss, pageDataBytes, htmlBytes: Buffer.byteLength(html) };
}
