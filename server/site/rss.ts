/**
 * RSS 2.0 feeds of the latest news, one per edition: /news/rss.xml (English), /ur/news/rss.xml and
 * /ps/news/rss.xml, each with the articles written in its language, linking to its edition's pages.
 */
import { localizePath, type Lang } from "../../src/i18n/locales";
import { serverText } from "../platform/language";
import type { NewsItem } from "../news/newsRepository";
import { SITE_NAME, absoluteUrl, articleUrl, escapeHtml } from "./shareCard";

export const RSS_ITEM_COUNT = 20;

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

/** `siteName`: the party's name in the edition's words (./pageEdition.ts); English where it has none. */
export function renderRss(items: NewsItem[], origin: string, lang: Lang = "en", siteName = SITE_NAME): string {
  const newest = items[0]?.publishedAt;
  const inEdition = (url: string) => origin + localizePath(url.slice(origin.length), lang);
  const entries = items.map((item) => {
    const url = inEdition(articleUrl(origin, item));
    const image = item.thumbnail
      ? `<p><img src="${escapeHtml(absoluteUrl(origin, item.thumbnail))}" alt=""></p>`
      : "";
    return [
      "    <item>",
      `      <title>${escapeHtml(clean(item.title))}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${escapeHtml(clean(item.category.name))}</category>`,
      `      <description>${escapeHtml(clean(item.excerpt))}</description>`,
      `      <content:encoded>${cdata(clean(image + item.content))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeHtml(serverText("rssTitle", { site: siteName }, lang))}</title>`,
    `    <link>${escapeHtml(inEdition(`${origin}/news`))}</link>`,
    `    <atom:link href="${escapeHtml(inEdition(`${origin}/news/rss.xml`))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeHtml(serverText("rssDescription", { site: siteName }, lang))}</description>`,
    `    <language>${lang}</language>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
