/**
 * A save refused because the file changed in the repository since it was opened (409): the
 * server's message, Reload (the newer version replaces the form) and, kept in view until dismissed,
 * the list of what this editor had changed, so they can make their changes again on the new version.
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, radii, space } from "../../theme";
import ChangeList from "./ChangeList";
import type { FieldChange } from "./diff";

export const conflictMessages = {
  heading: "Someone else changed this file",
  explain: "Nothing was overwritten. Reload the file to see the newer version, then make your changes again: they are listed below.",
  reload: "Reload the file",
  dismiss: "Hide my earlier changes",
  listLabel: "Your changes that were not saved",
};

type Props = { message: string; changes: readonly FieldChange[]; onReload: () => void; onDismiss: () => void };

export default function ConflictNotice({ message, changes, onReload, onDismiss }: Props) {
  return (
    <section role="alert" aria-labelledby="content-conflict-heading" css={{ padding: space(4), border: `2px solid ${colors.danger}`, borderRadius: radii.md, background: colors.surface, marginBottom: space(5), display: "grid", gap: space(3) }}>
      <h2 id="content-conflict-heading" css={{ margin: 0, fontSize: fontSizes.md, color: colors.danger }}>
        {conflictMessages.heading}
      </h2>
      <p css={{ margin: 0, fontWeight: 600 }}>{message}</p>
      <p css={{ margin: 0 }}>{conflictMessages.explain}</p>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(3) }}>
        <Button onClick={onReload}>{conflictMessages.reload}</Button>
        <Button variant="secondary" onClick={onDismiss}>
          {conflictMessages.dismiss}
        </Button>
      </div>
      <details open>
        <summary css={{ cursor: "pointer", fontWeight: 600 }}>{conflictMessages.listLabel}</summary>
        <div css={{ marginTop: space(3) }}>
          <ChangeList changes={changes} label={conflictMessages.listLabel} />
        </div>
      </details>
    </section>
  );
}
