import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../theme";

/** A white (dark: raised) panel on the console's muted background. */
export const panel = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  padding: space(5),
  "@media (min-width: 768px)": { padding: space(6) },
});

/** Visible keyboard focus for console links and custom controls. */
export const focusRing = css({
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "2px" },
});

/** Data tables: readable rows, numbers and dates not wrapping. */
export const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: fontSizes.base,
  "th, td": { textAlign: "left", padding: `${space(3)} ${space(3)}`, borderBottom: `1px solid ${colors.border}`, verticalAlign: "middle" },
  th: { fontSize: fontSizes.xs, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.04em", color: colors.textMuted },
  "tbody tr:last-of-type td": { borderBottom: "none" },
});
