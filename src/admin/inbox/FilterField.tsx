import React from "react";
import { labelStyle } from "../../components/forms/fieldStyles";
import { colors, fontSizes } from "../../theme";

/**
 * One of an inbox list's filters: its label, its control, and the server's refusal of it under the
 * control (the control points at it with `aria-describedby` = `{id}-error`).
 */
export default function FilterField({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} css={{ display: "block", color: colors.danger, fontSize: fontSizes.sm }}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
