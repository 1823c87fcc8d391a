import createCache, { type EmotionCache } from "@emotion/cache";
import { BUILD_CSS_ATTRIBUTE } from "../../contract/theme/buildCss";

/**
 * The one Emotion cache configuration, used by the static render (gatsby-ssr.tsx) and the browser
 * (gatsby-browser.tsx), so both produce the same CSS for the same class name.
 *
 * `stylisPlugins: []` drops Emotion's default vendor prefixer. Every browser the site supports reads
 * the standard properties (flex, transform, transition, user-select...), and the prefixes were about
 * a third of each page's CSS. Properties that still need a prefix in Safari are written out where
 * they are used (e.g. `WebkitBackdropFilter`).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [] });
}

/**
 * Tells the browser's cache that the build's page CSS is already in the document, so rendering the
 * same styles again inserts nothing. The `<style>` stays where the build put it.
 */
export function adoptBuildCss(cache: EmotionCache, root: ParentNode): void {
  for (const style of root.querySelectorAll(`style[${BUILD_CSS_ATTRIBUTE}]`)) {
    for (const id of (style.getAttribute(BUILD_CSS_ATTRIBUTE) ?? "").split(" ")) {
      if (id) cache.inserted[id] = true;
    }
  }
}
