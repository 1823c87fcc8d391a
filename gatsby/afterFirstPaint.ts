/**
 * What a page's first paint does not need waits for it: Gatsby's scripts, the pictures and frames the
 * browser would load lazily, and the web manifest.
 *
 * - Gatsby ends every page with `<script src async>` for its runtime, framework and app chunks. An async
 *   script runs as soon as it has arrived, and on a fast connection it arrives while the browser is
 *   still parsing the page: the framework is then compiled and run before anything is painted.
 *   The page's HTML and CSS are complete without them (React only hydrates what is there). Their
 *   download waits too, not preloaded: on a phone's slow link it would share the bandwidth with the
 *   page's hero, photo or font, which the first screen does need.
 * - A lazy image within a screen or two of the viewport is requested at the first layout, before the
 *   first paint, and shares the slow link with the hero and the font. Hidden (`display: none`, inside
 *   boxes that keep their size) until the paint, they are requested a frame later. The same holds for a
 *   lazy frame: Contact's map would otherwise open a connection to another site before the paint.
 * - The web manifest (and the install icon it names, which Chromium fetches next) is read only to offer
 *   installing the site; Chromium fetched both right after the page's load event, before the paint.
 *
 * Each built page gets:
 * - in <head>, a one-line script and a style that hide the lazy images until the paint (without
 *   JavaScript, which never runs the loader, nothing is hidden);
 * - where the scripts were, one inline loader that, once the browser reports the first contentful
 *   paint (AFTER_FIRST_PAINT below), shows the lazy images, adds the manifest's <link> and adds the
 *   scripts: in order, async, as Gatsby had them (webpack's runtime orders the chunks itself), and
 *   registers the service worker (gatsby/serviceWorker/), which nothing on the first screen needs, and
 *   once the page has loaded tells it what it loaded, and then what it loads later (a section's code
 *   that arrived before the worker answered the page), to keep without downloading it again.
 *
 * Gatsby has no option for any of this, and its scripts are in its internal `_gatsby-scripts` slice, so
 * the built HTML is rewritten after the build. The server's Content-Security-Policy allows the inline
 * scripts by their hashes, as it does Gatsby's others, and the added scripts by 'self'.
 */
import { KEEP_LOADED } from "./serviceWorker/keepLoaded";

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
/** gatsby-plugin-manifest's link (one per edition's manifest). */
const MANIFEST_LINK = /<link rel="manifest"[^<>]*\/?>/;
const ATTRIBUTE = /([a-z][a-z-]*)="([^"]*)"/g;

/** Marks a page already rewritten, so that a second pass (an incremental build's unchanged page) changes nothing. */
export const AFTER_PAINT_LOADER_ID = "qwp-scripts-after-paint";
/** On <html> from the head until the first paint. */
export const BEFORE_PAINT_CLASS = "qwp-before-paint";

/**
 * In <head>: hides lazy images and frames until the loader runs. Set by a script, so that a browser without
 * JavaScript, which never runs the loader, shows them as usual.
 */
const BEFORE_PAINT_HEAD =
  `<script>document.documentElement.classList.add("${BEFORE_PAINT_CLASS}")</script>` +
  `<style>.${BEFORE_PAINT_CLASS} :is(img,iframe)[loading=lazy]{display:none}</style>`;

/** The site's service worker (gatsby/serviceWorker): registered by the loader, after the paint like the scripts. */
export const SERVICE_WORKER_PATH = "/sw.js";

type LinkAttributes = Record<string, string>;

function loaderScript(sources: readonly string[], links: readonly LinkAttributes[] = []): string {
  const start =
    "function(){var d=document;" +
    `d.documentElement.classList.remove("${BEFORE_PAINT_CLASS}");` +
    `${JSON.stringify(links)}.forEach(function(a){var e=d.createElement("link");for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)});` +
    `${JSON.stringify(sources)}.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)});` +
    `if("serviceWorker"in navigator)navigator.serviceWorker.register("${SERVICE_WORKER_PATH}").then(function(){return navigator.serviceWorker.ready}).then(function(r){` +
    `var k=function(l){r.active&&r.active.postMessage({type:"${KEEP_LOADED}",urls:l.map(function(e){return e.name})})};` +
    `var s=function(){k(performance.getEntriesByType("resource"));self.PerformanceObserver&&new PerformanceObserver(function(o){k(o.getEntries())}).observe({type:"resource"})};` +
    `d.readyState==="complete"?s():addEventListener("load",s)}).catch(function(){})}`;
  return `<script id="${AFTER_PAINT_LOADER_ID}">(${AFTER_FIRST_PAINT})(${start})</script>`;
}

function attributesOf(tag: string): LinkAttributes {
  return Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2]]));
}

/** The page with what its first paint does not need moved after it; unchanged if it has no scripts or was done. */
export function deferUntilFirstPaint(html: string): string {
  if (html.includes(`id="${AFTER_PAINT_LOADER_ID}"`) || !html.includes("</head>")) return html;
  // Gatsby stitches a page it did not render again with the new build's scripts slice: its head still
  // has the earlier rewrite's part, which is added once more below.
  const unmarked = html.split(BEFORE_PAINT_HEAD).join("");
  const manifest = MANIFEST_LINK.exec(unmarked);
  const page = manifest ? unmarked.replace(manifest[0], "") : unmarked;
  const block = GATSBY_SCRIPTS.exec(page);
  if (!block) return html;
  const sources = [...block[0].matchAll(ONE_SCRIPT)].map((m) => m[1]);
  const links = manifest ? [attributesOf(manifest[0])] : [];
  const withLoader =
    page.slice(0, block.index) +
    loaderScript(sources, links) +
    page.slice(block.index + block[0].length);
  // Before the head's first <style>: the build's CSS stays the last one, where Emotion expects it.
  const headEnd = withLoader.indexOf("</head>");
  const firstStyle = withLoader.indexOf("<style");
  const at = firstStyle >= 0 && firstStyle < headEnd ? firstStyle : headEnd;
  return withLoader.slice(0, at) + BEFORE_PAINT_HEAD + withLoader.slice(at);
}

/** The scripts a rewritten page's loader adds (what the page loads before it is interactive). */
export function deferredScripts(html: string): string[] {
  const loader = new RegExp(`<script id="${AFTER_PAINT_LOADER_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  const list = loader && /\[("\/[^"]+\.js"(?:,"\/[^"]+\.js")*)\]/.exec(loader[1]);
  return list ? (JSON.parse(`[${list[1]}]`) as string[]) : [];
}
