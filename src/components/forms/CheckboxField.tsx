import { useField } from "formik";
import React from "react";
import { colors, space } from "../../theme";
import FieldError from "./FieldError";

type CheckboxFieldProps = { name: string; label: React.ReactNode; className?: string };

/**
 * One required yes (a consent line): a large box with its sentence as the label, the error tied
 * to it as the other fields' errors are, shown once the box was left or the form sent.
 */
export default function CheckboxField({ name, label, className }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: "checkbox" });
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
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
          aria-describedby={error ? errorId : undefined}
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
