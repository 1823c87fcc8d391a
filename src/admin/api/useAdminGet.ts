import { useEffect, useState } from "react";
import { AdminApiError, UNEXPECTED_ERROR, adminFetch } from "./adminFetch";

/**
 * A screen's data from GET /api/admin{path}, fetched again whenever the path changes (a filter,
 * a search, a page); the answer to an older path is dropped. `data` keeps the last answer while
 * the next one loads, so a list does not blink.
 */
export function useAdminGet<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<T>(path, { signal: controller.signal }).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure) => {
        if ((failure as Error).name !== "AbortError") setError(failure instanceof AdminApiError ? failure.message : UNEXPECTED_ERROR);
      },
    );
    return () => controller.abort();
  }, [path]);
  return { data, error };
}
