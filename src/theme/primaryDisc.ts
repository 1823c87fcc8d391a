import type { CSSObject } from "@emotion/react";
import { colors, radii } from ".";

/** A round brand-red badge with its content centred: a level's number, an author's initials, a play mark. */
export const primaryDisc = (size: number | string): CSSObject => ({
  display: "grid",
  placeItems: "center",
  width: size,
  height: size,
  borderRadius: radii.full,
  background: colors.primary,
  color: colors.onPrimary,
});
