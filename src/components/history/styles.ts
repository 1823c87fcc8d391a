import { css } from "@emotion/react";
import { colors, media, radii, shadows, space } from "../../theme";


export const card = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  padding: space(6),
});

export const cardGrid = css({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: space(4),
  [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gap: space(6) },
});

/** Round red-tinted disc holding a card's icon. */
export const iconDisc = css({
  display: "inline-grid",
  placeItems: "center",
  width: 48,
  height: 48,
  borderRadius: radii.full,
  background: colors.primarySoft,
  color: colors.primaryText,
  marginBottom: space(4),
});

export const prose = css({
  maxWidth: "68ch",
  fontSize: "1.0625rem",
  "& p:last-child": { marginBottom: 0 },
});
