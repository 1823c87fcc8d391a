import type { GatsbyBrowser } from "gatsby";

/** Browser tests wait for this before typing, so keystrokes never land before React hydrates. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};

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
