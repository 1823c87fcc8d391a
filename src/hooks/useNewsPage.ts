import { fetchNewsPage } from "../lib/api/newsRequests";
import type { SiteNewsPage } from "../../contract/lib/api/siteShape";
import { useApi } from "./useApi";

/**
 * One page of the news list (`news?page=N`), refetched whenever the page number changes.
 * `initial`: that page as the server embedded it, shown without asking.
 */
export function useNewsPage(page: number, initial?: SiteNewsPage) {
  return useApi<SiteNewsPage>((signal) => fetchNewsPage(page, signal), String(page), initial);
}
