/**
 * Where a page may first be painted. A slow phone's browser paints whatever it has parsed whenever the
 * parser pauses; a half-parsed header or hero then grows in place (the hero's text is centred
 * vertically, the menu and social links are aligned right), and everything on screen jumps. Each page
 * marks the end of its opening (the
 * header, then the page's hero), and its <head> asks the browser not to paint before the parser has
 * passed the last mark: `<link rel="expect" href="#opening-end" blocking="render">`. The first paint
 * then shows the whole opening at once; what follows the mark is below it and moves nothing.
 *
 * Marks in page order; a page has the first, and the second if it opens with a hero.
 */
export const FIRST_PAINT_MARKS = ["header-end", "opening-end"] as const;

export type FirstPaintMarkId = (typeof FIRST_PAINT_MARKS)[number];

/** The last mark a page's HTML has: the point its first paint waits for (none: paint as parsed). */
export function firstPaintTarget(html: string): FirstPaintMarkId | undefined {
  return [...FIRST_PAINT_MARKS].reverse().find((id) => html.includes(`id="${id}"`));
}
