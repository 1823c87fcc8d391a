import { useField } from "formik";
import React from "react";
import { colors, space } from "../../theme";
import FieldNotes from "./FieldNotes";

type CheckboxFieldProps = { name: string; label: React.ReactNode; hint?: string; className?: string };

/**
 * A yes/no Formik field, such as a consent line: a large box with its sentence as the label, an
 * optional hint below, and the error tied to it as the other fields' errors are, shown once the box
 * was left or the form sent.
 */
export default function CheckboxField({ name, label, hint, className }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: "checkbox" });
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div css={{ display: "flex", alignItems: "flex-start", gap: space(3) }}>
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={{
            width: 24,
            height: 24,
            flexShrink: 0,
            marginTop: 2,
            accentColor: colors.primary,
            "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
          }}
        />
        <label htmlFor={id} css={{ lineHeight: 1.5 }}>
          {label}
        </label>
      </div>
      <FieldNotes hint={hint} hintId={hintId} errorId={errorId} error={error} />
    </div>
  );
}
