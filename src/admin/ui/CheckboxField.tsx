import { useField } from "formik";
import React from "react";
import { hintStyle } from "../../components/forms/fieldStyles";
import { space } from "../../theme";

/** A yes/no Formik field: a checkbox with its label beside it and an optional hint below. */
export default function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const [field] = useField<boolean>({ name, type: "checkbox" });
  const id = `field-${name}`;
  return (
    <div>
      <div css={{ display: "flex", gap: space(2), alignItems: "flex-start" }}>
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          css={{ width: "1.25rem", height: "1.25rem", marginBlockStart: "0.15rem", flexShrink: 0 }}
        />
        <label htmlFor={id} css={{ fontWeight: 600 }}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  );
}
