import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../theme";
import { fixedColors } from "../../theme/palette";

/** Shared look of every form control: 48 px tall, 16 px text (no zoom-on-focus on phones). */
export const controlStyle = css({
  display: "block",
  width: "100%",
  minHeight: "48px",
  padding: `${space(3)} ${space(3.5)}`,
  font: "inherit",
  fontSize: fontSizes.base,
  lineHeight: 1.4,
  color: colors.text,
  background: colors.surface,
  border: `1.5px solid ${colors.border}`,
  borderRadius: radii.md,
  transition: "border-color .15s ease, box-shadow .15s ease",
  // Safari before 15.4 reads only the prefixed name (the Emotion cache adds no prefixes).
  WebkitAppearance: "none",
  appearance: "none",
  "&::placeholder": { color: colors.textMuted, opacity: 0.8 },
  "&:hover": { borderColor: colors.textMuted },
  "&:focus": { borderColor: colors.focus, outline: "none", boxShadow: `0 0 0 3px ${colors.focus}` },
  "&[aria-invalid='true']": { borderColor: colors.danger, borderWidth: "2px" },
  "&:disabled": { opacity: 0.6 },
  // A number, phone number or e-mail address is typed left to right in every edition; on a
  // right-to-left page it still lines up with its label, on the right.
  "[dir='rtl'] &[dir='ltr']": { textAlign: "right" },
});

const chevron = (color: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='${encodeURIComponent(color)}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

export const selectStyle = css({
  paddingInlineEnd: space(10),
  backgroundImage: chevron(fixedColors.selectChevron),
  backgroundRepeat: "no-repeat",
  backgroundPosition: `right ${space(3)} center`,
  // The chevron sits at the end of the line: on the left in a right-to-left page.
  "[dir='rtl'] &": { backgroundPosition: `left ${space(3)} center` },
  cursor: "pointer",
});

export const textareaStyle = css({ minHeight: "9rem", resize: "vertical" });

export const labelStyle = css({
  display: "block",
  fontWeight: 600,
  marginBottom: space(1.5),
  color: colors.text,
});

export const optionalMark = css({ fontWeight: 400, color: colors.textMuted });

export const hintStyle = css({
  margin: `${space(1.5)} 0 0`,
  fontSize: fontSizes.sm,
  color: colors.textMuted,
});

export const errorStyle = css({
  display: "flex",
  gap: space(1.5),
  alignItems: "flex-start",
  margin: `${space(1.5)} 0 0`,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  color: colors.danger,
  "&:empty": { display: "none" },
});

/** An example inside a hint ("+44 7911 123456"): never broken across lines, where its parts would swap sides in right-to-left text. */
export const keepTogether = css({ whiteSpace: "nowrap" });
