import { useEffect, useState } from "react";
import type { AdminEventPage } from "../../lib/api/eventWire";
import { AdminApiError, UNEXPECTED_ERROR, adminFetch } from "../api/adminFetch";

/** One page of GET /api/admin/events, optionally of one status; refetched when either changes. */
export function useEventPage(status: string, page: number) {
  const [data, setData] = useState<AdminEventPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(page) });
    if (status) params.set("status", status);
    adminFetch<AdminEventPage>(`/events?${params}`, { signal: controller.signal }).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure) => {
        if ((failure as Error).name !== "AbortError") setError(failure instanceof AdminApiError ? failure.message : UNEXPECTED_ERROR);
      },
    );
    return () => controller.abort();
  }, [status, page]);
  return { data, error };
}
