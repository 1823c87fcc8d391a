/**
 * The content form's controls for rjsf, in the site's form kit look (48 px controls, visible focus,
 * red border and the error tied by aria-describedby when a field is refused): one-line inputs,
 * textareas for paragraphs, selects for enumerations, checkboxes. The upload widget is its own file.
 */
import type { BaseInputTemplateProps, RegistryWidgetsType, WidgetProps } from "@rjsf/utils";
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, getInputProps } from "@rjsf/utils";
import React from "react";
import { controlStyle, selectStyle, textareaStyle } from "../../../components/forms/fieldStyles";
import { space } from "../../../theme";
import { formMessages } from "./messages";
import UploadWidget from "./UploadWidget";

const invalid = (rawErrors?: string[]) => (rawErrors && rawErrors.length > 0 ? true : undefined);

/** Every one-line input (text, URL, number): rjsf's BaseInputTemplate, drawn here. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, rawErrors, type, required, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const shown = inputProps.type === "number" || inputProps.type === "integer" ? (value || value === 0 ? value : "") : (value ?? "");
  return (
    <input
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={shown}
      readOnly={readonly}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the schema asks for it
      autoFocus={autofocus}
      required={required}
      placeholder={placeholder}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? ((event) => onChange(event.target.value === "" ? options.emptyValue : event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      css={[controlStyle, readonly && { opacity: 0.75 }]}
    />
  );
}

export function TextareaWidget({ id, htmlName, value, readonly, disabled, onChange, onBlur, onFocus, options, rawErrors, required }: WidgetProps) {
  const lines = typeof value === "string" ? value.split("\n").length + Math.floor(value.length / 90) : 1;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      value={value ?? ""}
      readOnly={readonly}
      disabled={disabled}
      required={required}
      rows={Math.min(14, Math.max(3, lines + 1))}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === "" ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      css={[controlStyle, textareaStyle, { minHeight: "5.5rem" }]}
    />
  );
}

export function SelectWidget({ id, htmlName, value, readonly, disabled, onChange, onBlur, onFocus, options, rawErrors, required }: WidgetProps) {
  const { enumOptions = [], emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  // A value the schema does not list (a file edited by hand) stays visible, so nothing is lost silently.
  const unknown = value !== undefined && value !== null && value !== "" && selected === undefined;
  return (
    <select
      id={id}
      name={htmlName || id}
      value={unknown ? "__unknown" : typeof selected === "undefined" ? "" : String(selected)}
      disabled={disabled || readonly}
      required={required}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === "" ? emptyValue : enumOptionsValueForIndex(event.target.value, enumOptions, emptyValue))}
      onBlur={(event) => onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions, emptyValue))}
      onFocus={(event) => onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions, emptyValue))}
      css={[controlStyle, selectStyle]}
    >
      <option value="">{required ? formMessages.chooseOption : formMessages.noValue}</option>
      {unknown && <option value="__unknown">{String(value)}</option>}
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function CheckboxWidget({ id, value, readonly, disabled, onChange, label, rawErrors }: WidgetProps) {
  return (
    <label htmlFor={id} css={{ display: "inline-flex", gap: space(2), alignItems: "center", fontWeight: 600, minHeight: 44 }}>
      <input
        id={id}
        type="checkbox"
        checked={Boolean(value)}
        disabled={disabled || readonly}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: 20, height: 20 }}
      />
      {label}
    </label>
  );
}

export const contentWidgets: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  upload: UploadWidget,
};
