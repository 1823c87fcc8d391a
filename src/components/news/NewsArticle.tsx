import React, { Suspense } from "react";
import { useLang, useT, useTParts } from "../../i18n";
import { LOCALES } from "../../../contract/i18n/locales";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import { formatLongDate } from "../../../contract/lib/formatDate";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Badge from "../ui/Badge";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import ArticleContent from "../ui/ArticleContent";
import AuthorCard from "./AuthorCard";
import NewsImage from "./NewsImage";
import { ARTICLE_IMAGE_SIZES } from "../../../contract/lib/responsiveImage";
import { useLanguageMarks } from "../../i18n/languageMarks";
import { backLinkStyle } from "../ui/pageBlocks";
import ShareButton from "../ui/ShareButton";
import StaticContent from "../ui/StaticContent";
import { visuallyHidden } from "../../theme/visuallyHidden";

const metaItem = { display: "inline-flex", alignItems: "center", gap: space(1.5) } as const;

/**
 * A loaded news item: header, picture, sanitised body, author and the external article link. The
 * article carries its own language and direction (an Urdu article reads right to left in any
 * edition, an English one left to right); the site's own words inside it (the date, "Share", the
 * author card's label) are marked with the edition's. The way back to the list is the edition's
 * navigation, outside the article.
 * The header, the picture, and the body with what follows it are Suspense boundaries of their own
 * (nothing in them suspends; the fallback is never shown), as the layout's header and content are:
 * React hydrates the server's markup of each in a task of its own, not the whole article in one long
 * task that blocks the phone's main thread. What never changes in the browser (the title, the date and
 * byline, the picture, the author card, the link to the full article) is StaticContent: on the page the
 * server rendered, React keeps it without hydrating it; only the Share button is hydrated.
 */
export default function NewsArticle({ item }: { item: SiteNewsItem }) {
  const t = useT();
  const tParts = useTParts();
  const edition = useLang();
  const lang = item.lang;
  const marks = useLanguageMarks(lang);
  const date = formatLongDate(item.publishedAt, edition);
  return (
    <div css={{ maxWidth: "46rem", marginInline: "auto" }}>
      <Link to="/news" css={backLinkStyle}>
        <Icon name="arrowLeft" size={18} /> {t("news.backToNews")}
      </Link>
      <article lang={lang} dir={LOCALES[lang].dir}>
        <Suspense fallback={null}>
          <header css={{ marginBlock: space(6) }}>
            <StaticContent>
              {item.category && (
                <div css={{ marginBottom: space(3) }}>
                  <Badge tone="highlight">{item.category}</Badge>
                </div>
              )}
              <h1
                css={{
                  fontSize: "clamp(1.7rem, 1.2rem + 2vw, 2.6rem)",
                  fontWeight: 800,
                  margin: 0,
                }}
              >
                {item.title}
              </h1>
              {item.summary && (
                <p
                  css={{
                    fontSize: fontSizes.lg,
                    color: colors.textMuted,
                    marginTop: space(4),
                    marginBottom: 0,
                  }}
                >
                  {item.summary}
                </p>
              )}
            </StaticContent>
            <div
              css={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: `${space(2)} ${space(5)}`,
                marginTop: space(5),
                paddingBlock: space(4),
                borderBlock: `1px solid ${colors.border}`,
                color: colors.textMuted,
                fontSize: fontSizes.base,
              }}
            >
              <StaticContent>
                {date && (
                  <span css={metaItem} {...marks.edition}>
                    <Icon name="calendar" size={18} />
                    <time dateTime={item.publishedAt}>{date}</time>
                  </span>
                )}
                {item.author.name && (
                  <span css={metaItem}>
                    <Icon name="user" size={18} />
                    <span {...marks.edition}>
                      {/* The words around the name are for screen readers; the icon says it on screen. */}
                      {tParts("news.byline", { name: <>{item.author.name}</> }).map((part, i) =>
                        typeof part === "string" ? (
                          <span key={i} css={visuallyHidden}>
                            {part}
                          </span>
                        ) : (
                          part
                        ),
                      )}
                    </span>
                  </span>
                )}
              </StaticContent>
              <div css={{ [media.sm]: { marginInlineStart: "auto" } }} {...marks.edition}>
                <ShareButton title={item.title} text={item.summary || undefined} />
              </div>
            </div>
          </header>
        </Suspense>
        <Suspense fallback={null}>
          <div
            css={{
              borderRadius: radii.lg,
              overflow: "hidden",
              marginBottom: space(8),
              border: `1px solid ${colors.border}`,
            }}
            // Without a photo, the box says so in the site's words.
            {...marks.edition}
          >
            <StaticContent>
              <NewsImage picture={item.image} sizes={ARTICLE_IMAGE_SIZES} eager />
            </StaticContent>
          </div>
        </Suspense>
        <Suspense fallback={null}>
          <ArticleContent html={item.body} />
          <StaticContent>
            {item.link && (
              <p css={{ marginTop: space(8) }} {...marks.edition}>
                <ButtonLink
                  to={item.link}
                  variant="secondary"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("news.readFullArticle")} <Icon name="external" size={18} />
                  <span css={visuallyHidden}> {t("news.opensInNewTab")}</span>
                </ButtonLink>
              </p>
            )}
            {item.author.name && <AuthorCard author={item.author} {...marks.edition} />}
          </StaticContent>
        </Suspense>
      </article>
    </div>
  );
}
