import { navigate } from "gatsby";
import React, { useState } from "react";
import { AdminApiError, UNEXPECTED_ERROR, adminFetch } from "../api/adminFetch";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

type DeleteButtonProps = {
  label: string;
  /** What the browser's confirm asks; cancelling it deletes nothing. */
  question: string;
  /** The item's console API path, e.g. `/news/{id}`. */
  path: string;
  /** Where the screen goes once the item is gone: its list. */
  listPath: string;
  /** Shown under the button, above a refusal (what may be deleted and why). */
  children?: React.ReactNode;
};

/** An editor's delete: asks first, deletes, goes back to the list; the server's refusal stays on screen. */
export default function DeleteButton({ label, question, path, listPath, children }: DeleteButtonProps) {
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(question)) return;
    try {
      await adminFetch(path, { method: "DELETE" });
      void navigate(listPath);
    } catch (failure) {
      setError(failure instanceof AdminApiError ? failure.message : UNEXPECTED_ERROR);
    }
  };
  return (
    <>
      <button type="button" onClick={remove} css={[fieldStyles.danger, focusRing]}>
        {label}
      </button>
      {children}
      {error && <p role="alert">{error}</p>}
    </>
  );
}
