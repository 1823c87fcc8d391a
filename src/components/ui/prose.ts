import { css } from "@emotion/react";

/** A column of running text at a comfortable reading width (About, History). */
export const prose = css({
  maxWidth: "68ch",
  fontSize: "1.0625rem",
  "& p:last-child": { marginBottom: 0 },
});
