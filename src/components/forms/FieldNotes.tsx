import React from "react";
import FieldError from "./FieldError";
import { hintStyle } from "./fieldStyles";

type FieldNotesProps = { hint?: React.ReactNode; hintId: string; errorId: string; error?: string };

/** What stands under a field's control: its hint, if any, and its error line, both tied to the control by id. */
export default function FieldNotes({ hint, hintId, errorId, error }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
}
