import { AdminApiError, NETWORK_ERROR, UNEXPECTED_ERROR } from "./adminFetch";

/**
 * POSTs a multipart form (a file and its fields) below /api/admin. adminFetch speaks JSON only;
 * this is its one multipart sibling, with the same errors (used by the media library and the
 * Content section's uploads).
 */
export async function adminUpload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new AdminApiError(0, NETWORK_ERROR);
  }
  const body = (await response.json().catch(() => undefined)) as (T & { message?: unknown }) | undefined;
  if (response.ok && body) return body;
  throw new AdminApiError(response.status, typeof body?.message === "string" ? body.message : UNEXPECTED_ERROR, {}, body);
}
