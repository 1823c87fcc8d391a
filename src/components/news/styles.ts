import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../theme";
import { cardStyle, flushCardStyle } from "../ui/Card";
import { HEADING_LINE_HEIGHT_VAR } from "../../i18n/headingLineHeight";

/** Styles shared by the news list, latest news and detail components. */

/** A news card: the site's card with its image to the edges; positioned for the whole-card link. */
export const card = css(cardStyle, flushCardStyle, { position: "relative" });

/**
 * The text rows of a news card have fixed heights (title and excerpt clamped to 3 lines and always
 * 3 lines tall), shared by NewsCard and NewsCardSkeleton: a grid of skeletons is exactly as tall as the
 * loaded grid, so nothing below it moves when the news arrives (layout shift 0).
 */
export const cardRows = {
  body: { display: "flex", flexDirection: "column", gap: space(3), padding: space(5), flex: 1 },
  meta: { minHeight: "1.6rem" },
  // The edition's heading line height (Urdu 1.9, Pashto 1.5: src/i18n/editionFonts.ts), so three whole
  // lines fit and the third ends in an ellipsis in every edition.
  title: {
    fontSize: fontSizes.lg,
    lineHeight: `var(${HEADING_LINE_HEIGHT_VAR}, 1.3)`,
    height: `calc(3 * var(${HEADING_LINE_HEIGHT_VAR}, 1.3) * ${fontSizes.lg})`,
  },
  excerpt: { lineHeight: 1.6, height: "calc(3 * 1.6 * 1rem)" },
  more: { height: "1.6rem", marginTop: "auto" },
} as const;

/** Clamps text to `lines` lines with an ellipsis. */
export const clampLines = (lines: number) =>
  ({
    display: "-webkit-box",
    WebkitLineClamp: lines,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  }) as const;

/** 16:9 media box: reserves the image's room before it arrives, so nothing jumps. */
export const mediaBox = css({
  position: "relative",
  aspectRatio: "16 / 9",
  background: colors.surfaceMuted,
  overflow: "hidden",
  "& > img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
});

export { skeletonBlock } from "../ui/skeleton";

export { messageBox } from "../ui/pageBlocks";

export const errorBox = css({
  padding: space(6),
  borderRadius: radii.lg,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerSoft,
  color: colors.text,
  textAlign: "center",
  "& p": { margin: 0, fontWeight: 600 },
});
