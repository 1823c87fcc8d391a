import React from "react";
import Icon from "../ui/Icon";
import { errorStyle } from "./fieldStyles";

/**
 * The error line tied to a control by id. It stays in the page (empty when there is no error) so
 * that, as a polite live region, a new error is announced when the visitor leaves the field.
 */
export default function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} css={errorStyle} aria-live="polite">
      {message && (
        <>
          <Icon name="alert" size={18} css={{ flexShrink: 0, marginTop: "2px" }} />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
