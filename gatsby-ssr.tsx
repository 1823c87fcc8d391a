import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { firstPaintTarget } from "./src/lib/firstPaint";
import { createEmotionCache } from "./src/theme/emotionCache";
import { GLOBAL_CSS } from "./src/theme/globalCss";
import { THEME_SCRIPT } from "./src/theme/mode";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // Runs in <head> before <body> is parsed: the saved or system theme is on <html> before first paint.
  setHeadComponents([
    <script key="qwp-theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
    // Colour variables, resets, focus style: plain CSS, no JavaScript (src/theme/globalCss.ts).
    <style key="qwp-global" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    // The news feed is served by the project's server (server/site/rss.ts); advertised on every page.
    <link
      key="rss"
      rel="alternate"
      type="application/rss+xml"
      title="Qaumi Watan Party news"
      href="/news/rss.xml"
    />,
  ]);
};

/** Renders like Gatsby's own renderer does: the whole tree, after every Suspense boundary resolved. */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

// React 18 does not know the attribute yet; spread, it reaches the <link> as written.
const renderBlocking = { blocking: "render" } as Record<string, string>;

/**
 * Page CSS goes into <head> as one <style> (plus one per global style), instead of Emotion's default of
 * a <style> beside each component. That default put <style> inside <ul> and <button> (invalid HTML),
 * and repeated a tag per component; here the browser has every rule before it parses the body.
 * The browser's cache (gatsby-browser.tsx) reads the ids in data-emotion and does not insert them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  const paintTarget = firstPaintTarget(html);
  setHeadComponents([
    ...styles
      .filter((style) => style.css !== "")
      .map((style) => (
        <style
          key={style.key + style.ids.join(" ")}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
    // No paint before the page's opening is parsed whole (src/lib/firstPaint.ts).
    ...(paintTarget
      ? [<link key="first-paint" rel="expect" href={`#${paintTarget}`} {...renderBlocking} />]
      : []),
  ]);
};
