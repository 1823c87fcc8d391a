import { fetchNewsPage } from "../lib/api/news";
import type { NewsPage } from "../lib/api/types";
import { useApi } from "./useApi";

/** One page of the news list (`news?page=N`), refetched whenever the page number changes. */
export function useNewsPage(page: number) {
  return useApi<NewsPage>((signal) => fetchNewsPage(page, signal), String(page));
}
