import createCache, { type EmotionCache } from "@emotion/cache";

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
