import { LANGS } from "../../i18n/locales";
import type { EmbeddedJson } from "./embeddedData";
import type { Picture, PictureVariant, SiteNewsItem, SiteNewsPage } from "./siteShape";
import { isPlainObject } from "../isPlainObject";
import { newsPath } from "../../routes";

/**
 * The news API's answers in the site's shape (./siteShape.ts, asked for with `shape=site`): a page of
 * 9, the latest 3, one item by id or slug. The server is the project's own; what arrives is checked
 * for the fields a page cannot render without, so a broken answer shows the error state rather than a
 * crash. The browser asks (src/lib/api/newsRequests.ts); a page the server served with its data
 * embedded (./embeddedData.ts) starts from that instead of asking.
 */

const isText = (value: unknown): value is string => typeof value === "string";

const VARIANT_TYPES: ReadonlyArray<PictureVariant["type"]> = ["image/avif", "image/webp", "image/jpeg"];

const positive = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value > 0;

/** A srcset entry on this site or over https, and nothing that could split the srcset: else it is dropped, not rendered. */
const isVariant = (entry: unknown): entry is PictureVariant =>
  isPlainObject(entry) &&
  positive(entry.width) &&
  positive(entry.height) &&
  VARIANT_TYPES.some((type) => type === entry.type) &&
  isText(entry.url) &&
  /^(?:\/(?!\/)|https:\/\/)/.test(entry.url) &&
  !/[\s,]/.test(entry.url);

function pictureOf(value: unknown): Picture | null {
  if (!isPlainObject(value) || !isText(value.url) || !value.url) return null;
  const size = (n: unknown) => (positive(n) ? (n as number) : null);
  const variants = Array.isArray(value.variants) ? value.variants.filter(isVariant) : [];
  return { url: value.url, width: size(value.width), height: size(value.height), variants };
}

function isNewsItem(value: unknown): value is SiteNewsItem {
  return (
    isPlainObject(value) &&
    [value.id, value.slug, value.title, value.summary, value.body, value.url, value.publishedAt, value.category].every(isText) &&
    value.id !== "" &&
    value.title !== "" &&
    LANGS.some((lang) => lang === value.lang) &&
    isPlainObject(value.author) &&
    isText(value.author.name)
  );
}

/** The item with only the picture files it can render. */
function newsItem(value: unknown): SiteNewsItem | null {
  return isNewsItem(value) ? { ...value, image: pictureOf(value.image) } : null;
}

/** Where an item's detail page lives: by slug when it has one, else by id (the server writes it as the item's `url`). */
export const newsItemPath = (item: { id: string; slug: string }) => newsPath(item.slug || item.id);

/** The items of GET /api/news/latest?shape=site's body. */
export function newsListOf(body: unknown): SiteNewsItem[] {
  const items = Array.isArray(body) ? body.map(newsItem) : [null];
  if (items.some((item) => item === null)) throw new Error("The server sent a news list in an unexpected shape.");
  return items as SiteNewsItem[];
}

/** GET /api/news?shape=site&page=N's body. */
export function newsPageOf(body: unknown): SiteNewsPage {
  if (!isPlainObject(body)) throw new Error("The server sent a news list in an unexpected shape.");
  const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined);
  const news = newsListOf(body.news);
  return {
    news,
    page: count(body.page) || 1,
    totalPages: count(body.totalPages) ?? 0,
    total: count(body.total) ?? news.length,
    ...(count(body.inLanguage) !== undefined ? { inLanguage: count(body.inLanguage) } : {}),
    ...(count(body.others) !== undefined ? { others: count(body.others) } : {}),
  };
}

/** The item of GET /api/news/{idOrSlug}?shape=site's body, or null when it holds none. */
export const newsItemOf = (body: unknown): SiteNewsItem | null => newsItem(body);

/** Undefined instead of an error: embedded data in a shape we cannot read is as if it were absent. */
function orUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The embedded page of news (EMBEDDED_NEWS_PAGE), when it was written for page `page`. */
export const embeddedNewsPage = ({ body, dataset }: EmbeddedJson, page: number): SiteNewsPage | undefined =>
  dataset.page === String(page) ? orUndefined(() => newsPageOf(body)) : undefined;

/** The embedded article (EMBEDDED_NEWS_ITEM), when it is the one at `idOrSlug` (its id or slug). */
export const embeddedNewsItem = ({ body }: EmbeddedJson, idOrSlug: string): SiteNewsItem | undefined => {
  const item = newsItem(body);
  return item && idOrSlug !== "" && [item.id, item.slug].includes(idOrSlug) ? item : undefined;
};
