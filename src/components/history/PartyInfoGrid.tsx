import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import type { LabelValue } from "./types";
import { useEnglishMark } from "../../i18n/textMarks";

const grid = css({
  display: "grid",
  gap: space(3),
  margin: 0,
  [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space(4) },
  "& > div": {
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderInlineStart: `4px solid ${colors.primary}`,
    borderRadius: radii.md,
    padding: `${space(4)} ${space(5)}`,
  },
  "& dt": {
    fontSize: fontSizes.xs,
    fontWeight: 700,
    textTransform: "uppercase",
    letterSpacing: ".06em",
    color: colors.textMuted,
  },
  "& dd": { margin: `${space(1)} 0 0`, fontWeight: 700, fontSize: fontSizes.md },
});

/** Party facts as label/value pairs (Chairman, Founded, Headquarters, ...). */
export default function PartyInfoGrid({ items }: { items: readonly LabelValue[] }) {
  const en = useEnglishMark();
  return (
    <dl css={grid}>
      {items.map((i) => (
        <div key={i.label}>
          <dt {...en(i.label)}>{i.label}</dt>
          <dd {...en(i.value)}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
