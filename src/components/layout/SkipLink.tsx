import React from "react";
import { colors, radii, space, zIndex } from "../../theme";

/** First focusable element on every page: jumps past the header to the page content. */
export default function SkipLink() {
  return (
    <a
      href="#main-content"
      css={{
        position: "absolute",
        left: space(3),
        top: space(3),
        zIndex: zIndex.skipLink,
        padding: `${space(3)} ${space(4)}`,
        borderRadius: radii.md,
        background: colors.accent,
        color: colors.onAccent,
        fontWeight: 700,
        textDecoration: "none",
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      }}
    >
      Skip to main content
    </a>
  );
}
