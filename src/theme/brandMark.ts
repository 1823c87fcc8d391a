/**
 * The party mark: a chiragh (oil lamp), QWP's election symbol, in white on a red tile.
 * One source of truth for the inline <LogoMark> and for the PNG icons and share image that
 * scripts/make-brand-images.ts renders with sharp.
 */
import { fixedColors } from "./palette";

export const LOGO_RED = fixedColors.logoRed;
export const LOGO_WHITE = fixedColors.logoWhite;

export const logoMarkShapes = {
  viewBox: "0 0 64 64",
  tileRadius: 14,
  /** Flame above the spout, lamp bowl with its spout, and the foot. */
  lamp: [
    "M50 9c4.4 5.4 6.6 9.5 6.6 12.7a6.6 6.6 0 0 1-13.2 0c0-3.2 2.2-7.3 6.6-12.7Z",
    "M7 33h33.5L55 28.5c-1.4 5.2-5 8.6-9.7 9.9C42.2 44.6 35.5 48 27 48 16.5 48 8.2 42 7 33Z",
    "M20 50.5h13l2.5 4.5h-18Z",
  ],
  /** The flame's inner tongue, cut out in the tile colour. */
  flameCore: "M50 15.8c1.7 2.2 2.6 3.9 2.6 5.3a2.6 2.6 0 0 1-5.2 0c0-1.4.9-3.1 2.6-5.3Z",
} as const;

/** The mark as a standalone SVG document (for sharp). */
export function logoMarkSvg(size: number, { tile = true }: { tile?: boolean } = {}): string {
  const { viewBox, tileRadius, lamp, flameCore } = logoMarkShapes;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}">`,
    tile ? `<rect width="64" height="64" rx="${tileRadius}" fill="${LOGO_RED}"/>` : "",
    `<g fill="${tile ? LOGO_WHITE : LOGO_RED}">${lamp.map((d) => `<path d="${d}"/>`).join("")}</g>`,
    `<path d="${flameCore}" fill="${tile ? LOGO_RED : LOGO_WHITE}"/>`,
    `</svg>`,
  ].join("");
}
