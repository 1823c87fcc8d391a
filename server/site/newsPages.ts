/**
 * News's server-made pages: an article's page with its share card, structured data and the
 * article itself in the page, and the news list with the page of articles it asks for.
 */
import type { NewsRepository } from "../news/newsRepository";
import { articleJsonLdScript } from "./articleJsonLd";
import { intoHead, newsPageNumber, withArticleData, withNewsPageData } from "./pageData";
import type { PageEnhancer } from "./pageEnhancers";
import { withShareCard } from "./shareCard";

export function newsPages({ news, siteUrl }: { news: NewsRepository; siteUrl: string }): PageEnhancer[] {
  const article: PageEnhancer = {
    route: { clientOnly: "/news/*" },
    async enhance({ site, doc, lang, rest: key, edition }) {
      const item = key && !key.includes("/") && key.length <= 200 ? news.find(key) : undefined;
      // The page itself shows "News Not Found"; the status tells crawlers the same.
      if (!item) return "not-found";
      const pageEdition = edition();
      const carded = withShareCard(doc.html, item, siteUrl, lang, pageEdition?.siteName);
      const html = intoHead(carded, articleJsonLdScript(item, news.modifiedAt(key) ?? item.publishedAt, { siteUrl, lang, edition: pageEdition }));
      return { html: await withArticleData(site, html, item, key, pageEdition) };
    },
  };
  const list: PageEnhancer = {
    route: { page: "/news" },
    async enhance({ site, doc, lang, query, edition }) {
      const number = newsPageNumber(query);
      if (number === undefined) return undefined;
      // An edition's list is the one its page asks the API for: its language's articles only.
      const json = lang === "en" ? news.pageJson(number, "site") : news.onlyInPageJson(number, lang, "site");
      return json === undefined ? undefined : { html: await withNewsPageData(site, doc.html, number, json, edition()) };
    },
  };
  return [article, list];
}
