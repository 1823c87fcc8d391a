import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import React from "react";
import { wrapWithEdition } from "./src/i18n/wrapPageElement";
import { renderWithLocationInTransition } from "./src/lib/router/LocationInTransition";
import { savingData, stopLoadingOnHover } from "./src/lib/saveData";
import { adoptBuildCss, createEmotionCache } from "./src/theme/emotionCache";
import { followSystemTheme } from "./src/theme/mode";

/** The same cache settings as the static render (gatsby-ssr.tsx), so hydration reuses its CSS. */
const emotionCache = createEmotionCache();
adoptBuildCss(emotionCache, document);

/** The page's edition (language, interface strings) from its context. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapWithEdition;

/** A new location reaches the page in a transition (src/lib/router/LocationInTransition.tsx). */
export const replaceHydrateFunction = () => renderWithLocationInTransition;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);

/**
 * A new page starts at the top. Anchors (#id) are left to Gatsby, which scrolls to the element,
 * and so are back/forward visits, for which Gatsby has the position the visitor left saved.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  getSavedScrollPosition,
}) => {
  const location = routerProps.location;
  if (location.hash) return true;
  if (getSavedScrollPosition(location)) return true;
  window.scrollTo(0, 0);
  return false;
};

/**
 * While saving data (src/lib/saveData.ts), a linked page is downloaded when it is opened, never on hover.
 * With no saved theme the page follows the system's, from the start (the toggle hydrates only when used).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  followSystemTheme();
  if (savingData()) stopLoadingOnHover(window as unknown as Parameters<typeof stopLoadingOnHover>[0]);
};

/**
 * Field measurements of the page's speed (src/lib/vitals/reportVitals.ts), in a chunk of their own
 * loaded after hydration, so the first load carries only this call. Not in the staff console.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (/^\/admin(?:\/|$)/.test(window.location.pathname)) return;
  void import(/* webpackChunkName: "web-vitals" */ "./src/lib/vitals/reportVitals").then((module) => module.reportVitals());
};
