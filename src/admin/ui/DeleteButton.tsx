import { navigate } from "gatsby";
import React, { useState } from "react";
import { failureMessage } from "../api/adminFetch";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

type DeleteButtonProps = {
  label: string;
  /** What the browser's confirm asks; cancelling it deletes nothing. */
  question: string;
  /** The DELETE request (an adminFetch of the item's console API path). */
  remove: () => Promise<unknown>;
  /** Where the screen goes once the item is gone: its list. */
  listPath: string;
  /** Shown under the button, above a refusal (what may be deleted and why). */
  children?: React.ReactNode;
};

/** An editor's delete: asks first, deletes, goes back to the list; the server's refusal stays on screen. */
export default function DeleteButton({ label, question, remove, listPath, children }: DeleteButtonProps) {
  const [error, setError] = useState<string | null>(null);
  const confirmAndRemove = async () => {
    if (!window.confirm(question)) return;
    try {
      await remove();
      void navigate(listPath);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  return (
    <>
      <button type="button" onClick={confirmAndRemove} css={[fieldStyles.danger, focusRing]}>
        {label}
      </button>
      {children}
      {error && <p role="alert">{error}</p>}
    </>
  );
}
