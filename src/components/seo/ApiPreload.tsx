import React from "react";
import { API_BASE_URL } from "../../lib/api/paths";

/**
 * Asks the browser to start a GET of an API address while it is still parsing the HTML, for a page
 * whose main content is fetched at runtime. Without it the request waits for the scripts to load and
 * hydrate; with it, the answer is usually there by the time the page asks (fetch() reuses the
 * preloaded response: same URL, `cors` mode, same-origin credentials, hence crossOrigin).
 */
export default function ApiPreload({ path }: { path: string }) {
  return <link rel="preload" as="fetch" href={`${API_BASE_URL}/${path}`} crossOrigin="anonymous" />;
}
