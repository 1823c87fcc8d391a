/**
 * The edition's heading line height as a CSS custom property, set by the edition's font CSS
 * (editionFonts.ts): boxes sized in lines (a news card's title) read it. Its own module so that
 * the news cards do not carry the font tables.
 */
export const HEADING_LINE_HEIGHT_VAR = "--heading-line-height";
