import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";

type Stat = { number: string; label: string; colour: string };

const grid = css(bareList, {
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: space(3),
  [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: space(5) },
});
const cardStyle = css({
  display: "flex",
  flexDirection: "column",
  gap: space(1),
  height: "100%",
  padding: `${space(4)} ${space(4)}`,
  background: colors.surface,
  color: colors.text,
  borderRadius: radii.lg,
  borderTop: `4px solid ${colors.primary}`,
  [media.md]: { padding: `${space(6)} ${space(6)}` },
});

/** `colour` in the data names a theme token, so both themes keep their contrast. */
const numberColour = (colour: string) => (colour === "accent" ? colors.text : colors.primaryText);

/** The four headline figures of the projects page. */
export default function StatCards({ stats }: { stats: readonly Stat[] }) {
  const digits = useEditionDigits();
  const en = useEnglishMark();
  return (
    <ul css={grid}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <p css={[cardStyle, { margin: 0 }]}>
            <span css={{ fontSize: "clamp(2rem, 1.6rem + 1.6vw, 2.75rem)", fontWeight: 800, lineHeight: 1, color: numberColour(stat.colour) }}>
              {digits(stat.number)}
            </span>
            <span
              css={{ fontSize: fontSizes.base, fontWeight: 600, color: colors.textMuted, lineHeight: 1.3 }}
              {...en(stat.label)}
            >
              {stat.label}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
