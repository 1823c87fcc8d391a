import { css } from "@emotion/react";
import React from "react";
import { colors, radii, shadows, space } from "../../theme";

/**
 * The one card look of the site: surface, hairline border, large radius, soft shadow.
 * `cardStyle` is exported for the few places that need it inside a nested selector or on an
 * element the component cannot render (a GatsbyImage wrapper, a <details>); everything else
 * renders <Card>.
 */
export const cardStyle = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
});

/** A card whose media runs to its edges: a column that fills its grid cell, clipped to the radius. */
export const flushCardStyle = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
});

/** The padding of a card without edge-to-edge media. */
export const cardPadding = css({ padding: space(6) });

/**
 * A card's title link, stretched over the whole card (the card is positioned) so a tap anywhere
 * opens it; the card shows the focus ring, so the link itself draws none.
 */
export const cardTitleLink = css({
  color: colors.text,
  textDecoration: "none",
  "&:hover": { color: colors.primaryText, textDecoration: "underline" },
  "&:focus-visible": { outline: "none" },
  "&::after": { content: '""', position: "absolute", inset: 0 },
});

type CardProps = React.HTMLAttributes<HTMLElement> & {
  as?: "div" | "article" | "section" | "aside" | "li";
  /** Media to the edges (image cards) instead of the default padding. */
  flush?: boolean;
};

/** A card. The caller's `css` arrives as className and wins over these defaults. */
export default function Card({ as: Tag = "div", flush = false, ...rest }: CardProps) {
  return <Tag css={[cardStyle, flush ? flushCardStyle : cardPadding]} {...rest} />;
}
