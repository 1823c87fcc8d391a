import React from "react";
import { useT } from "../../i18n/I18nProvider";
import { colors, radii, space, zIndex } from "../../theme";

/** First focusable element on every page: jumps past the header to the page content. */
export default function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main-content"
      css={{
        position: "absolute",
        insetInlineStart: space(3),
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
      {t("layout.skipToContent")}
    </a>
  );
}
