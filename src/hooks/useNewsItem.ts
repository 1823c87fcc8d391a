import { fetchNewsItem } from "../lib/api/newsRequests";
import type { SiteNewsItem } from "../../contract/lib/api/siteShape";
import { useApi } from "./useApi";

/**
 * One news item by id or slug (`news/{id}`); data is null when the server had no item. `initial`:
 * the item the server embedded in the page, shown without asking.
 */
export function useNewsItem(idOrSlug: string, initial?: SiteNewsItem) {
  return useApi<SiteNewsItem | null>((signal) => fetchNewsItem(idOrSlug, signal), idOrSlug, initial);
}
