import React from "react";
import { useLang, useT } from "../../i18n";
import { newsItemPath } from "../../../contract/lib/api/news";
import type { NewsItem } from "../../../contract/lib/api/types";
import { formatLongDate } from "../../../contract/lib/formatDate";
import { colors, fontSizes, space } from "../../theme";
import Badge from "../ui/Badge";
import { cardTitleLink } from "../ui/Card";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import { useLanguageMarks } from "../../i18n/languageMarks";
import NewsImage from "./NewsImage";
import { card, cardRows, clampLines } from "./styles";

type NewsCardProps = {
  item: NewsItem;
  /** h2 on the news page, h3 inside the Home page's section. */
  headingLevel?: "h2" | "h3";
  /** The first card of the news list: its photo is on the first screen, so it is not lazy. */
  eager?: boolean;
};

/**
 * One news teaser. The title is the card's only link; its hit area covers the whole card. What the
 * article's author wrote (category, title, summary) is marked with the article's language when the
 * edition's is another; the card itself stays in the edition's.
 */
export default function NewsCard({
  item,
  headingLevel: Heading = "h2",
  eager = false,
}: NewsCardProps) {
  const t = useT();
  const lang = useLang();
  const { content } = useLanguageMarks(item.lang);
  const date = formatLongDate(item.date, lang);
  return (
    <article
      css={[
        card,
        {
          transition: "transform .15s ease, box-shadow .15s ease",
          "&:hover": { transform: "translateY(-2px)" },
          "&:focus-within": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
        },
      ]}
    >
      <NewsImage
        src={item.image}
        width={item.imageWidth}
        height={item.imageHeight}
        variants={item.imageVariants}
        eager={eager}
      />
      <div css={cardRows.body}>
        <div
          css={{
            ...cardRows.meta,
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: space(3),
            fontSize: fontSizes.sm,
            color: colors.textMuted,
          }}
        >
          {item.category && (
            <Badge tone="secondary" {...content}>
              {item.category}
            </Badge>
          )}
          {date && (
            <span css={{ display: "inline-flex", alignItems: "center", gap: space(1) }}>
              <Icon name="calendar" size={16} />
              <time dateTime={item.date}>{date}</time>
            </span>
          )}
        </div>
        <Heading css={[cardRows.title, clampLines(3), { fontWeight: 700, margin: 0 }]} {...content}>
          <Link
            to={newsItemPath(item)}
            css={cardTitleLink}
          >
            {item.title}
          </Link>
        </Heading>
        {/* Always there, empty or not, so every card has the same height (see cardRows). */}
        <p
          css={[cardRows.excerpt, clampLines(3), { margin: 0, color: colors.textMuted }]}
          {...content}
        >
          {item.excerpt}
        </p>
        <span
          aria-hidden="true"
          css={{
            ...cardRows.more,
            display: "inline-flex",
            alignItems: "center",
            gap: space(1),
            color: colors.primaryText,
            fontWeight: 600,
          }}
        >
          {t("news.readMore")} <Icon name="arrowRight" size={16} />
        </span>
      </div>
    </article>
  );
}
