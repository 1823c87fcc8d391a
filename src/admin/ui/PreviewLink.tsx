import React from "react";
import { colors, fontSizes, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

/**
 * "Preview the page" beside the editor's save: the saved version's public page, in its edition, at a private
 * address only staff can open. A new tab, so the editor and what is typed in it stay.
 */
export default function PreviewLink({ href }: { href: string }) {
  return (
    <div css={{ display: "grid", gap: space(1) }}>
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        css={[fieldStyles.toggleLink, focusRing, { justifyContent: "center" }]}
      >
        Preview the page
        <span css={visuallyHidden}> (opens in a new tab)</span>
      </a>
      <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }}>
        Shows the last saved version as its public page will look. Only staff can open it.
      </p>
    </div>
  );
}
