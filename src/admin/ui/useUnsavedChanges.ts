import { useCallback, useEffect, useState } from "react";

/**
 * Keeps what an editor typed: the values go to localStorage as they change, so a closed tab or an
 * ended session loses nothing (the next visit offers to restore them), and the browser asks
 * before leaving a page with unsaved changes.
 */
export function useUnsavedChanges<T>(key: string, values: T, dirty: boolean) {
  const storageKey = `qwp-console-draft:${key}`;
  const [stored, setStored] = useState<T | null>(null);

  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(storageKey);
      setStored(raw ? (JSON.parse(raw) as T) : null);
    } catch {
      setStored(null);
    }
  }, [storageKey]);

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(values));
      } catch {
        // Storage full or blocked: the beforeunload warning still protects the text.
      }
    }, 400);
    return () => window.clearTimeout(timer);
  }, [storageKey, values, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** Forget the local copy (after a successful save, or when the editor discards it). */
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // Nothing stored.
    }
    setStored(null);
  }, [storageKey]);

  return { stored, clear };
}
