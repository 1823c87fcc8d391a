/**
 * A visitor whose browser sends `Save-Data: on` gets a library photo's smallest width whatever width
 * the page's srcset picked: on a phone's 360-420 px wide screen the 400 px file is the smallest useful
 * one. Every library photo's answer names Save-Data in Vary, so the CDN, the browser and the service
 * worker keep the two answers apart. The pages' HTML is the same for everyone (src/lib/saveData.ts).
 */
import type { IncomingHttpHeaders } from "node:http";
import { LIBRARY_FOLDER, MEDIA_WIDTHS } from "./pipeline";

export const SAVE_DATA_HEADER = "Save-Data";

/** The smallest useful width of a picture on a phone's screen, as the library's smallest photo. */
export const SMALLEST_USEFUL_WIDTH = MEDIA_WIDTHS[0];

/** A resized file of the library (server/media/pipeline.ts names them KEY-WIDTH.EXT), by its path under /media. */
const LIBRARY_VARIANT = new RegExp(`^/${LIBRARY_FOLDER}/([0-9A-Za-z_-]+)-(\\d+)\\.(avif|webp|jpg)$`);

export function isLibraryVariant(mediaPath: string): boolean {
  return LIBRARY_VARIANT.test(mediaPath);
}

export function savesData(headers: IncomingHttpHeaders): boolean {
  const value = headers["save-data"];
  return typeof value === "string" && value.trim().toLowerCase() === "on";
}

/** The same photo and format at the smallest standard width, when the path names a wider one. */
export function smallestVariantPath(mediaPath: string): string | undefined {
  const match = LIBRARY_VARIANT.exec(mediaPath);
  if (!match) return undefined;
  const [, key, width, ext] = match;
  return Number(width) > SMALLEST_USEFUL_WIDTH ? `/${LIBRARY_FOLDER}/${key}-${SMALLEST_USEFUL_WIDTH}.${ext}` : undefined;
}
