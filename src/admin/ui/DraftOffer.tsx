import React from "react";
import { colors, space } from "../../theme";
import { fieldStyles } from "./formBits";
import { focusRing, panel } from "./consoleStyles";

/**
 * "This browser kept changes that were not saved": restore them or discard them. Shown by an editor
 * screen when useUnsavedChanges found a local copy that differs from what is on screen.
 */
export default function DraftOffer({ message, onRestore, onDiscard }: { message: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" css={[panel, { marginBottom: space(4), borderColor: colors.focus }]}>
      <p css={{ margin: `0 0 ${space(3)}` }}>{message}</p>
      <div css={{ display: "flex", gap: space(2), flexWrap: "wrap" }}>
        <button type="button" css={[fieldStyles.toggle, focusRing]} onClick={onRestore}>
          Restore unsaved changes
        </button>
        <button type="button" css={[fieldStyles.toggle, focusRing]} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
