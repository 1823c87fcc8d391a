import { adminUpload } from "../api/adminUpload";
import type { MediaPhoto } from "./types";

/** Sends one photo to POST /api/admin/media as multipart (field `file`). */
export function uploadPhoto(file: File): Promise<MediaPhoto> {
  const form = new FormData();
  form.append("file", file);
  return adminUpload<MediaPhoto>("/media", form);
}
