import { css } from "@emotion/react";
import { colors, radii, space } from "../../theme";

/** A quiet box for a list's or page's message (nothing found, no events yet): news and events. */
export const messageBox = css({
  padding: space(6),
  borderRadius: radii.lg,
  border: `1px solid ${colors.border}`,
  background: colors.surfaceMuted,
  textAlign: "center",
  "& p": { margin: 0 },
});

/** "Back to News", "Back to Events": the link above an article or event back to its list. */
export const backLinkStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  fontWeight: 600,
  color: colors.primaryText,
  textDecoration: "none",
  minHeight: 44,
  "&:hover": { textDecoration: "underline" },
} as const;
