/** The bar under the form (kept in view at the bottom of the screen): how many fields changed, and Review. */
import React from "react";
import { Button } from "../../components/ui/Button";
import { colors, space } from "../../theme";
import { changeMessages } from "./ChangeList";

export const saveBarMessages = {
  none: "No changes yet.",
  review: "Review changes",
};

export default function SaveBar({ changes, onReview, reviewLabel = saveBarMessages.review }: { changes: number; onReview: () => void; reviewLabel?: string }) {
  return (
    <div
      css={{
        position: "sticky",
        bottom: 0,
        zIndex: 5,
        marginTop: space(6),
        padding: `${space(3)} ${space(4)}`,
        display: "flex",
        flexWrap: "wrap",
        gap: space(3),
        alignItems: "center",
        justifyContent: "space-between",
        background: colors.surface,
        borderTop: `1px solid ${colors.border}`,
        boxShadow: "0 -6px 18px rgba(0,0,0,.08)",
      }}
    >
      <p aria-live="polite" css={{ margin: 0, color: colors.textMuted }}>
        {changes === 0 ? saveBarMessages.none : changeMessages.count(changes)}
      </p>
      <Button onClick={onReview} disabled={changes === 0}>
        {reviewLabel}
      </Button>
    </div>
  );
}
