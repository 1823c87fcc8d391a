import { useFormikContext } from "formik";
import React from "react";
import FieldNotes from "../../components/forms/FieldNotes";
import { controlStyle, labelStyle } from "../../components/forms/fieldStyles";
import { useFormField } from "../../hooks/useFormField";
import { fromPakistanInput, toPakistanInput } from "../../../contract/lib/pakistanTime";

/**
 * A date and time typed in Pakistan time, whatever the editor's computer is set to, held in the
 * form as ISO UTC (what the server stores and the schema checks).
 */
export default function PakistanTimeField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { id, hintId, errorId, error, controlProps } = useFormField(name, { hint: Boolean(hint) });
  const { setFieldValue } = useFormikContext();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        {...controlProps}
        type="datetime-local"
        required
        value={toPakistanInput(controlProps.value)}
        onChange={(event) => void setFieldValue(name, fromPakistanInput(event.target.value))}
        css={controlStyle}
      />
      <FieldNotes hint={hint} hintId={hintId} errorId={errorId} error={error} />
    </div>
  );
}
