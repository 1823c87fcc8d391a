/**
 * What an upload for a content field becomes in the repository. A photo passes the media
 * library's own content check (server/media/pipeline.ts decodeImage: format by its bytes, size,
 * pixel count, a full decode) and is stored re-encoded as a JPEG, upright and without its
 * metadata (a phone photo's GPS position never reaches the repository), under
 * data/images/{folder}/; gatsby makes the sizes the site serves from it. A PDF must start like
 * one and is stored as it is under static/. The name comes from the sent file name, cleaned to a
 * slug; a name already taken gets -2, -3, ...
 */
import path from "node:path";
import { slugFromName, type UploadUse } from "../../contract/content/api";
import { imageFolder, type ContentKind } from "../../contract/content/kinds";
import { decodeImage } from "../media/pipeline";
import { ContentRefusal } from "./contentEdits";

export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const NOT_A_PDF = "Upload a PDF file.";
export const PDF_TOO_LARGE = "The PDF is larger than 20 MB.";
/** Photos are stored at most this wide: larger than the site ever shows, smaller than a phone's original. */
const MAX_STORED_WIDTH = 2400;

function freeName(folder: string, base: string, ext: string, taken: (file: string) => boolean): string {
  for (let n = 1; ; n++) {
    const file = `${folder}/${base}${n === 1 ? "" : `-${n}`}.${ext}`;
    if (!taken(file)) return file;
  }
}

export async function storedUpload(
  use: UploadUse,
  kind: ContentKind,
  name: string,
  bytes: Buffer,
  taken: (file: string) => boolean,
): Promise<{ path: string; bytes: Buffer }> {
  const base = slugFromName(path.basename(name).replace(/\.[^.]*$/, "")).slice(0, 60) || (use === "pdf" ? "document" : "image");
  if (use === "pdf") {
    if (bytes.length > PDF_MAX_BYTES) throw new ContentRefusal(413, PDF_TOO_LARGE);
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new ContentRefusal(415, NOT_A_PDF);
    return { path: freeName(kind === "manifestos" ? "static/manifestos" : "static/files", base, "pdf", taken), bytes };
  }
  // A file the media pipeline refuses throws its MediaError, a Refusal with its status and message.
  const decoded = await decodeImage(bytes);
  const { default: sharp } = await import("sharp");
  const { width, height, channels } = decoded.info;
  const jpeg = await sharp(decoded.data, { raw: { width, height, channels } })
    .resize({ width: Math.min(width, MAX_STORED_WIDTH), withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { path: freeName(`data/images/${imageFolder(kind)}`, base, "jpg", taken), bytes: jpeg };
}
