import { fetchLatestNews } from "../lib/api/news";
import type { NewsItem } from "../lib/api/types";
import { useApi } from "./useApi";

/** The newest items for the Home page (`news/latest`, in an edition `?lang=`: its language first). */
export function useLatestNews() {
  return useApi<NewsItem[]>((signal) => fetchLatestNews(signal), "latest");
}
