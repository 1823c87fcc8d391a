import type { CSSObject } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../theme";

/** Header and top bar are a little wider than page content, so the whole navigation fits from 1280 px. */
export const HEADER_WIDTH = "1320px";

/** The square 44 px icon buttons of the header: theme toggle, side-menu open and close. */
export const iconButton: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: "transparent",
  color: colors.text,
  cursor: "pointer",
};

/** A link row of the side menu and of the menu without scripts: tall enough for a finger, greyed under the pointer. */
export const menuRow: CSSObject = {
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${space(3)}`,
  borderRadius: radii.md,
  color: colors.text,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { background: colors.surfaceMuted },
};

/**
 * Room each side of a top-level entry: tighter from 1280 to 1439 px, where the bar's ten entries,
 * the search link and the theme toggle must fit in English (the widest edition there).
 */
const ENTRY_ROOM = space(1.25);
const ENTRY_ROOM_WIDE = space(2.5);
const WIDE = "@media (min-width: 1440px)";

/** Top-level entries of the desktop bar: links and group buttons look the same. */
export const topLevelItem: CSSObject = {
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: space(1),
  height: "100%",
  padding: `0 ${ENTRY_ROOM}`,
  [WIDE]: { padding: `0 ${ENTRY_ROOM_WIDE}` },
  border: 0,
  background: "transparent",
  color: colors.text,
  font: "inherit",
  fontSize: fontSizes.base,
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  cursor: "pointer",
  // The red rule under the active or hovered entry.
  "&::after": {
    content: '""',
    position: "absolute",
    insetInlineStart: ENTRY_ROOM,
    insetInlineEnd: ENTRY_ROOM,
    [WIDE]: { insetInlineStart: ENTRY_ROOM_WIDE, insetInlineEnd: ENTRY_ROOM_WIDE },
    bottom: 0,
    height: "3px",
    borderRadius: "3px 3px 0 0",
    background: colors.primary,
    transform: "scaleX(0)",
    transition: "transform .18s ease",
  },
  "&:hover::after, &[aria-expanded='true']::after": { transform: "scaleX(1)" },
  "&[aria-current='page'], &[data-active='true']": { color: colors.primaryText },
  "&[aria-current='page']::after, &[data-active='true']::after": { transform: "scaleX(1)" },
  "&:focus-visible": { outlineOffset: "-3px", borderRadius: radii.sm },
};

/** The call to action (last navigation entry): a red button. */
export const ctaItem: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "42px",
  padding: `0 ${space(4.5)}`,
  marginInlineStart: space(2),
  borderRadius: radii.md,
  background: colors.primary,
  color: colors.onPrimary,
  fontSize: fontSizes.base,
  fontWeight: 700,
  whiteSpace: "nowrap",
  textDecoration: "none",
  transition: "background-color .15s ease",
  "&:hover": { background: colors.primaryHover },
  "&[aria-current='page']": { boxShadow: `0 0 0 3px ${colors.primarySoft}` },
};

/** Links inside a drop-down panel or the side menu's sub-lists. */
export const subItemLink: CSSObject = {
  display: "block",
  padding: `${space(2.5)} ${space(3.5)}`,
  borderRadius: radii.sm,
  color: colors.text,
  fontSize: fontSizes.base,
  fontWeight: 500,
  textDecoration: "none",
  borderInlineStart: "3px solid transparent",
  "&:hover": { background: colors.surfaceMuted, color: colors.primaryText },
  "&[aria-current='page']": {
    color: colors.primaryText,
    fontWeight: 700,
    background: colors.primarySoft,
    borderInlineStartColor: colors.primary,
  },
};
