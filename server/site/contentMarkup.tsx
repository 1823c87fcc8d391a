/**
 * The content of the news, article and videos pages written into their HTML by the server, so a
 * phone paints the article's heading, text and photo (the news cards, the video cards) before any
 * script has loaded; then React hydrates that markup instead of replacing it.
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
 * Cost: a render takes a few milliseconds, so each result is kept per revision of its data (the
 * JSON it is rendered from) and per build (the icon sprite's address): the server renders an
 * article once per edit, not once per visit.
 */
import { LRUCache } from "lru-cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { createHash } from "node:crypto";
import React from "react";
import { renderToString } from "react-dom/server";
import { BUILD_CSS_ATTRIBUTE, createEmotionCache } from "../../src/theme/emotionCache";
import { compileSiteModulesAsTheBuildDoes } from "./buildCompiled";

compileSiteModulesAsTheBuildDoes();
// Required, not imported: the components must load after the line above (imports are hoisted).
export const views = require("./contentViews") as typeof import("./contentViews");

/** The Emotion cache of every server render: the build's settings, rules kept by id. */
const cache = createEmotionCache();
const { extractCriticalToChunks } = createEmotionServer(cache);

type Rendered = { markup: string; styleIds: string[] };

/** The views rendered lately, by what they render: 200 at most, the least recently served going first. */
const rendered = new LRUCache<string, Rendered>({ max: 200 });

/** The build's icon sprite address (gatsby/iconSprite.ts defines it into the build's scripts). */
const spriteUrlOf = (html: string) => /<use href="([^"#]+)#/.exec(html)?.[1];

function render(element: React.ReactElement, spriteUrl: string): Rendered {
  // The build writes this into its scripts; the components read it as a global.
  (globalThis as { __ICON_SPRITE_URL__?: string }).__ICON_SPRITE_URL__ = spriteUrl;
  const markup = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { markup, styleIds: extractCriticalToChunks(markup).styles.flatMap((style) => style.ids) };
}

/** A `<style>` with the rules of `ids` the page's own CSS does not have yet. */
function styleFor(html: string, ids: string[]): string {
  const present = new Set(
    Array.from(html.matchAll(new RegExp(`${BUILD_CSS_ATTRIBUTE}="([^"]*)"`, "g")), (m) => m[1].split(" ")).flat(),
  );
  const missing = ids.filter((id) => !present.has(id) && typeof cache.inserted[id] === "string");
  if (!missing.length) return "";
  const css = missing.map((id) => cache.inserted[id] as string).join("");
  return `<style ${BUILD_CSS_ATTRIBUTE}="${missing.join(" ")}">${css}</style>`;
}

const MAIN_OPEN = /<main id="main-content"[^>]*>/;

/**
 * The page `html` (as built) with `view`'s markup as the content of its <main>, and the style its
 * markup needs (to go into <head>). `key` names the data the view renders (its JSON); undefined
 * when the page has no <main> to fill, and then the caller must not embed the data either, since
 * the browser's first render would no longer match the HTML.
 */
export function withContent(
  html: string,
  key: string,
  view: () => React.ReactElement | undefined,
): { html: string; style: string } | undefined {
  const open = MAIN_OPEN.exec(html);
  const spriteUrl = spriteUrlOf(html);
  if (!open || spriteUrl === undefined) return undefined;
  const start = open.index + open[0].length;
  const end = html.indexOf("</main>", start);
  if (end < 0) return undefined;

  const cacheKey = createHash("sha256").update(spriteUrl).update("\0").update(key).digest("base64");
  let result = rendered.get(cacheKey);
  if (!result) {
    const element = view();
    // Data the page's first render would not take either (a shape it cannot read): nothing to write.
    if (!element) return undefined;
    result = render(element, spriteUrl);
    rendered.set(cacheKey, result);
  }
  return { html: html.slice(0, start) + result.markup + html.slice(end), style: styleFor(html, result.styleIds) };
}
