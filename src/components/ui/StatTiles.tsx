import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, shadows, space } from "../../theme";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";

export interface StatTile {
  readonly number: string;
  readonly label: string;
  /** primary (party red) | accent (black) | surface (white card), as in data/schema. */
  readonly colour: string;
}

const grid = css(bareList, {
  display: "grid",
  gap: space(3),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  [media.md]: { gap: space(4), gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" },
});
const tile = css({
  borderRadius: radii.lg,
  padding: `${space(5)} ${space(4)}`,
  boxShadow: shadows.card,
  display: "flex",
  flexDirection: "column",
  gap: space(1),
});
const tones: Record<string, ReturnType<typeof css>> = {
  primary: css({ background: colors.primary, color: colors.onPrimary }),
  accent: css({
    background: colors.heroBg,
    color: colors.onHero,
    border: `1px solid ${colors.border}`,
  }),
  surface: css({
    background: colors.surface,
    color: colors.text,
    border: `1px solid ${colors.border}`,
  }),
};
const numberStyle = css({
  fontSize: "clamp(1.8rem, 1.4rem + 1.4vw, 2.5rem)",
  fontWeight: 800,
  lineHeight: 1.1,
});
const labelStyle = css({ fontSize: fontSizes.base, fontWeight: 600, lineHeight: 1.35 });

/** Big-number tiles in the party colours; the number and its label are read together. */
export default function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  const digits = useEditionDigits();
  const en = useEnglishMark();
  return (
    <ul css={grid}>
      {tiles.map((t) => (
        <li key={`${t.number}-${t.label}`} css={[tile, tones[t.colour] ?? tones.surface]}>
          <span css={numberStyle}>{digits(t.number)}</span>
          <span css={labelStyle} {...en(t.label)}>
            {t.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
