/**
 * Data the server writes into a page's HTML, so the page shows it without a second round trip.
 *
 * The server (server/site/pageData.ts) puts the exact body an API call would answer into a
 * `<script type="application/json">`: the browser never runs it, CSP has nothing to allow, and
 * React never sees it. The page takes it once, for the address it was served for; any later visit
 * (Gatsby's navigation, another page number) asks the API as before.
 */

/** /news/{id or slug}: the body of GET /api/news/{id or slug}. */
export const EMBEDDED_NEWS_ITEM = "qwp-data-news-item";
/** /news?page=N: the body of GET /api/news?page=N, with the page number in data-page. */
export const EMBEDDED_NEWS_PAGE = "qwp-data-news-page";

/**
 * JSON text made safe inside a `<script>` element: `<` is escaped, so no `</script>` or `<!--` in
 * any string can end or change the element; U+2028/U+2029 are escaped for old parsers.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * The embedded body under `id` and its element's data attributes, removed from the document so it
 * is used once. Undefined when there is none or it is not valid JSON; the caller checks that it is
 * for the address being shown.
 */
export function takeEmbeddedJson(id: string): { body: unknown; dataset: DOMStringMap } | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return { body: JSON.parse(element.textContent ?? ""), dataset: element.dataset };
  } catch {
    return undefined;
  }
}
