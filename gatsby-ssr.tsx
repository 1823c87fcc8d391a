import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import enEvents from "./data/i18n/en/events.json";
import enNews from "./data/i18n/en/news.json";
import psEvents from "./data/i18n/ps/events.json";
import psNews from "./data/i18n/ps/news.json";
import urEvents from "./data/i18n/ur/events.json";
import urNews from "./data/i18n/ur/news.json";
import { editionFontCss } from "./src/i18n/editionFonts";
import {
  LOCALES,
  langFromPath,
  localizePath,
  stripLangPrefix,
  type Lang,
} from "./contract/i18n/locales";
import { wrapWithEdition } from "./src/i18n/wrapPageElement";
import { firstPaintTarget } from "./src/lib/firstPaint";
import { SAVE_DATA_SCRIPT } from "./src/lib/saveData";
import {
  homeOrganizationJsonLd,
  serializeJsonLd,
  type HomeSiteData,
} from "./contract/lib/structuredData";
import { BUILD_CSS_ATTRIBUTE } from "./contract/theme/buildCss";
import { createEmotionCache } from "./src/theme/emotionCache";
import { GLOBAL_CSS } from "./src/theme/globalCss";
import { THEME_SCRIPT } from "./contract/theme/themeScript";

/** Each edition's news feed is named in its language (the feed's own title is the server's). */
const FEED_TITLES: Record<Lang, string> = {
  en: enNews.feedTitle,
  ur: urNews.feedTitle,
  ps: psNews.feedTitle,
};
const EVENTS_FEED_TITLES: Record<Lang, string> = {
  en: enEvents.feedTitle,
  ur: urEvents.feedTitle,
  ps: psEvents.feedTitle,
};

/** The page's edition (language, interface strings) from its context (gatsby/onCreatePage.ts). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapWithEdition;

/**
 * Home's schema.org Organization (name, address, socials) from Home's page data, written into the head
 * by the build. Search engines read it from the HTML; in Home's Head it would ship the JSON-LD code
 * in Home's first-load JavaScript, which is at its budget, for a tag no visitor's browser needs.
 */
function homeJsonLd(
  pathname: string,
  loadPageDataSync: (path: string) => { result: Record<string, unknown> },
) {
  // Production builds only: the development server renders its page shell before Home's query has
  // run, and loading Home's page data there waits 15 s for it and then stops `gatsby develop`.
  if (process.env.BUILD_STAGE !== "build-html") return [];
  if (stripLangPrefix(pathname.replace(/(.)\/$/, "$1")) !== "/") return [];
  const data = loadPageDataSync(pathname).result.data as HomeSiteData | undefined;
  const organization = data && homeOrganizationJsonLd(data);
  if (!organization) return [];
  return [
    <script
      key="qwp-organization"
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(organization) }}
    />,
  ];
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  loadPageDataSync,
}) => {
  // Each edition's language and direction from the page's path (/ur/..., /ps/...; English elsewhere).
  const lang = langFromPath(pathname);
  setHtmlAttributes({ lang, dir: LOCALES[lang].dir });
  // Runs in <head> before <body> is parsed: the saved or system theme is on <html> before first paint.
  setHeadComponents([
    <script key="qwp-theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
    // Save-Data or a 2G connection marks <html> before the body: map frames wait to be asked for (src/lib/saveData.ts).
    <script key="qwp-save-data" dangerouslySetInnerHTML={{ __html: SAVE_DATA_SCRIPT }} />,
    // Colour variables, resets, focus style: plain CSS, no JavaScript (src/theme/globalCss.ts).
    <style key="qwp-global" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    // The Urdu or Pashto face and line heights, on that edition's pages only (src/i18n/editionFonts.ts).
    ...(lang === "en"
      ? []
      : [
          <style
            key="qwp-fonts"
            id={`qwp-fonts-${lang}`}
            dangerouslySetInnerHTML={{ __html: editionFontCss(lang) }}
          />,
        ]),
    // The news feed is served by the project's server (server/site/rss.ts); advertised on every
    // page, each edition's own (/ur/news/rss.xml on Urdu pages: the articles written in Urdu).
    <link
      key="rss"
      rel="alternate"
      type="application/rss+xml"
      title={FEED_TITLES[lang]}
      href={localizePath("/news/rss.xml", lang)}
    />,
    // The events pages advertise the events feed too (server/site/eventPages.ts).
    ...(/^\/events(?:\/|$)/.test(stripLangPrefix(pathname))
      ? [
          <link
            key="rss-events"
            rel="alternate"
            type="application/rss+xml"
            title={EVENTS_FEED_TITLES[lang]}
            href={localizePath("/events/rss.xml", lang)}
          />,
        ]
      : []),
    ...homeJsonLd(pathname, loadPageDataSync),
  ]);
};

const NUL = String.fromCharCode(0);

/**
 * Renders like Gatsby's own renderer does: the whole tree, after every Suspense boundary resolved.
 * The bytes are decoded once, at the end. React 18.3's stream writer flushes its whole 2048-byte
 * buffer when a multi-byte character does not fit at its end, unused zero bytes included (react-dom
 * server's writeChunk: `writeToDestination(destination, currentView)`): Urdu and Pashto text got a
 * U+0000 in the HTML, which the W3C checker rejects. HTML never holds U+0000, so those are removed.
 */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8").split(NUL).join(""));
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
