import { css } from "@emotion/react";
import { fontSizes } from "../../theme";

/** A column of running text at a comfortable reading width (About, History). */
export const prose = css({
  maxWidth: "68ch",
  fontSize: fontSizes.md,
  "& p:last-child": { marginBottom: 0 },
});
