import { css } from "@emotion/react";
import { colors, fontSizes, media, space } from "../../theme";
import { cardStyle } from "../ui/Card";

/** The white card a form sits on; flush to the screen edge on small phones to give fields room. */
export const formCard = css(cardStyle, {
  padding: `${space(5)} ${space(4)}`,
  [media.sm]: { padding: space(6) },
  [media.lg]: { padding: space(8) },
});

/** One column on phones, two from `md` up; `wide` children span both. */
export const fieldGrid = css({
  display: "grid",
  gap: `${space(5)} ${space(5)}`,
  gridTemplateColumns: "minmax(0, 1fr)",
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

export const wide = css({ [media.md]: { gridColumn: "1 / -1" } });

export const requiredNote = css({
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  margin: `0 0 ${space(5)}`,
});
