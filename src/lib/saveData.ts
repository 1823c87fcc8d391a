/**
 * Save-Data and slow connections, decided in the browser so that every visitor gets the same HTML
 * (the CDN and the service worker keep one copy of each page). The head script marks <html> before
 * the body is parsed, and the pages' own CSS keeps what costs data (map frames) from loading until
 * the visitor asks. Gatsby's loader already skips prefetching linked pages in the same cases.
 */

/** On <html> when the browser asks to save data or reports a 2G (or slower) connection. */
export const SAVE_DATA_CLASS = "qwp-save-data";

/** Inlined by gatsby-ssr.tsx into <head>. ES5, and browsers without navigator.connection do nothing. */
export const SAVE_DATA_SCRIPT = `(function(){var c=navigator.connection;if(c&&(c.saveData||/2g$/.test(c.effectiveType||"")))document.documentElement.classList.add("${SAVE_DATA_CLASS}")})();`;

/** CSS selector prefix for rules that apply only while saving data. */
export const WHILE_SAVING_DATA = `html.${SAVE_DATA_CLASS}`;

/** Whether the head script found the browser saving data (false before it ran, and on the server). */
export function savingData(): boolean {
  return typeof document !== "undefined" && document.documentElement.classList.contains(SAVE_DATA_CLASS);
}

type GatsbyLoader = { hovering?: (path: string) => void };

/**
 * Gatsby's loader downloads a linked page's data and scripts when the pointer enters its link, even on
 * Save-Data (only its viewport prefetching checks the connection). While saving data a page is
 * downloaded when it is opened, not when a pointer passes over its link.
 */
export function stopLoadingOnHover(target: { ___loader?: GatsbyLoader }) {
  if (target.___loader) target.___loader.hovering = () => undefined;
}
