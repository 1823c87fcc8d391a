/**
 * Share cards for /news/{id or slug} (and /ur/news/..., /ps/news/...). WhatsApp's and Facebook's
 * crawlers run no JavaScript, so the client-only news page's generic head is rewritten with the
 * article's own tags, for the edition the address is in: its canonical address, its locale, and
 * the same article in the other editions.
 */
import { LANGS, LOCALES, localizePath, type Lang } from "../../src/i18n/locales";
import type { NewsItem } from "../news/newsRepository";

export const SITE_NAME = "Qaumi Watan Party";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const absoluteUrl = (origin: string, url: string) => {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return `${origin}/`;
  }
};

/** The canonical address of an article on this site. */
export const articleUrl = (origin: string, item: Pick<NewsItem, "slug">) =>
  `${origin}/news/${encodeURIComponent(item.slug)}`;

/** The article's address in an edition (the same slug under /ur or /ps). */
const articleUrlIn = (origin: string, item: Pick<NewsItem, "slug">, lang: Lang) =>
  origin + localizePath(`/news/${encodeURIComponent(item.slug)}`, lang);

const HEAD_TAGS_TO_REPLACE = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\b[^>]*\bname=["']description["'][^>]*>/gi,
  /<meta\b[^>]*\bproperty=["']og:[^"']*["'][^>]*>/gi,
  /<meta\b[^>]*\bname=["']twitter:[^"']*["'][^>]*>/gi,
  /<link\b[^>]*\brel=["']canonical["'][^>]*>/gi,
  /<link\b[^>]*\bhref[Ll]ang=["'][^"']*["'][^>]*>/gi,
];

/**
 * `siteName`: the party's name as the edition's pages write it in their titles (the page's own
 * page data has it: ./pageEdition.ts); English where the edition has none.
 */
export function shareCardTags(item: NewsItem, origin: string, lang: Lang = "en", siteName = SITE_NAME): string {
  const url = articleUrlIn(origin, item, lang);
  const description = item.excerpt.replace(/\s+/g, " ").trim().slice(0, 300);
  const tags: Array<[string, string, string]> = [
    ["name", "description", description],
    ["property", "og:type", "article"],
    ["property", "og:site_name", siteName],
    ["property", "og:title", item.title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:locale", LOCALES[lang].ogLocale],
    ...LANGS.filter((other) => other !== lang).map(
      (other): [string, string, string] => ["property", "og:locale:alternate", LOCALES[other].ogLocale],
    ),
    ["property", "article:published_time", item.publishedAt],
    ["property", "article:section", item.category.name],
  ];
  if (item.thumbnail) {
    tags.push(["property", "og:image", absoluteUrl(origin, item.thumbnail)]);
    if (item.thumbnailWidth && item.thumbnailHeight) {
      tags.push(["property", "og:image:width", String(item.thumbnailWidth)]);
      tags.push(["property", "og:image:height", String(item.thumbnailHeight)]);
    }
    tags.push(["property", "og:image:alt", item.title]);
  }
  tags.push(
    ["name", "twitter:card", item.thumbnail ? "summary_large_image" : "summary"],
    ["name", "twitter:title", item.title],
    ["name", "twitter:description", description],
  );
  if (item.thumbnail) tags.push(["name", "twitter:image", absoluteUrl(origin, item.thumbnail)]);
  // data-gatsby-head lets Gatsby's Head manager replace these after hydration, as it does its own.
  return [
    `<title data-gatsby-head="true">${escapeHtml(`${item.title} | ${siteName}`)}</title>`,
    `<link data-gatsby-head="true" rel="canonical" href="${escapeHtml(url)}">`,
    // The same article in every edition; English for other languages.
    ...[...LANGS, "x-default" as const].map(
      (other) =>
        `<link data-gatsby-head="true" rel="alternate" hreflang="${other}" href="${escapeHtml(articleUrlIn(origin, item, other === "x-default" ? "en" : other))}">`,
    ),
    ...tags.map(([attr, key, value]) => `<meta data-gatsby-head="true" ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join("");
}

/** The page's HTML with its title, description, canonical, alternates and social tags replaced by the article's. */
export function withShareCard(
  html: string,
  item: NewsItem,
  origin: string,
  lang: Lang = "en",
  siteName = SITE_NAME,
): string {
  let out = html;
  for (const pattern of HEAD_TAGS_TO_REPLACE) {
    out = out.replace(pattern, (tag, offset: number) => (offset < out.search(/<\/head>/i) ? "" : tag));
  }
  const tags = shareCardTags(item, origin, lang, siteName);
  // After the charset declaration, which browsers only honour within the document's first 1024 bytes.
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(out) ? out.replace(charset, (meta) => `${meta}${tags}`) : out.replace(/<head\b[^>]*>/i, (head) => `${head}${tags}`);
}
