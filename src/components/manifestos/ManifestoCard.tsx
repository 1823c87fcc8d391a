import { css } from "@emotion/react";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { cardHighlights } from "../../lib/manifestos";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import Badge from "../ui/Badge";
import { Button, ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import type { ManifestoData } from "./types";
import CardImage from "../ui/CardImage";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT, useTParts } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits, useFormatNumber } from "../../i18n/useFormatNumber";
import { statusLabel, typeLabel } from "./labels";
import { bareList } from "../../theme/bareList";

// Phones: cover beside the heading, the text full width below; sm up: cover beside everything.
const card = css({
  display: "grid",
  gridTemplateColumns: "88px minmax(0, 1fr)",
  gridTemplateAreas: '"cover head" "body body"',
  gridTemplateRows: "auto 1fr",
  gap: space(4),
  height: "100%",
  padding: space(4),
  [media.sm]: {
    gridTemplateColumns: "150px minmax(0, 1fr)",
    gridTemplateAreas: '"cover head" "cover body"',
    columnGap: space(6),
    rowGap: space(3),
    padding: space(6),
  },
});
const cover = css({
  gridArea: "cover",
  borderRadius: radii.md,
  overflow: "hidden",
  alignSelf: "start",
  boxShadow: "0 6px 18px rgba(0,0,0,.25)",
});
const metaRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space(1)} ${space(3)}`,
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  "& > span": { display: "inline-flex", alignItems: "center", gap: space(1) },
});
const highlightList = css(bareList, {
  display: "grid",
  gap: space(1.5),
  fontSize: fontSizes.base,
  "& li": { display: "flex", gap: space(2), alignItems: "flex-start" },
  "& svg": { flex: "none", marginTop: "3px", color: colors.primaryText },
});

export const readButtonId = (id: string) => `read-${id}`;

type Props = {
  manifesto: ManifestoData;
  onRead: (id: string) => void;
  /** The first cards' covers are above the fold on large screens: load them at once. */
  eager?: boolean;
};

/** A manifesto in the list: cover, status, type, year, pages, text, 3 highlights, actions. */
export default function ManifestoCard({ manifesto: m, onRead, eager = false }: Props) {
  const digits = useEditionDigits();
  const image = getImage(m.coverImage.childImageSharp?.gatsbyImageData ?? null);
  const { shown, more } = cardHighlights(m.highlights);
  const titleId = `manifesto-title-${m.id}`;
  const t = useT();
  const tParts = useTParts();
  const en = useEnglishMark();
  const formatNumber = useFormatNumber();
  return (
    <article css={[cardStyle, card]} aria-labelledby={titleId}>
      <div css={cover}>
        {image && (
          <CardImage
            image={image}
            alt={t("manifestos.coverAlt", { title: m.title })}
            loading={eager ? "eager" : "lazy"}
          />
        )}
      </div>
      <div
        css={{
          gridArea: "head",
          display: "flex",
          flexDirection: "column",
          gap: space(3),
          minWidth: 0,
        }}
      >
        <div css={metaRow}>
          <Badge tone={m.status === "Current" ? "highlight" : "secondary"}>
            {statusLabel(t, m.status)}
          </Badge>
          <span>
            <Icon name="flag" size={15} />
            {typeLabel(t, m.type)}
          </span>
          <span>
            <Icon name="calendar" size={15} />
            {digits(m.year)}
          </span>
          <span>
            <Icon name="fileText" size={15} />
            {t("manifestos.pages", { count: formatNumber(m.pages) })}
          </span>
        </div>
        <div>
          <h2 id={titleId} css={{ fontSize: fontSizes.lg, margin: 0 }} {...en(m.title)}>
            {m.title}
          </h2>
          <p
            css={{ margin: `${space(1)} 0 0`, fontWeight: 600, color: colors.primaryText }}
            {...en(m.subtitle)}
          >
            {m.subtitle}
          </p>
        </div>
      </div>
      <div
        css={{
          gridArea: "body",
          display: "flex",
          flexDirection: "column",
          gap: space(3),
          minWidth: 0,
        }}
      >
        <p css={{ margin: 0, color: colors.textMuted }} {...en(m.description)}>
          {m.description}
        </p>
        <ul css={highlightList} aria-label={t("manifestos.highlightsOf", { title: m.title })}>
          {shown.map((h) => (
            <li key={h}>
              <Icon name="check" size={16} />
              <span {...en(h)}>{h}</span>
            </li>
          ))}
          {more > 0 && (
            <li css={{ color: colors.textMuted, fontWeight: 600, paddingInlineStart: space(6) }}>
              {t("manifestos.more", { count: formatNumber(more) })}
            </li>
          )}
        </ul>
        <div
          css={{
            display: "flex",
            flexWrap: "wrap",
            gap: space(3),
            marginTop: "auto",
            paddingTop: space(2),
          }}
        >
          <Button id={readButtonId(m.id)} onClick={() => onRead(m.id)} aria-describedby={titleId}>
            <Icon name="book" size={18} />
            {t("manifestos.readOnline")}
          </Button>
          <ButtonLink to={m.downloadUrl} variant="secondary" download>
            <Icon name="download" size={18} />
            {tParts("manifestos.downloadPdfOf", {
              context: (
                <span css={visuallyHidden}>
                  {t("manifestos.downloadPdfContext", { title: m.title })}
                </span>
              ),
            })}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
