/**
 * What this device has saved for reading offline, read from the service worker's caches: the pages
 * of one edition, each with its title as it was saved. Only the browser has caches; elsewhere none.
 */
import { langFromPath, type Lang } from "../../../contract/i18n/locales";
import { ARTICLE_PATH, OFFLINE_CACHES, OFFLINE_PAGE } from "./caches";

export type SavedPage = { path: string; title: string; article: boolean };

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;

function decodeEntities(text: string): string {
  const element = document.createElement("textarea");
  element.innerHTML = text;
  return element.value;
}

/** The page's title without the site's name after it ("Title | Qaumi Watan Party"). */
const pageTitle = (html: string, fallback: string) => {
  const title = decodeEntities(TITLE.exec(html)?.[1] ?? "").split(" | ")[0].trim();
  return title || fallback;
};

export async function savedPages(lang: Lang): Promise<SavedPage[]> {
  if (typeof caches === "undefined") return [];
  const found = new Map<string, SavedPage>();
  for (const name of [OFFLINE_CACHES.articles, OFFLINE_CACHES.pages]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = url.pathname;
      if (found.has(path) || path.startsWith("/page-data/") || path.startsWith("/api/")) continue;
      if (langFromPath(path) !== lang || path.endsWith(OFFLINE_PAGE)) continue;
      const response = await cache.match(request);
      if (!response || !(response.headers.get("Content-Type") ?? "").includes("text/html")) continue;
      found.set(path, { path, title: pageTitle(await response.text(), path), article: ARTICLE_PATH.test(path) });
    }
  }
  return [...found.values()];
}
