import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { LOCALES, langFromPath } from "./src/i18n/locales";
import { wrapWithEdition } from "./src/i18n/wrapPageElement";
import { firstPaintTarget } from "./src/lib/firstPaint";
import { BUILD_CSS_ATTRIBUTE, createEmotionCache } from "./src/theme/emotionCache";
import { GLOBAL_CSS } from "./src/theme/globalCss";
import { THEME_SCRIPT } from "./src/theme/mode";

/** The page's edition (language, interface strings) from its context (gatsby/onCreatePage.ts). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapWithEdition;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // Each edition's language and direction from the page's path (/ur/..., /ps/...; English elsewhere).
  const lang = langFromPath(pathname);
  setHtmlAttributes({ lang, dir: LOCALES[lang].dir });
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
 * The browser's cache (gatsby-browser.tsx) reads the ids in the BUILD_CSS_ATTRIBUTE and does not
 * insert them again; the element is never moved (src/theme/emotionCache.ts says why).
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
          {...{ [BUILD_CSS_ATTRIBUTE]: style.ids.join(" ") }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
    // No paint before the page's opening is parsed whole (src/lib/firstPaint.ts).
    ...(paintTarget
      ? [<link key="first-paint" rel="expect" href={`#${paintTarget}`} {...renderBlocking} />]
      : []),
  ]);
};

/**
 * The page CSS goes last in <head>, after the style plugins add (gatsby-plugin-image's), so that rules
 * of equal weight resolve the same way from the first paint on: Emotion's cache used to move it
 * there when the page started, and every page has been seen and tested that way.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = getHeadComponents();
  const isPageCss = (component: React.ReactNode) =>
    React.isValidElement<Record<string, unknown>>(component) &&
    component.props[BUILD_CSS_ATTRIBUTE] !== undefined;
  replaceHeadComponents([
    ...components.filter((component) => !isPageCss(component)),
    ...components.filter(isPageCss),
  ]);
};
