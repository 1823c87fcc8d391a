import React from "react";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { colors, fontSizes, media, radii, space } from "../../theme";
import ContentSection from "../ui/ContentSection";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";
import ContentTexts from "../ui/ContentTexts";

type Intro = NonNullable<Queries.HomePageQuery["homeContent"]>["intro"];

/** Who the party is, beside the figures it is known for (the stat tiles of data/home.json). */
export default function PartyIntro({ intro }: { intro: Intro }) {
  const digits = useEditionDigits();
  const t = useT();
  const en = useEnglishMark();
  return (
    <ContentSection id="intro-title" heading={intro}>
      <div
        css={{
          display: "grid",
          gap: space(10),
          [media.lg]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)", gap: space(16) },
        }}
      >
        <div
          css={{
            fontSize: fontSizes.md,
            "& p:first-of-type": { fontSize: fontSizes.lg, fontWeight: 500 },
          }}
        >
          <ContentTexts texts={intro.paragraphs} as="p" />
        </div>
        <ul
          aria-label={t("home.partyInFigures")}
          css={[bareList, {
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: space(3),
            alignContent: "start",
            [media.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space(4) },
          }]}
        >
          {intro.stats.map((stat) => (
            <li
              key={stat.label}
              css={{
                padding: `${space(5)} ${space(4)}`,
                borderRadius: radii.lg,
                background: colors.surfaceMuted,
                border: `1px solid ${colors.border}`,
                display: "flex",
                flexDirection: "column",
                gap: space(1),
              }}
            >
              <span
                css={{
                  fontSize: "clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)",
                  fontWeight: 800,
                  lineHeight: 1,
                  color: colors.primaryText,
                }}
              >
                {digits(stat.number)}
              </span>
              <span
                css={{ color: colors.textMuted, fontSize: fontSizes.base, lineHeight: 1.3 }}
                {...en(stat.label)}
              >
                {stat.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ContentSection>
  );
}
