import React from "react";
import { colors, fontSizes, media, space } from "../../theme";
import { useFormatNumber } from "../../i18n/useFormatNumber";
import { inlineCentred } from "../../theme/inlineCentred";

type FormSectionProps = {
  step: number;
  title: string;
  description?: string;
  children: React.ReactNode;
};

/** A numbered group of fields: a fieldset whose legend names the group for screen readers. */
export default function FormSection({ step, title, description, children }: FormSectionProps) {
  const formatNumber = useFormatNumber();
  return (
    <fieldset
      css={{
        margin: 0,
        padding: `${space(6)} 0 0`,
        border: 0,
        borderTop: `1px solid ${colors.border}`,
        minWidth: 0,
        "& + &": { marginTop: space(8) },
        "&:first-of-type": { borderTop: 0, paddingTop: 0 },
      }}
    >
      <legend
        css={{
          display: "flex",
          alignItems: "center",
          gap: space(3),
          float: "inline-start",
          width: "100%",
          padding: 0,
          marginBottom: description ? space(1) : space(5),
          fontSize: fontSizes.lg,
          fontWeight: 800,
          [media.md]: { fontSize: fontSizes.lg },
        }}
      >
        <span
          aria-hidden="true"
          css={[inlineCentred, {
            width: "2rem",
            height: "2rem",
            flexShrink: 0,
            borderRadius: "50%",
            background: colors.primary,
            color: colors.onPrimary,
            fontSize: fontSizes.base,
          }]}
        >
          {formatNumber(step)}
        </span>
        {title}
      </legend>
      <div css={{ clear: "both" }}>
        {description && (
          <p css={{ color: colors.textMuted, margin: `0 0 ${space(5)}`, fontSize: fontSizes.base }}>
            {description}
          </p>
        )}
        {children}
      </div>
    </fieldset>
  );
}
