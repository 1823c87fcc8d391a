import { AdminApiError, NETWORK_ERROR, UNEXPECTED_ERROR } from "../api/adminFetch";
import type { MediaPhoto } from "./types";

/**
 * Sends one photo to POST /api/admin/media as multipart (field `file`). adminFetch speaks JSON
 * only; this is its one multipart sibling, with the same errors.
 */
export async function uploadPhoto(file: File): Promise<MediaPhoto> {
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/admin/media", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new AdminApiError(0, NETWORK_ERROR);
  }
  const body = (await response.json().catch(() => undefined)) as (MediaPhoto & { message?: string }) | undefined;
  if (response.ok && body) return body;
  throw new AdminApiError(response.status, typeof body?.message === "string" ? body.message : UNEXPECTED_ERROR);
}
