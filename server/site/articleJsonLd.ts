/** An article's schema.org/NewsArticle in <head>, in the edition that shows it. */
import { localizePath, type Lang } from "../../contract/i18n/locales";
import { FALLBACK_LOGO, newsArticleJsonLd, serializeJsonLd } from "../../contract/lib/structuredData";
import type { NewsItem } from "../news/newsRepository";
import type { PageEdition } from "../../contract/render/pageEdition";
import { SITE_NAME, articleShareCard } from "./shareCard";

/** The picture a page without its own shares (static/og-default.png). */
const SHARE_PICTURE = "/og-default.png";

export function articleJsonLdScript(
  item: NewsItem,
  modifiedAt: string,
  { siteUrl, lang, edition }: { siteUrl: string; lang: Lang; edition: PageEdition | undefined },
): string {
  const data = newsArticleJsonLd({
    headline: item.title,
    description: item.summary,
    pagePath: localizePath(articleShareCard(item).path, lang),
    siteUrl,
    publishedAt: item.publishedAt,
    modifiedAt,
    imagePath: item.image?.url ?? SHARE_PICTURE,
    lang: item.lang,
    party: { name: edition?.siteName ?? SITE_NAME, pagePath: localizePath("/", lang), logoPath: FALLBACK_LOGO },
  });
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}
