import { css } from "@emotion/react";

/** Text for screen readers only (e.g. which manifesto a "Download PDF" link belongs to). */
export const srOnly = css({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
