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
  ]);
};
