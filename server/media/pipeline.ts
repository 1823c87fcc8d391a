/**
 * The media pipeline: one uploaded photo becomes a set of resized, metadata-free files.
 * Phone photos carry GPS positions and camera serials in EXIF/XMP; sharp writes none of it
 * unless asked (we never ask), and `.rotate()` applies the EXIF orientation before it is dropped.
 * Each photo is written at 400, 800 and 1200 px wide (never wider than the original) in AVIF,
 * WebP and JPEG, so a phone can fetch the 400 px file and old browsers still get a JPEG.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Refusal } from "../platform/refusal";
import { sniffImageFormat } from "./imageFormat";

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_WIDTHS = [400, 800, 1200] as const;
/** Decoding limit: a 60-megapixel image is larger than any phone photo; bigger ones are refused. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Folder under MEDIA_DIR (served at /media/library/) holding the pipeline's files. */
export const LIBRARY_FOLDER = "library";

export type VariantType = "image/avif" | "image/webp" | "image/jpeg";
export type MediaVariant = { width: number; height: number; url: string; type: VariantType };
export type ProcessedImage = { key: string; width: number; height: number; variants: MediaVariant[] };

export const UNSUPPORTED_MEDIA = "Upload a JPEG, PNG or WebP photo.";
export const MEDIA_TOO_LARGE = "The photo is larger than 10 MB.";
export const TOO_MANY_PIXELS = "The photo has more than 60 million pixels, more than the library accepts. Resize it and upload it again.";
export const DAMAGED_IMAGE = "The photo could not be read to the end: the file is damaged or incomplete. Upload it again.";

/** A file the library will not take: refused with its status and the message for the sender. */
export class MediaError extends Refusal {
  constructor(status: 413 | 415 | 422, message: string) {
    super(status, { message });
  }
}

const OUTPUTS: ReadonlyArray<{ type: VariantType; ext: string }> = [
  { type: "image/avif", ext: "avif" },
  { type: "image/webp", ext: "webp" },
  { type: "image/jpeg", ext: "jpg" },
];

/** The widths to write: the standard ones not above the original, or the original alone if it is smaller. */
export function targetWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w <= originalWidth);
  if (originalWidth < MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

export type ProcessOptions = {
  /**
   * A fixed file key instead of a random one, and files already written under it are kept: the
   * seed's demonstration photos are the same on every fresh database, so they are encoded once.
   */
  fixedKey?: string;
};

/** A photo decoded: its pixels, upright, alpha flattened onto white, in sRGB. */
export type DecodedImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * The content check every uploaded photo passes (the media library's and the Content section's):
 * size, format by its first bytes and by its header alike, pixel count before decoding, then a
 * full decode. Throws MediaError with the status and the message for the sender.
 */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  if (bytes.length > MEDIA_MAX_BYTES) throw new MediaError(413, MEDIA_TOO_LARGE);
  const format = sniffImageFormat(bytes);
  if (!format) throw new MediaError(415, UNSUPPORTED_MEDIA);
  const { default: sharp } = await import("sharp");
  let meta: { format?: string; width?: number; height?: number };
  try {
    // The header alone (no pixel limit: nothing is decoded yet) says the format and the size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(415, UNSUPPORTED_MEDIA);
  }
  // A disguised format is refused as one.
  if (meta.format !== format) throw new MediaError(415, UNSUPPORTED_MEDIA);
  // A "pixel bomb" (a small file that decodes to a huge image) is refused before it is decoded.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new MediaError(413, TOO_MANY_PIXELS);
  try {
    // Decoded once, oriented upright, with its alpha flattened onto white (JPEG has none).
    return (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })) as DecodedImage;
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new MediaError(413, TOO_MANY_PIXELS);
    // A readable header with data that ends early or is corrupt: the sender's problem, not a 500.
    throw new MediaError(422, DAMAGED_IMAGE);
  }
}

/** Validates and converts `bytes`, writing the files into `mediaDir/library/`. */
export async function processImage(bytes: Buffer, mediaDir: string, { fixedKey }: ProcessOptions = {}): Promise<ProcessedImage> {
  const oriented = await decodeImage(bytes);
  const { default: sharp } = await import("sharp");
  const { width, height } = oriented.info;
  const raw = { raw: { width, height, channels: oriented.info.channels } };
  const key = fixedKey ?? crypto.randomBytes(12).toString("hex");
  const folder = path.join(mediaDir, LIBRARY_FOLDER);
  fs.mkdirSync(folder, { recursive: true });

  const variants: MediaVariant[] = [];
  for (const targetWidth of targetWidths(width)) {
    const targetHeight = Math.max(1, Math.round((height * targetWidth) / width));
    const resized = sharp(oriented.data, raw).resize(targetWidth, targetHeight, { fit: "fill" });
    for (const { type, ext } of OUTPUTS) {
      const name = `${key}-${targetWidth}.${ext}`;
      const encoded =
        type === "image/avif"
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : type === "image/webp"
            ? resized.clone().webp({ quality: 75 })
            : resized.clone().jpeg({ quality: 78, mozjpeg: true, progressive: true });
      const target = path.join(folder, name);
      if (!fixedKey || !fs.existsSync(target)) {
        const tmp = path.join(folder, `.${name}.${process.pid}.tmp`);
        await encoded.toFile(tmp);
        fs.renameSync(tmp, target);
      }
      variants.push({ width: targetWidth, height: targetHeight, url: `/media/${LIBRARY_FOLDER}/${name}`, type });
    }
  }
  return { key, width, height, variants };
}

/** The largest JPEG: the one share cards, RSS readers and old browsers get. */
export function fallbackVariant(variants: readonly MediaVariant[]): MediaVariant | undefined {
  return variants.filter((v) => v.type === "image/jpeg").sort((a, b) => b.width - a.width)[0];
}

/** Removes a photo's files (only called when no article uses it any more). */
export function removeImageFiles(mediaDir: string, variants: readonly MediaVariant[]) {
  for (const variant of variants) {
    const file = path.join(mediaDir, LIBRARY_FOLDER, path.basename(variant.url));
    fs.rmSync(file, { force: true });
  }
}
