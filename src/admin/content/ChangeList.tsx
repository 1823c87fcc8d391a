/**
 * The field-by-field diff as editors read it: each changed field by its label, the old value struck
 * through and the new one beside it (both in words too, not only by colour), an added or removed
 * entry said so.
 */
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import type { FieldChange } from "./diff";
import { bareList } from "../../theme/bareList";

export const changeMessages = {
  before: "Before",
  after: "After",
  empty: "(empty)",
  added: "Added",
  removed: "Removed",
  count: (n: number) => (n === 1 ? "1 field changes." : `${n} fields change.`),
};

const value = { margin: 0, padding: `${space(1.5)} ${space(2.5)}`, borderRadius: radii.sm, whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

export default function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <div>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.textMuted }}>{changeMessages.count(changes.length)}</p>
      <ul aria-label={label} css={[bareList, { display: "grid", gap: space(3) }]}>
        {changes.map((change) => (
          <li key={change.pointer} css={{ borderInlineStart: `4px solid ${change.kind === "removed" ? colors.danger : change.kind === "added" ? colors.success : colors.focus}`, paddingInlineStart: space(3) }}>
            <p css={{ margin: `0 0 ${space(1.5)}`, fontWeight: 700 }}>
              {change.label}
              {change.kind !== "changed" && <span css={{ fontWeight: 400, color: colors.textMuted }}> · {change.kind === "added" ? changeMessages.added : changeMessages.removed}</span>}
            </p>
            <dl css={{ margin: 0, display: "grid", gap: space(1.5), [media.md]: { gridTemplateColumns: "max-content 1fr" }, dd: { margin: 0 }, dt: { fontSize: fontSizes.xs, fontWeight: 700, textTransform: "uppercase", letterSpacing: ".04em", color: colors.textMuted, paddingTop: space(1.5) } }}>
              <dt>{changeMessages.before}</dt>
              <dd>
                <p css={[value, { background: colors.dangerSoft, color: colors.text }]}>{change.before ? <del>{change.before}</del> : changeMessages.empty}</p>
              </dd>
              <dt>{changeMessages.after}</dt>
              <dd>
                <p css={[value, { background: colors.successSoft, color: colors.text }]}>{change.after ? <ins css={{ textDecoration: "none" }}>{change.after}</ins> : changeMessages.empty}</p>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
