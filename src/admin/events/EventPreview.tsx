import { setNestedObjectValues, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors } from "formik";
import React, { useState } from "react";
import { ValidationError, type AnySchema } from "yup";
import { colors, fontSizes, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { UNSAVED_EVENT_PREVIEW_PATH } from "../../../contract/lib/previewPaths";
import { focusRing } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import { bodyOf, type EventFormState } from "./eventFormValues";

const FORM_ID = "event-preview";

export const PREVIEW_HINT = "Shows what is in the form now, saved or not, as its public page will look. Only staff can open it.";
export const CORRECT_FIRST = "Correct the fields with errors, then preview again.";

/**
 * The form the preview button posts: outside the editor's own form (forms do not nest), into a new
 * tab, so the editor and what is typed in it stay. A native post, so the browser opens the tab on the
 * click itself and no pop-up blocker stands between.
 */
export function EventPreviewForm({ eventId }: { eventId?: number }) {
  return (
    <form id={FORM_ID} method="post" action={UNSAVED_EVENT_PREVIEW_PATH} target="_blank" hidden>
      <input type="hidden" name="values" />
      {eventId !== undefined && <input type="hidden" name="id" value={eventId} />}
    </form>
  );
}

/**
 * "Preview the page": the editor's current values, saved or not, as the event's public page in its
 * edition. Values the save would refuse get the form's own field errors and open no tab.
 */
export function EventPreviewButton({ schema }: { schema: AnySchema }) {
  const { values, setErrors, setTouched } = useFormikContext<EventFormState>();
  const [invalid, setInvalid] = useState(false);

  const check = (event: React.MouseEvent<HTMLButtonElement>) => {
    let errors: FormikErrors<EventFormState> = {};
    try {
      // Synchronous, so the post (and its new tab) still belongs to the click.
      validateYupSchema(values, schema, true);
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      errors = yupToFormErrors<EventFormState>(failure);
    }
    setInvalid(Object.keys(errors).length > 0);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      void setTouched(setNestedObjectValues<Record<string, boolean>>(errors, true), false);
      setErrors(errors);
      const editor = event.currentTarget.closest("form");
      requestAnimationFrame(() => editor?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    const field = document.getElementById(FORM_ID)?.querySelector<HTMLInputElement>("input[name='values']");
    if (field) field.value = JSON.stringify(bodyOf(values));
  };

  return (
    <div css={{ display: "grid", gap: space(1) }}>
      <button type="submit" form={FORM_ID} onClick={check} css={[fieldStyles.toggle, focusRing]}>
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
