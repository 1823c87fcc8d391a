import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Badge from "../ui/Badge";
import Icon, { type IconName } from "../ui/Icon";
import { cardPadding, cardStyle } from "../ui/Card";
import type { HistoryEvent } from "./types";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";
import ContentTexts from "../ui/ContentTexts";

/** Labels and icons for the event types of data/history.json. */
const TYPES: Record<string, { label: string; icon: IconName }> = {
  founding: { label: "history.typeFounding", icon: "flag" },
  electoral: { label: "history.typeElectoral", icon: "award" },
  political: { label: "history.typePolitical", icon: "landmark" },
};

const list = css(bareList, { position: "relative" });
const item = css({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "3.25rem minmax(0, 1fr)",
  gap: space(3),
  paddingBottom: space(6),
  "&::before": {
    content: '""',
    position: "absolute",
    insetInlineStart: "calc(1.625rem - 1px)",
    top: "3.25rem",
    bottom: 0,
    width: 2,
    background: colors.border,
  },
  "&:last-child::before": { display: "none" },
  [media.md]: {
    gridTemplateColumns: "5.5rem minmax(0, 1fr)",
    gap: space(5),
    "&::before": { insetInlineStart: "calc(2.75rem - 1px)" },
  },
});
const marker = css({
  display: "grid",
  placeItems: "center",
  width: "3.25rem",
  height: "3.25rem",
  borderRadius: radii.full,
  background: colors.heroBg,
  color: colors.onHero,
  fontWeight: 800,
  fontSize: fontSizes.xs,
  zIndex: 1,
  [media.md]: {
    width: "5.5rem",
    height: "5.5rem",
    fontSize: fontSizes.md,
    border: `4px solid ${colors.primary}`,
  },
});
const head = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space(2),
  marginBottom: space(2),
});
const stats = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space(2),
  margin: `${space(4)} 0 0`,
  "& div": {
    background: colors.surfaceMuted,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.md,
    padding: `${space(1.5)} ${space(3)}`,
    display: "flex",
    flexDirection: "column-reverse",
  },
  "& dt": { fontSize: fontSizes.xs, color: colors.textMuted },
  "& dd": { margin: 0, fontWeight: 800, fontSize: fontSizes.md },
});
const details = css({
  margin: `${space(4)} 0 0`,
  paddingInlineStart: 0,
  // The bullets' room on each item's own start side (margin-inline-start follows the item's direction):
  // an English item marked dir="ltr" in a right-to-left list has its bullet on the left.
  "& li": { marginBottom: space(1), marginInlineStart: space(5) },
});

/** The political journey: one card per event, oldest first, joined by a vertical line. */
export default function JourneyTimeline({ events }: { events: readonly HistoryEvent[] }) {
  const digits = useEditionDigits();
  const t = useT();
  const en = useEnglishMark();
  return (
    <ol css={list}>
      {events.map((e) => {
        const type = TYPES[e.type] ?? TYPES.political;
        return (
          <li key={`${e.year}-${e.title}`} css={item}>
            <span css={marker} aria-hidden="true">
              {digits(e.year)}
            </span>
            <article css={[cardStyle, cardPadding]}>
              <div css={head}>
                <Badge
                  tone={
                    e.type === "founding"
                      ? "highlight"
                      : e.type === "electoral"
                        ? "default"
                        : "secondary"
                  }
                >
                  <Icon name={type.icon} size={14} />
                  {t(type.label)}
                </Badge>
                <span css={{ fontWeight: 700, color: colors.primaryText }}>{digits(e.year)}</span>
              </div>
              <h3 css={{ fontSize: fontSizes.lg }} {...en(e.title)}>
                {e.title}
              </h3>
              <p css={{ margin: 0 }} {...en(e.description)}>
                {e.description}
              </p>
              {e.stats && e.stats.length > 0 && (
                <dl css={stats}>
                  {e.stats.map((s) => (
                    <div key={s.label}>
                      <dt {...en(s.label)}>{s.label}</dt>
                      <dd {...en(s.value)}>{digits(s.value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {e.details.length > 0 && (
                <ul css={details}>
                  <ContentTexts texts={e.details} as="li" />
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
