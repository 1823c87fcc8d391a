import type { GatsbyBrowser } from "gatsby";

/** Browser tests wait for this before typing, so keystrokes never land before React hydrates. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
