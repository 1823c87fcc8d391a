import type { CSSObject } from "@emotion/react";
import React from "react";
import { space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { skeletonBlock } from "./skeleton";

type DetailLoadingProps = {
  /** Said to screen readers while the page waits ("Loading the article"). */
  label: string;
  /** The reading column's width, so the grey bars stand where the text will. */
  maxWidth: string;
  /** The bars, top to bottom, each sized like what replaces it. */
  bars: readonly CSSObject[];
};

/**
 * An article or event on its way: grey bars where it will stand, a screen tall, so the footer stays
 * below the fold and nothing on screen moves when it arrives.
 */
export default function DetailLoading({ label, maxWidth, bars }: DetailLoadingProps) {
  return (
    <div aria-busy="true" css={{ maxWidth, marginInline: "auto", minHeight: "100vh" }}>
      <p role="status" css={visuallyHidden}>
        {label}
      </p>
      <div aria-hidden="true" css={{ display: "grid", gap: space(4) }}>
        {bars.map((bar, index) => (
          <div key={index} css={[skeletonBlock, bar]} />
        ))}
      </div>
    </div>
  );
}
