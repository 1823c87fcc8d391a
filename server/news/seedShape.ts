/**
 * The news API's answers in the seed's names (`_id`, `excerpt`, `content`, `thumbnail`...,
 * `{ news, totalPages }`), which the product spec fixes for outside clients and the API answers by
 * default. Everything else on the server and in the browser speaks the site's shape
 * (contract/lib/api/siteShape.ts); this is the one place the older names are made, from it.
 */
import type { NewsApiItem } from "../../contract/lib/api/newsWire";
import type { NewsShape, SiteNewsItem, SiteNewsPage } from "../../contract/lib/api/siteShape";

export function seedNewsItem(item: SiteNewsItem): NewsApiItem {
  return {
    _id: item.id,
    title: item.title,
    slug: item.slug,
    thumbnail: item.image?.url ?? null,
    thumbnailWidth: item.image?.width ?? null,
    thumbnailHeight: item.image?.height ?? null,
    thumbnailVariants: item.image?.variants ?? [],
    excerpt: item.summary,
    content: item.body,
    link: item.link,
    publishedAt: item.publishedAt,
    createdAt: item.createdAt,
    author: item.author,
    category: { name: item.category },
    // The seed's English items carry no `lang`.
    ...(item.lang !== "en" ? { lang: item.lang } : {}),
  };
}

/** A page in the seed's envelope: `{ news, totalPages }`, and with `lang` asked `lang`, `inLanguage` (and `others`). */
export function seedNewsPage({ news, totalPages, lang, inLanguage, others }: SiteNewsPage) {
  return {
    news: news.map(seedNewsItem),
    totalPages,
    ...(lang !== undefined ? { lang, inLanguage } : {}),
    ...(others !== undefined ? { others } : {}),
  };
}

/** A news answer (a page, a list or one item) in the names `shape` asks for. */
export function inShape(shape: NewsShape, answer: SiteNewsPage): SiteNewsPage | ReturnType<typeof seedNewsPage>;
export function inShape(shape: NewsShape, answer: SiteNewsItem[]): SiteNewsItem[] | NewsApiItem[];
export function inShape(shape: NewsShape, answer: SiteNewsItem): SiteNewsItem | NewsApiItem;
export function inShape(shape: NewsShape, answer: SiteNewsPage | SiteNewsItem[] | SiteNewsItem) {
  if (shape === "site") return answer;
  if (Array.isArray(answer)) return answer.map(seedNewsItem);
  return "news" in answer ? seedNewsPage(answer) : seedNewsItem(answer);
}
