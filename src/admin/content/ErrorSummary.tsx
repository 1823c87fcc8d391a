/**
 * The save's refusal at the top of the form: the server's message and one link per problem, named
 * by its field's label. It takes focus when it appears; a link moves focus to the field's control.
 */
import React, { useEffect, useRef } from "react";
import Icon from "../../components/ui/Icon";
import { colors, fontSizes, radii, space } from "../../theme";
import { focusRing } from "../ui/consoleStyles";
import type { ErrorSummaryEntry } from "./serverErrors";

export const summaryMessages = {
  heading: "The file was not saved",
  entry: (label: string, message: string) => `${label}: ${message}`,
};

export default function ErrorSummary({ message, entries }: { message: string; entries: readonly ErrorSummaryEntry[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [message, entries]);
  const focusField = (id: string) => (event: React.MouseEvent) => {
    const field = document.getElementById(id);
    // A list's or a group's id is its fieldset: its first control takes the focus.
    const control = field?.matches("input, select, textarea") ? field : field?.querySelector<HTMLElement>("input, select, textarea, button");
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="content-error-heading" css={[focusRing, { padding: space(4), border: `2px solid ${colors.danger}`, borderRadius: radii.md, background: colors.dangerSoft, marginBottom: space(5) }]}>
      <h2 id="content-error-heading" css={{ display: "flex", gap: space(2), alignItems: "center", margin: 0, fontSize: fontSizes.md, color: colors.danger }}>
        <Icon name="alert" size={20} />
        {summaryMessages.heading}
      </h2>
      <p css={{ margin: `${space(2)} 0 0`, color: colors.text }}>{message}</p>
      {entries.length > 0 && (
        <ul css={{ margin: `${space(2)} 0 0`, paddingInlineStart: space(5) }}>
          {entries.map((entry, index) => (
            <li key={index}>
              {entry.targetId ? (
                <a href={`#${entry.targetId}`} onClick={focusField(entry.targetId)} css={[focusRing, { color: colors.text, fontWeight: 600 }]}>
                  {summaryMessages.entry(entry.label, entry.message)}
                </a>
              ) : (
                <span>{entry.message}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
