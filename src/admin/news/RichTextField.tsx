import { useField } from "formik";
import React, { useId } from "react";
import FieldError from "../../components/forms/FieldError";
import { space } from "../../theme";
import type { Lang } from "../../../contract/i18n/locales";
import RichTextEditor from "./RichTextEditor";

/**
 * A Formik field of rich text (HTML) edited with the newsroom's editor, its label above and its
 * error below; the text is written in `lang`'s script and direction.
 */
export default function RichTextField({ name, label, lang }: { name: string; label: string; lang: Lang }) {
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
        lang={lang}
      />
      <FieldError id={errorId} message={invalid ? meta.error : null} />
    </div>
  );
}
