import React from "react";
import { useFormField } from "../../hooks/useFormField";
import { colors, radii, space } from "../../theme";
import type { Option } from "../../../contract/validation/labels";
import FieldError from "./FieldError";
import { labelStyle } from "./fieldStyles";

type ChoiceFieldProps = {
  name: string;
  label: string;
  options: readonly Option[];
  className?: string;
};

/**
 * A short required choice (two or three values) as large radio buttons: one tap on a phone
 * instead of opening a picker. The radiogroup is named by the label and carries the error.
 */
export default function ChoiceField({ name, label, options, className }: ChoiceFieldProps) {
  const { id, errorId, error, controlProps } = useFormField(name);
  const { value, onChange, onBlur } = controlProps;

  return (
    <div className={className}>
      <span id={`${id}-label`} css={labelStyle}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={controlProps["aria-invalid"]}
        aria-required="true"
        css={{
          display: "grid",
          gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))`,
          gap: space(2),
        }}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              css={{
                position: "relative",
                display: "flex",
                alignItems: "center",
                gap: space(2.5),
                minHeight: "48px",
                padding: `${space(2)} ${space(3)}`,
                border: `1.5px solid ${error ? colors.danger : colors.border}`,
                borderRadius: radii.md,
                background: colors.surface,
                cursor: "pointer",
                lineHeight: 1.25,
                "&:hover": { borderColor: colors.textMuted },
                "&:has(input:checked)": {
                  borderColor: colors.primary,
                  background: colors.primarySoft,
                  fontWeight: 600,
                },
                "&:has(input:focus-visible)": {
                  outline: `3px solid ${colors.focus}`,
                  outlineOffset: "2px",
                },
              }}
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={onChange}
                onBlur={onBlur}
                required
                css={{
                  width: "1.25rem",
                  height: "1.25rem",
                  margin: 0,
                  flexShrink: 0,
                  accentColor: colors.primary,
                }}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
