import { fetchLatestNews } from "../lib/api/newsRequests";
import type { NewsItem } from "../../contract/lib/api/types";
import { useApi } from "./useApi";

/** The newest items for the Home page (`news/latest`, in an edition `?lang=`: its language first). */
export function useLatestNews() {
  return useApi<NewsItem[]>((signal) => fetchLatestNews(signal), "latest");
}
