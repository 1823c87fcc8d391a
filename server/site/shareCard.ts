/**
 * Share cards for /news/{id or slug} and /events/{slug} (and /ur/..., /ps/...). WhatsApp's and
 * Facebook's crawlers run no JavaScript, so the client-only page's generic head is rewritten with
 * the article's or event's own tags, for the edition the address is in: its canonical address, its
 * locale, and the same page in the other editions.
 */
import { LANGS, LOCALES, localizePath, type Lang } from "../../contract/i18n/locales";
import { newsPath } from "../../contract/routes";
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

const HEAD_TAGS_TO_REPLACE = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\b[^>]*\bname=["']description["'][^>]*>/gi,
  /<meta\b[^>]*\bproperty=["']og:[^"']*["'][^>]*>/gi,
  /<meta\b[^>]*\bname=["']twitter:[^"']*["'][^>]*>/gi,
  /<link\b[^>]*\brel=["']canonical["'][^>]*>/gi,
  /<link\b[^>]*\bhref[Ll]ang=["'][^"']*["'][^>]*>/gi,
];

/** What a share card shows of a page the server fills in (an article, an event). */
export type ShareCard = {
  /** The page's English path ("/news/slug"); each edition's address is made from it. */
  path: string;
  title: string;
  description: string;
  type: "article" | "website";
  image?: { url: string; width?: number; height?: number };
  /** Further Open Graph properties (an article's published time and section). */
  properties?: Array<[string, string]>;
};

/**
 * The head tags of a share card in an edition: its canonical address, locale, the same page in the
 * other editions, Open Graph and Twitter tags. `siteName`: the party's name as the edition's pages
 * write it in their titles (the page's own page data has it: ./pageEdition.ts); English where the
 * edition has none.
 */
export function shareTags(card: ShareCard, origin: string, lang: Lang = "en", siteName = SITE_NAME): string {
  const urlIn = (edition: Lang) => origin + localizePath(card.path, edition);
  const url = urlIn(lang);
  const description = card.description.replace(/\s+/g, " ").trim().slice(0, 300);
  const image = card.image && absoluteUrl(origin, card.image.url);
  const tags: Array<[string, string, string]> = [
    ["name", "description", description],
    ["property", "og:type", card.type],
    ["property", "og:site_name", siteName],
    ["property", "og:title", card.title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:locale", LOCALES[lang].ogLocale],
    ...LANGS.filter((other) => other !== lang).map(
      (other): [string, string, string] => ["property", "og:locale:alternate", LOCALES[other].ogLocale],
    ),
    ...(card.properties ?? []).map(([key, value]): [string, string, string] => ["property", key, value]),
  ];
  if (card.image && image) {
    tags.push(["property", "og:image", image]);
    if (card.image.width && card.image.height) {
      tags.push(["property", "og:image:width", String(card.image.width)]);
      tags.push(["property", "og:image:height", String(card.image.height)]);
    }
    tags.push(["property", "og:image:alt", card.title]);
  }
  tags.push(
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", card.title],
    ["name", "twitter:description", description],
  );
  if (image) tags.push(["name", "twitter:image", image]);
  // data-gatsby-head lets Gatsby's Head manager replace these after hydration, as it does its own.
  return [
    `<title data-gatsby-head="true">${escapeHtml(`${card.title} | ${siteName}`)}</title>`,
    `<link data-gatsby-head="true" rel="canonical" href="${escapeHtml(url)}">`,
    // The same page in every edition; English for other languages.
    ...[...LANGS, "x-default" as const].map(
      (other) =>
        `<link data-gatsby-head="true" rel="alternate" hreflang="${other}" href="${escapeHtml(urlIn(other === "x-default" ? "en" : other))}">`,
    ),
    ...tags.map(([attr, key, value]) => `<meta data-gatsby-head="true" ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join("");
}

/** An article's share card. */
export const articleShareCard = (item: NewsItem): ShareCard => ({
  path: newsPath(item.slug),
  title: item.title,
  description: item.excerpt,
  type: "article",
  ...(item.thumbnail
    ? { image: { url: item.thumbnail, width: item.thumbnailWidth ?? undefined, height: item.thumbnailHeight ?? undefined } }
    : {}),
  properties: [
    ["article:published_time", item.publishedAt],
    ["article:section", item.category.name],
  ],
});

/** The page's HTML with its title, description, canonical, alternates and social tags replaced by the card's. */
export function withShareCard(
  html: string,
  item: NewsItem | ShareCard,
  origin: string,
  lang: Lang = "en",
  siteName = SITE_NAME,
): string {
  let out = html;
  for (const pattern of HEAD_TAGS_TO_REPLACE) {
    out = out.replace(pattern, (tag, offset: number) => (offset < out.search(/<\/head>/i) ? "" : tag));
  }
  const tags = shareTags("path" in item ? item : articleShareCard(item), origin, lang, siteName);
  // After the charset declaration, which browsers only honour within the document's first 1024 bytes.
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(out) ? out.replace(charset, (meta) => `${meta}${tags}`) : out.replace(/<head\b[^>]*>/i, (head) => `${head}${tags}`);
}
