/**
 * The step before a save: what changes, field by field, an optional message for the history, then
 * Save and publish (or back to the form, nothing lost).
 */
import React, { useId, useState } from "react";
import { hintStyle, labelStyle } from "../../components/forms/fieldStyles";
import { Button } from "../../components/ui/Button";
import { fontSizes, space } from "../../theme";
import { panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import ChangeList from "./ChangeList";
import type { FieldChange } from "./diff";

export const reviewMessages = {
  heading: "Review your changes",
  listLabel: "Changes to save",
  messageLabel: "Describe the change (optional)",
  messageHint: "Shown in the file's history and on the Site screen.",
  save: "Save and publish",
  saving: "Saving…",
  back: "Back to editing",
};

type Props = { changes: readonly FieldChange[]; saving: boolean; onSave: (message: string) => void; onBack: () => void; saveLabel?: string };

export default function ReviewPanel({ changes, saving, onSave, onBack, saveLabel = reviewMessages.save }: Props) {
  const [message, setMessage] = useState("");
  const messageId = useId();
  return (
    <section css={[panel, { display: "grid", gap: space(5) }]} aria-labelledby="content-review-heading">
      <h2 id="content-review-heading" tabIndex={-1} ref={(heading) => heading?.focus()} css={{ margin: 0, fontSize: fontSizes.lg, "&:focus": { outline: "none" } }}>
        {reviewMessages.heading}
      </h2>
      <ChangeList changes={changes} label={reviewMessages.listLabel} />
      <div>
        <label htmlFor={messageId} css={labelStyle}>
          {reviewMessages.messageLabel}
        </label>
        <input id={messageId} value={message} onChange={(event) => setMessage(event.target.value)} maxLength={200} aria-describedby={`${messageId}-hint`} css={[fieldStyles.input, { width: "100%", minHeight: 48 }]} />
        <p id={`${messageId}-hint`} css={hintStyle}>
          {reviewMessages.messageHint}
        </p>
      </div>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(3) }}>
        <Button onClick={() => onSave(message)} disabled={saving}>
          {saving ? reviewMessages.saving : saveLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {reviewMessages.back}
        </Button>
      </div>
    </section>
  );
}
