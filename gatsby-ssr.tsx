import React from "react";
import type { GatsbySSR } from "gatsby";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The news feed is served by the project's server (server/site/rss.ts); advertised on every page.
  setHeadComponents([
    <link key="rss" rel="alternate" type="application/rss+xml" title="Qaumi Watan Party news" href="/news/rss.xml" />,
  ]);
};
