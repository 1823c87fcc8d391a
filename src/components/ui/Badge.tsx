import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, radii, space } from "../../theme";

export type BadgeTone = "default" | "secondary" | "highlight" | "outline";

const base = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(1),
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.full,
  fontSize: fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: "nowrap",
});

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  default: css({ background: colors.accent, color: colors.onAccent }),
  secondary: css({
    background: colors.surfaceMuted,
    color: colors.text,
    border: `1px solid ${colors.border}`,
  }),
  highlight: css({ background: colors.primary, color: colors.onPrimary }),
  outline: css({ border: `1px solid ${colors.border}`, color: colors.text }),
};

/** `lang`/`dir`: for a label in another language than the page's (an English article's category). */
export default function Badge({
  tone = "default",
  children,
  lang,
  dir,
}: {
  tone?: BadgeTone;
  children: React.ReactNode;
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  return (
    <span css={[base, tones[tone]]} lang={lang} dir={dir}>
      {children}
    </span>
  );
}
