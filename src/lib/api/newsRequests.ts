import { newsItemOf, newsListOf, newsPageOf } from "../../../contract/lib/api/news";
import type { SiteNewsItem, SiteNewsPage } from "../../../contract/lib/api/siteShape";
import { API_PATHS, apiRequest, editionLang } from "./client";

/** The browser's news requests: a page of 9 and the latest 3 in the page's edition, one item by id or slug. */

export async function fetchNewsPage(page: number, signal?: AbortSignal): Promise<SiteNewsPage> {
  return newsPageOf(await apiRequest<unknown>(API_PATHS.newsPage(page, editionLang()), { signal }));
}

export async function fetchLatestNews(signal?: AbortSignal): Promise<SiteNewsItem[]> {
  return newsListOf(await apiRequest<unknown>(API_PATHS.latestNews(editionLang()), { signal }));
}

/** Resolves with null when the server answers without an item (an error or no item both show "not found"). */
export async function fetchNewsItem(idOrSlug: string, signal?: AbortSignal): Promise<SiteNewsItem | null> {
  if (!idOrSlug.trim()) return null;
  return newsItemOf(await apiRequest<unknown>(API_PATHS.newsItem(idOrSlug), { signal }));
}
