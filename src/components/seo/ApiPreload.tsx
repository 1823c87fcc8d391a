import React from "react";

/**
 * Asks the browser to start a GET of a data URL while it is still parsing the HTML, for a page
 * whose main content is fetched at runtime. Without it the request waits for the scripts to load and
 * hydrate; with it, the answer is usually there by the time the page asks (fetch() reuses the
 * preloaded response: same URL, `cors` mode, same-origin credentials, hence crossOrigin).
 */
export default function ApiPreload({ url }: { url: string }) {
  return <link rel="preload" as="fetch" href={url} crossOrigin="anonymous" />;
}
