/**
 * The content of the news, article, events, videos and search pages written into their HTML by the
 * server, so a phone paints the article's heading, text and photo (the cards) before any script has
 * loaded; then React hydrates that markup instead of replacing it.
 *
 * Why server rendering and not another way: /news/{id} is a client-only route (one HTML file for
 * every article) and /news?page=N one file for every page, so the build cannot write the content;
 * the server has the data the page then renders from (server/site/pageData.ts). Rendering the same
 * components with react-dom/server from that data gives the markup the browser's first render
 * produces (the pages read the embedded data during that render: src/hooks/useEmbeddedData.ts), so
 * hydration is clean; markup of our own (a template) would be a second copy of every component
 * that React would throw away and render again. Emotion's rules for the markup go into a
 * `<style data-build-css>` in <head> like the build's page CSS (gatsby-ssr.tsx), so the markup is
 * styled before scripts and the browser's cache does not insert those rules again.
 *
 * The components are those of the release the page is served from: each build writes them, bundled,
 * beside its pages (gatsby/renderModule/renderBundle.ts), and a worker thread renders with that file (./renderTask.ts),
 * so a release switch or rollback changes the markup with the scripts, and a render never holds the
 * event loop. Each result is kept per release's module, build (the icon sprite's address) and
 * revision of its data (the JSON it is rendered from): an article is rendered once per edit.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BUILD_CSS_ATTRIBUTE } from "../../contract/theme/buildCss";
import { createKeptResults } from "../platform/keptResults";
import { PoolFull, runHeavy, workerTask } from "../platform/workerPool";
import type { RenderedView, ViewRequest } from "../../contract/render/viewRequest";
import { RENDER_MODULE_FILE } from "../../gatsby/renderModule/renderModuleFile";
import type { renderWithRelease } from "./renderTask";
import type { StaticSite } from "./staticSite";

/** A view rendered on a worker thread with a release's module. */
export const RENDER_VIEW_TASK = workerTask<typeof renderWithRelease>(path.join(__dirname, "renderTask.ts"), "renderWithRelease");

/** The views rendered lately, by what they render: 200 at most, the least recently served going first. */
const rendered = createKeptResults<RenderedView>({ max: 200 });
/** Modules that failed to render, each reported once. */
const reported = new Set<string>();

/** The site's module of server-made markup and what names its version; undefined when the build has none. */
function renderModuleOf(site: StaticSite): { file: string; version: string } | undefined {
  const file = path.join(site.root, RENDER_MODULE_FILE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? { file, version: `${stat.size}:${stat.mtimeMs}:${stat.ino}` } : undefined;
}

/** The build's icon sprite address (gatsby/iconSprite.ts defines it into the build's scripts). */
const spriteUrlOf = (html: string) => /<use href="([^"#]+)#/.exec(html)?.[1];

/** A `<style>` with the rules of `rules` the page's own CSS does not have yet. */
function styleFor(html: string, rules: RenderedView["rules"]): string {
  const present = new Set(
    Array.from(html.matchAll(new RegExp(`${BUILD_CSS_ATTRIBUTE}="([^"]*)"`, "g")), (m) => m[1].split(" ")).flat(),
  );
  const missing = rules.filter(([id]) => !present.has(id));
  if (!missing.length) return "";
  return `<style ${BUILD_CSS_ATTRIBUTE}="${missing.map(([id]) => id).join(" ")}">${missing.map(([, css]) => css).join("")}</style>`;
}

const MAIN_OPEN = /<main id="main-content"[^>]*>/;

/**
 * The page `html` (as built by `site`) with the view `request` names as the content of its <main>,
 * and the style its markup needs (to go into <head>). `key` names the data the view renders (its
 * JSON). Undefined when the page has no <main> to fill, the build no module to render with, or the
 * render could not be made (the worker pool full, a release's module that fails): the caller must
 * then not embed the data either, since the browser's first render would no longer match the HTML,
 * and the page loads its content in the browser.
 */
export async function withContent(
  site: StaticSite,
  html: string,
  key: string,
  request: () => ViewRequest | undefined,
): Promise<{ html: string; style: string } | undefined> {
  const open = MAIN_OPEN.exec(html);
  const spriteUrl = spriteUrlOf(html);
  const module = renderModuleOf(site);
  if (!open || spriteUrl === undefined || !module) return undefined;
  const start = open.index + open[0].length;
  const end = html.indexOf("</main>", start);
  if (end < 0) return undefined;

  const cacheKey = createHash("sha256").update(module.file).update("\0").update(module.version).update("\0").update(spriteUrl).update("\0").update(key).digest("base64");
  let result = rendered.peek(cacheKey);
  if (!result) {
    const view = request();
    // Data the page's first render would not take either (a shape it cannot read): nothing to write.
    if (!view) return undefined;
    try {
      result = await rendered.get(cacheKey, () => runHeavy(RENDER_VIEW_TASK, module.file, module.version, view, spriteUrl));
    } catch (error) {
      if (!(error instanceof PoolFull) && !reported.has(module.file)) {
        reported.add(module.file);
        process.emitWarning(`Server-made markup could not be rendered with ${module.file}: ${(error as Error).message}`);
      }
      return undefined;
    }
  }
  return { html: html.slice(0, start) + result.markup + html.slice(end), style: styleFor(html, result.rules) };
}
