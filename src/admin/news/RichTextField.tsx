import { useField } from "formik";
import React, { useId } from "react";
import FieldError from "../../components/forms/FieldError";
import { space } from "../../theme";
import RichTextEditor from "./RichTextEditor";

/** A Formik field of rich text (HTML) edited with the newsroom's editor, its label above and its error below. */
export default function RichTextField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const labelId = useId();
  const errorId = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div>
      <span id={labelId} css={{ display: "block", fontWeight: 600, marginBottom: space(2) }}>
        {label}
      </span>
      <RichTextEditor
        labelId={labelId}
        value={field.value}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
        invalid={invalid}
        describedBy={invalid ? errorId : undefined}
      />
      <FieldError id={errorId} message={invalid ? meta.error : null} />
    </div>
  );
}
