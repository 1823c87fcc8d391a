import { fetchLatestNews } from "../lib/api/newsRequests";
import type { SiteNewsItem } from "../../contract/lib/api/siteShape";
import { useApi } from "./useApi";

/** The newest items for the Home page (`news/latest`, in an edition `?lang=`: its language first). */
export function useLatestNews() {
  return useApi<SiteNewsItem[]>((signal) => fetchLatestNews(signal), "latest");
}
