/**
 * Data the server writes into a page's HTML, so the page shows it without a second round trip.
 *
 * The server (server/site/pageData.ts) puts the exact body an API call would answer into a
 * `<script type="application/json">`: the browser never runs it, CSP has nothing to allow, and
 * React never sees it. The same server renders the page's content from it into the HTML
 * (server/site/contentMarkup.tsx), so the page's first render in the browser must take it
 * synchronously (src/lib/api/readEmbeddedJson.ts, src/hooks/useEmbeddedData.ts) to produce the same markup and hydrate it. It is
 * used once, for the address it was served for; any later visit (Gatsby's navigation, another page
 * number) asks the API as before.
 */

/** /news/{id or slug}: the body of GET /api/news/{id or slug}?shape=site. */
export const EMBEDDED_NEWS_ITEM = "qwp-data-news-item";
/** /news?page=N: the body of GET /api/news?page=N&shape=site (in an edition, with its lang=…&only=lang), with the page number in data-page. */
export const EMBEDDED_NEWS_PAGE = "qwp-data-news-page";
/** /gallery/videos: the body of GET /api/videos (the first page). */
export const EMBEDDED_VIDEOS_PAGE = "qwp-data-videos-page";

/**
 * JSON text made safe inside a `<script>` element: `<` is escaped, so no `</script>` or `<!--` in
 * any string can end or change the element; U+2028/U+2029 are escaped for old parsers.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export type EmbeddedJson = { body: unknown; dataset: DOMStringMap };
