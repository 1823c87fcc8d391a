import React from "react";
import { containerWidth, media, space } from "../../theme";

const containerStyle = {
  width: "100%",
  maxWidth: containerWidth,
  marginInline: "auto",
  paddingInline: space(4),
  [media.md]: { paddingInline: space(6) },
} as const;

/**
 * Centres page content and keeps a comfortable gutter on phones. A `css` prop from the caller
 * arrives as className and wins over these defaults (Emotion merges it after them).
 *
 * A plain element with the css prop rather than `styled.div`: the layout is on every page, and
 * @emotion/styled with its prop filter would add ~2.7 KB (gzip) to every page's first load.
 */
export default function Container(props: React.HTMLAttributes<HTMLDivElement>) {
  return <div css={containerStyle} {...props} />;
}
