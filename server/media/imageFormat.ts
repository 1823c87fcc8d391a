/**
 * Recognises an upload by its first bytes, never by its name or declared type: a phone may
 * send "photo.jpg" that is really a PNG, and a text file renamed .jpg must be refused.
 */
export type ImageFormat = "jpeg" | "png" | "webp";

export const ACCEPTED_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "webp"];

export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "webp";
  }
  return undefined;
}
