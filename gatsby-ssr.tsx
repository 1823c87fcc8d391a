import type { GatsbySSR } from "gatsby";
import React from "react";
import { THEME_SCRIPT } from "./src/theme/mode";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // Runs in <head> before <body> is parsed: the saved or system theme is on <html> before first paint.
  setHeadComponents([
    <script key="qwp-theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
    // The news feed is served by the project's server (server/site/rss.ts); advertised on every page.
    <link key="rss" rel="alternate" type="application/rss+xml" title="Qaumi Watan Party news" href="/news/rss.xml" />,
  ]);
};
