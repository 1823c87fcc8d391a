import { useField } from "formik";
import React from "react";
import { useT } from "../../i18n";
import { HONEYPOT_FIELD } from "../../validation/forms";

/**
 * A field people never see or reach (off-screen, aria-hidden, not focusable) and form-filling bots
 * do fill in; the server refuses any submission where it has a value.
 */
export default function Honeypot() {
  const [field] = useField<string>(HONEYPOT_FIELD);
  const t = useT();
  return (
    <div
      aria-hidden="true"
      css={{
        position: "absolute",
        insetInlineStart: "-10000px",
        top: "auto",
        width: "1px",
        height: "1px",
        overflow: "hidden",
      }}
    >
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>{t("forms.honeypotLabel")}</label>
      <input
        {...field}
        value={field.value ?? ""}
        id={`field-${HONEYPOT_FIELD}`}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
