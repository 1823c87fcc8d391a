import { LANGS } from "../../i18n/locales";
import type { EmbeddedJson } from "./embeddedData";
import type { ImageVariant, NewsAuthor, NewsItem, NewsPage } from "./types";
import { isPlainObject } from "../isPlainObject";
import { newsPath } from "../../routes";

/**
 * The news API's answers read into NewsItem: a page of 9, the latest 3, one item by id or slug. The server's items may
 * spell fields either way (`_id`/`id`, `thumbnail`/`image`, `excerpt`/`summary`); they are normalised here, so components
 * see NewsItem. The browser asks (src/lib/api/newsRequests.ts); a page the server served with its data embedded
 * (./embeddedData.ts) starts from that instead of asking.
 */

function text(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function normaliseAuthor(value: unknown): NewsAuthor | undefined {
  if (typeof value === "string") return text(value) ? { name: value.trim() } : undefined;
  if (!isPlainObject(value)) return undefined;
  const name = text(value.name);
  if (!name) return undefined;
  return { name, image: text(value.image), email: text(value.email) };
}

const VARIANT_TYPES: ReadonlyArray<ImageVariant["type"]> = ["image/avif", "image/webp", "image/jpeg"];

const positive = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;

/** Only well-formed variants on this site or over https: a bad entry is dropped, not rendered. */
function normaliseVariants(value: unknown): ImageVariant[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isPlainObject(entry)) return [];
    const width = positive(entry.width);
    const url = text(entry.url);
    const type = VARIANT_TYPES.find((t) => t === entry.type);
    if (!width || !url || !type || !/^(?:\/(?!\/)|https:\/\/)/.test(url) || /[\s,]/.test(url)) return [];
    return [{ width, url, type }];
  });
}

const optionalList = <T,>(list: T[]) => (list.length ? list : undefined);

function normaliseCategory(value: unknown): string | undefined {
  return isPlainObject(value) ? text(value.name) : text(value);
}

/** `{ lang }` for an article in Urdu or Pashto; nothing for English or a language the site has no edition in. */
const articleLang = (value: unknown): Pick<NewsItem, "lang"> => {
  const lang = LANGS.find((known) => known === value);
  return lang && lang !== "en" ? { lang } : {};
};

export function normaliseNewsItem(value: unknown): NewsItem {
  if (!isPlainObject(value)) throw new Error("The server sent a news item in an unexpected shape.");
  const id = text(value._id) ?? text(value.id) ?? text(value.slug);
  const title = text(value.title);
  if (!id || !title) throw new Error("The server sent a news item without an id or title.");
  return {
    id,
    title,
    slug: text(value.slug) ?? "",
    image: text(value.thumbnail) ?? text(value.image),
    imageWidth: positive(value.thumbnailWidth),
    imageHeight: positive(value.thumbnailHeight),
    imageVariants: optionalList(normaliseVariants(value.thumbnailVariants)),
    excerpt: text(value.excerpt) ?? text(value.summary) ?? "",
    content: typeof value.content === "string" ? value.content : "",
    link: text(value.link),
    date: text(value.publishedAt) ?? text(value.createdAt),
    author: normaliseAuthor(value.author),
    category: normaliseCategory(value.category),
    ...articleLang(value.lang),
  };
}

/** Where an item's detail page lives: by slug when it has one, else by id. */
export const newsItemPath = (item: Pick<NewsItem, "id" | "slug">) => newsPath(item.slug || item.id);

export function itemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isPlainObject(body) && Array.isArray(body.news)) return body.news;
  throw new Error("The server sent a news list in an unexpected shape.");
}

export function newsPageOf(body: unknown): NewsPage {
  const news = itemsOf(body).map(normaliseNewsItem);
  const total = isPlainObject(body) ? Number(body.totalPages) : NaN;
  const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined);
  const inLanguage = count(isPlainObject(body) ? body.inLanguage : undefined);
  const others = count(isPlainObject(body) ? body.others : undefined);
  return {
    news,
    totalPages: Number.isFinite(total) && total > 0 ? Math.floor(total) : news.length ? 1 : 0,
    ...(inLanguage !== undefined ? { inLanguage } : {}),
    ...(others !== undefined ? { others } : {}),
  };
}

/** The item of GET /api/news/{idOrSlug}'s body, or null when it holds none. */
export function newsItemOf(body: unknown): NewsItem | null {
  // Some APIs wrap the item ({ news: {...} } or { data: {...} }); accept both, nothing else.
  const raw = isPlainObject(body) && !("title" in body) ? (body.news ?? body.data) : body;
  return isPlainObject(raw) ? normaliseNewsItem(raw) : null;
}

/** Undefined instead of an error: embedded data in a shape we cannot read is as if it were absent. */
function orUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The embedded page of news (EMBEDDED_NEWS_PAGE), when it was written for page `page`. */
export const embeddedNewsPage = ({ body, dataset }: EmbeddedJson, page: number): NewsPage | undefined =>
  dataset.page === String(page) ? orUndefined(() => newsPageOf(body)) : undefined;

/** The embedded article (EMBEDDED_NEWS_ITEM), when it is the one at `idOrSlug` (its id or slug). */
export const embeddedNewsItem = ({ body }: EmbeddedJson, idOrSlug: string): NewsItem | undefined =>
  isPlainObject(body) && idOrSlug !== "" && [body._id, body.slug].includes(idOrSlug)
    ? orUndefined(() => normaliseNewsItem(body))
    : undefined;
