/**
 * RSS 2.0 feeds, one per edition: the latest news (/news/rss.xml, /ur/news/rss.xml, /ps/news/rss.xml),
 * the articles written in the edition's language first, then the others, each of those marked with
 * its own language (dc:language), so an edition's feed is never empty while the site has news; and
 * the upcoming events (/events/rss.xml, ...). Every entry links to its edition's page.
 */
import { localizePath, type Lang } from "../../contract/i18n/locales";
import { serverText } from "../platform/language";
import type { NewsItem } from "../news/newsRepository";
import { SITE_NAME, absoluteUrl, articleUrl, escapeHtml } from "./shareCard";

export const RSS_ITEM_COUNT = 20;

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

/** One entry of a feed: its address (already in the feed's edition), texts and date. */
export type RssEntry = {
  title: string;
  url: string;
  date: string;
  category?: string;
  description: string;
  /** HTML, for readers that show the whole entry. */
  content: string;
  /** The entry's language, when it is not the feed's. */
  lang?: Lang;
};

/** An RSS 2.0 channel in an edition: `path` is its page's English path (/news, /events). */
export function renderRssChannel(
  { path, title, description, entries, lastBuildDate }: { path: string; title: string; description: string; entries: RssEntry[]; lastBuildDate?: string },
  origin: string,
  lang: Lang,
): string {
  const items = entries.map((entry) =>
    [
      "    <item>",
      `      <title>${escapeHtml(clean(entry.title))}</title>`,
      `      <link>${escapeHtml(entry.url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(entry.url)}</guid>`,
      `      <pubDate>${new Date(entry.date).toUTCString()}</pubDate>`,
      ...(entry.category ? [`      <category>${escapeHtml(clean(entry.category))}</category>`] : []),
      ...(entry.lang && entry.lang !== lang ? [`      <dc:language>${entry.lang}</dc:language>`] : []),
      `      <description>${escapeHtml(clean(entry.description))}</description>`,
      `      <content:encoded>${cdata(clean(entry.content))}</content:encoded>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeHtml(title)}</title>`,
    `    <link>${escapeHtml(origin + localizePath(path, lang))}</link>`,
    `    <atom:link href="${escapeHtml(origin + localizePath(`${path}/rss.xml`, lang))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeHtml(description)}</description>`,
    `    <language>${lang}</language>`,
    ...(lastBuildDate ? [`    <lastBuildDate>${new Date(lastBuildDate).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** `siteName`: the party's name in the edition's words (./pageEdition.ts); English where it has none. */
export function renderRss(items: NewsItem[], origin: string, lang: Lang = "en", siteName = SITE_NAME): string {
  const inEdition = (url: string) => origin + localizePath(url.slice(origin.length), lang);
  return renderRssChannel(
    {
      path: "/news",
      title: serverText("rssTitle", { site: siteName }, lang),
      description: serverText("rssDescription", { site: siteName }, lang),
      lastBuildDate: items[0]?.publishedAt,
      entries: items.map((item) => ({
        title: item.title,
        url: inEdition(articleUrl(origin, item)),
        date: item.publishedAt,
        category: item.category,
        description: item.summary,
        lang: item.lang,
        content: (item.image ? `<p><img src="${escapeHtml(absoluteUrl(origin, item.image.url))}" alt=""></p>` : "") + item.body,
      })),
    },
    origin,
    lang,
  );
}
