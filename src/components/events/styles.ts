import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../theme";
import { cardStyle } from "../ui/Card";

/** Styles shared by the events list, card and page. */

/** An event card: the site's card, positioned for the whole-card link. */
export const eventCard = css(cardStyle, {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: space(3),
  padding: space(5),
  height: "100%",
  transition: "transform .15s ease, box-shadow .15s ease",
  "&:hover": { transform: "translateY(-2px)" },
  "&:focus-within": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
});

/** A fact line (date, time, place): icon then text, wrapping under the text, not the icon. */
export const factRow = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space(2),
  margin: 0,
  color: colors.text,
  "& > svg": { flexShrink: 0, marginTop: "0.2em", color: colors.primaryText },
});

export { messageBox } from "../ui/pageBlocks";

/** A cancelled or postponed event's notice: it must be the first thing a visitor reads. */
export const statusNotice = css({
  display: "flex",
  gap: space(3),
  alignItems: "flex-start",
  padding: space(4),
  borderRadius: radii.md,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerSoft,
  color: colors.text,
  fontWeight: 600,
  fontSize: fontSizes.base,
  "& > svg": { flexShrink: 0, marginTop: "0.15em" },
  "& p": { margin: 0 },
});
