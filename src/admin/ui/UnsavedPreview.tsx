import { setNestedObjectValues, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from "formik";
import React, { useState } from "react";
import { ValidationError, type AnySchema } from "yup";
import { colors, fontSizes, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

export const PREVIEW_HINT = "Shows what is in the form now, saved or not, as its public page will look. Only staff can open it.";
export const CORRECT_FIRST = "Correct the fields with errors, then preview again.";

/**
 * The form the preview button posts (`formId`, to `action`; `itemId` when the values change a saved
 * item): outside the editor's own form (forms do not nest), into a new tab, so the editor and what is
 * typed in it stay. A native post, so the browser opens the tab on the click itself and no pop-up
 * blocker stands between.
 */
export function UnsavedPreviewForm({ formId, action, itemId }: { formId: string; action: string; itemId?: string | number }) {
  return (
    <form id={formId} method="post" action={action} target="_blank" hidden>
      <input type="hidden" name="values" />
      {itemId !== undefined && <input type="hidden" name="id" value={itemId} />}
    </form>
  );
}

/**
 * "Preview the page": the editor's current values, saved or not (as `bodyOf` makes them the save's
 * body), as the item's public page in its edition. Values the save would refuse get the form's own
 * field errors and open no tab.
 */
export function UnsavedPreviewButton<Values extends FormikValues>({
  formId,
  schema,
  bodyOf,
}: {
  formId: string;
  schema: AnySchema;
  bodyOf: (values: Values) => unknown;
}) {
  const { values, setErrors, setTouched } = useFormikContext<Values>();
  const [invalid, setInvalid] = useState(false);

  const check = (event: React.MouseEvent<HTMLButtonElement>) => {
    let errors: FormikErrors<Values> = {};
    try {
      // Synchronous, so the post (and its new tab) still belongs to the click.
      validateYupSchema(values, schema, true);
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      errors = yupToFormErrors<Values>(failure);
    }
    setInvalid(Object.keys(errors).length > 0);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      void setTouched(setNestedObjectValues(errors, true), false);
      setErrors(errors);
      const editor = event.currentTarget.closest("form");
      requestAnimationFrame(() => editor?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    const field = document.getElementById(formId)?.querySelector<HTMLInputElement>("input[name='values']");
    if (field) field.value = JSON.stringify(bodyOf(values));
  };

  return (
    <div css={{ display: "grid", gap: space(1) }}>
      <button type="submit" form={formId} onClick={check} css={[fieldStyles.toggle, focusRing]}>
        Preview the page
        <span css={visuallyHidden}> (opens in a new tab)</span>
      </button>
      <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }}>{PREVIEW_HINT}</p>
      {invalid && (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {CORRECT_FIRST}
        </p>
      )}
    </div>
  );
}
