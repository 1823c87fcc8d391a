/**
 * Gatsby's page scripts run after the page's first paint.
 *
 * Gatsby ends every page with `<script src async>` for its runtime, framework and app chunks. An async
 * script runs as soon as it has arrived, and on a fast connection it arrives while the browser is still
 * parsing the page: the framework's 40 KB are then compiled and run before anything is painted, and a
 * phone shows the page later than it could. The page's HTML and CSS are complete without them (React
 * only hydrates what is there), so they can wait for the first frame.
 *
 * Each built page gets instead:
 * - in <head>, `<link rel="preload" as="script" fetchpriority="low">` for each: the download still starts
 *   while the page is parsed, behind the page's own images and fonts;
 * - where the scripts were, one inline script that adds them once the browser reports the first
 *   contentful paint (AFTER_FIRST_PAINT below). Added in order, async, as Gatsby had them: webpack's
 *   runtime orders the chunks itself.
 *
 * The server's Content-Security-Policy allows the inline script by its hash, as it does Gatsby's others,
 * and the added scripts by 'self'.
 */

/**
 * The loader's wait: `(AFTER_FIRST_PAINT)(start)` calls `start` once the browser reports the first
 * contentful paint. "Paint" entries carry the time the frame reached the screen, which comes after the
 * main thread has finished the frame: work started from `requestAnimationFrame` alone can still run
 * before the visitor sees anything. Where paint timing is missing, two frames later; in a hidden tab,
 * which paints nothing, at once.
 */
const AFTER_FIRST_PAINT =
  "function(f){var P=window.PerformanceObserver;" +
  'if(document.visibilityState==="hidden")f();' +
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}";

/** Gatsby's external page scripts as it writes them, one per chunk. */
const GATSBY_SCRIPTS = /(?:<script src="\/[^"<>]+\.js" async(?:="")?><\/script>)+/;
const ONE_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** Marks a page already rewritten, so that a second pass (an incremental build's unchanged page) changes nothing. */
export const AFTER_PAINT_LOADER_ID = "qwp-scripts-after-paint";

export function loaderScript(sources: readonly string[]): string {
  const add = `function(){${JSON.stringify(sources)}.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}`;
  return `<script id="${AFTER_PAINT_LOADER_ID}">(${AFTER_FIRST_PAINT})(${add})</script>`;
}

/** The page with its Gatsby scripts started after the first paint; unchanged if it has none or was done. */
export function runScriptsAfterFirstPaint(html: string): string {
  if (html.includes(`id="${AFTER_PAINT_LOADER_ID}"`)) return html;
  const block = GATSBY_SCRIPTS.exec(html);
  if (!block) return html;
  const sources = [...block[0].matchAll(ONE_SCRIPT)].map((m) => m[1]);
  const preloads = sources
    .map((src) => `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`)
    .join("");
  const withLoader =
    html.slice(0, block.index) + loaderScript(sources) + html.slice(block.index + block[0].length);
  const headEnd = withLoader.indexOf("</head>");
  if (headEnd < 0) return html;
  return withLoader.slice(0, headEnd) + preloads + withLoader.slice(headEnd);
}
