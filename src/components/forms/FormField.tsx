import React from "react";
import { useFormField } from "../../hooks/useFormField";
import { useT } from "../../i18n";
import type { Option } from "../../../contract/validation/labels";
import FieldNotes from "./FieldNotes";
import {
  controlStyle,
  labelStyle,
  optionalMark,
  selectStyle,
  textareaStyle,
} from "./fieldStyles";

type Common = {
  name: string;
  label: string;
  hint?: React.ReactNode;
  /** Marks the label "(optional)"; every other field is required. */
  optional?: boolean;
  className?: string;
  /** Makes the ids unique when two forms share a screen. */
  idPrefix?: string;
};

type InputFieldProps = Common & {
  control?: "input";
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "onBlur">;

type SelectFieldProps = Common & {
  control: "select";
  options: readonly Option[];
  /** First, empty choice, e.g. "Select your province". */
  placeholder: string;
  autoComplete?: string;
};

type TextareaFieldProps = Common & {
  control: "textarea";
  rows?: number;
  maxLength?: number;
  /** The language and direction of what is typed, when it differs from the page's. */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
};

export type FormFieldProps = InputFieldProps | SelectFieldProps | TextareaFieldProps;

/** One labelled, described, validated Formik field: a text input, a select or a textarea. */
export default function FormField(props: FormFieldProps) {
  const { name, label, hint, optional, className, idPrefix } = props;
  const { id, hintId, errorId, error, controlProps } = useFormField(name, { hint: Boolean(hint), idPrefix });
  const t = useT();
  const required = optional ? undefined : true;

  let control: React.ReactNode;
  if (props.control === "select") {
    control = (
      <select
        {...controlProps}
        required={required}
        autoComplete={props.autoComplete ?? "off"}
        css={[controlStyle, selectStyle]}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (props.control === "textarea") {
    control = (
      <textarea
        {...controlProps}
        required={required}
        rows={props.rows ?? 6}
        maxLength={props.maxLength}
        lang={props.lang}
        dir={props.dir}
        css={[controlStyle, textareaStyle]}
      />
    );
  } else {
    const {
      control: _control,
      name: _name,
      label: _label,
      hint: _hint,
      optional: _optional,
      className: _className,
      idPrefix: _idPrefix,
      ...inputProps
    } = props;
    control = (
      <input type="text" {...inputProps} {...controlProps} required={required} css={controlStyle} />
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {optional && <span css={optionalMark}> {t("forms.optional")}</span>}
      </label>
      {control}
      <FieldNotes hint={hint} hintId={hintId} errorId={errorId} error={error} />
    </div>
  );
}
