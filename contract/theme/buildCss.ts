/**
 * The attribute of the build's page CSS (one `<style>`, last in `<head>`), listing the Emotion ids
 * whose rules it holds, as `data-emotion` would. The build writes it (gatsby-ssr.tsx), the browser's
 * cache adopts it (src/theme/emotionCache.ts) and the server-made markup adds only the rules it lacks
 * (server/site/contentMarkup.ts).
 *
 * Not `data-emotion` itself: every Emotion cache that starts in the browser (ours and the default
 * one @emotion/react creates) takes each `<style data-emotion="css …">` it finds and appends it to
 * `<head>` again. Moving a `<style>` makes the browser drop its rules, add them back and restyle the
 * whole page; that happened three times while the page started on a phone.
 */
export const BUILD_CSS_ATTRIBUTE = "data-build-css";
