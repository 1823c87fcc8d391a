import { useCallback, useEffect, useState } from "react";
import { adminFetch, failureMessage } from "./adminFetch";

/**
 * A screen's data from the console's API: `load` (a section's request, such as contentApi.list) is
 * run again whenever it is a new function, and the answer to an older request is dropped. `data`
 * keeps the last answer while the next one loads, so a list does not blink.
 */
export function useAdminLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure) => {
        if ((failure as Error).name !== "AbortError") setError(failureMessage(failure));
      },
    );
    return () => controller.abort();
  }, [load]);
  return { data, error };
}

/** A screen's data from GET /api/admin{path}, asked for again whenever the path changes (a filter, a search, a page). */
export function useAdminGet<T>(path: string) {
  const load = useCallback((signal: AbortSignal) => adminFetch<T>(path, { signal }), [path]);
  return useAdminLoad(load);
}
