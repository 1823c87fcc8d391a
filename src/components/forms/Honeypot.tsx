import { useField } from "formik";
import React from "react";
import { useT } from "../../i18n";
import { HONEYPOT_FIELD } from "../../../contract/validation/forms";

/**
 * A field people never see or reach (clipped away, aria-hidden, not focusable) and form-filling bots
 * do fill in; the server refuses any submission where it has a value.
 */
export default function Honeypot() {
  const [field] = useField<string>(HONEYPOT_FIELD);
  const t = useT();
  return (
    <div
      aria-hidden="true"
      // Clipped to nothing where it stands, not pushed 10,000 px off to one side: inside a
      // left-to-right block of a right-to-left page such an offset lands on the page's scrollable
      // side, widens the document by 10,000 px, and Chromium then painted the whole page blank.
      css={{
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clipPath: "inset(50%)",
        whiteSpace: "nowrap",
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
