/**
 * The source of a function for inline scripts in the built HTML: `(AFTER_FIRST_PAINT)(start)` calls
 * `start` once the browser reports the page's first contentful paint, for the parts of a page that
 * need not hold up that paint (Gatsby's scripts, the Urdu and Pashto font faces).
 *
 * "Paint" entries carry the time the frame reached the screen, which comes after the main thread has
 * finished the frame: work started from `requestAnimationFrame` alone can still run before the
 * visitor sees anything. Where paint timing is missing, two frames later; in a hidden tab, which
 * paints nothing, at once.
 */
export const AFTER_FIRST_PAINT =
  "function(f){var P=window.PerformanceObserver;" +
  'if(document.visibilityState==="hidden")f();' +
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}";
