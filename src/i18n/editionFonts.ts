/**
 * Urdu is read in Nastaliq, Pashto in Naskh: each edition's face, self-hosted from Fontsource's Arabic
 * subset, cut down at build time to the letters of the edition's language (gatsby/i18n/fontSubset.ts,
 * written to public/fonts/ by gatsby/i18n/fontFiles.ts), declared only on its own pages: the English
 * pages download no font. The CSS is plain text: the static render puts it in the page's head
 * (gatsby-ssr.tsx); a move into an edition in the browser adds /fonts/<lang>.css (I18nProvider).
 * Nastaliq's letters climb and hang far beyond Latin ones, so Urdu text gets more line height.
 * local() first: Android and iOS ship Noto Nastaliq Urdu and Noto Naskh Arabic, and a phone that has
 * them downloads nothing (test-support/e2e/editionFaces.ts shows a browser the faces or hides them).
 * Urdu has the regular weight only (each Nastaliq weight is about 156 KB whole): bold is synthesised.
 * While saving data (src/lib/saveData.ts) Pashto does the same: its text then names a family that has
 * the regular file alone, so the bold file is never downloaded.
 */
import { WHILE_SAVING_DATA } from "../lib/saveData";
import type { Lang } from "../../contract/i18n/locales";
import { HEADING_LINE_HEIGHT_VAR } from "./headingLineHeight";

export const FONTS_DIR = "/fonts";

/** The Arabic-script subset's range (as Fontsource cuts it): Latin text keeps the system font. */
const ARABIC_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC";

const SYSTEM =
  'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Liberation Sans",Arial,sans-serif';

/**
 * Each edition's font files: the package they come from and the file in its files/ folder. None is
 * preloaded: a preload downloads the file even on a phone that has the face, which local() spares.
 */
export const EDITION_FONT_FILES: Partial<
  Record<Lang, { family: string; weight: number; pkg: string; file: string }[]>
> = {
  ur: [
    {
      family: "Noto Nastaliq Urdu",
      weight: 400,
      pkg: "@fontsource/noto-nastaliq-urdu",
      file: "noto-nastaliq-urdu-arabic-400-normal.woff2",
    },
  ],
  ps: [
    {
      family: "Noto Naskh Arabic",
      weight: 400,
      pkg: "@fontsource/noto-naskh-arabic",
      file: "noto-naskh-arabic-arabic-400-normal.woff2",
    },
    {
      family: "Noto Naskh Arabic",
      weight: 700,
      pkg: "@fontsource/noto-naskh-arabic",
      file: "noto-naskh-arabic-arabic-700-normal.woff2",
    },
  ],
};

const LINE_HEIGHT: Partial<Record<Lang, { body: number; heading: number }>> = {
  ur: { body: 2.1, heading: 1.9 },
  ps: { body: 1.8, heading: 1.5 },
};

/**
 * The names CSS local() can find an installed face by: its full name and its PostScript name (the
 * family alone matches nothing), e.g. "Noto Nastaliq Urdu Regular" and "NotoNastaliqUrdu-Regular".
 */
export function localNames(face: { family: string; weight: number }): string[] {
  const style = face.weight === 700 ? "Bold" : "Regular";
  return [`${face.family} ${style}`, `${face.family.replace(/ /g, "")}-${style}`];
}

/** The edition's @font-face rules and its text's font and line height; "" for English. */
export function editionFontCss(lang: Lang): string {
  const files = EDITION_FONT_FILES[lang];
  const lines = LINE_HEIGHT[lang];
  if (!files || !lines) return "";
  const faces = files
    .map((f) => {
      const src = [
        ...localNames(f).map((name) => `local("${name}")`),
        `url(${FONTS_DIR}/${f.file}) format("woff2")`,
      ].join(",");
      return `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:swap;src:${src};unicode-range:${ARABIC_RANGE}}`;
    })
    .join("");
  const family = `"${files[0].family}",${SYSTEM}`;
  return `${faces}html:lang(${lang}){${HEADING_LINE_HEIGHT_VAR}:${lines.heading}}html:lang(${lang}) body{font-family:${family};line-height:${lines.body}}html:lang(${lang}) :is(h1,h2,h3,h4){font-family:${family};line-height:${lines.heading}}${regularOnlyWhileSavingData(lang)}`;
}

/** For an edition with a bold file: the same regular face under a family of its own, used while saving data. */
function regularOnlyWhileSavingData(lang: Lang): string {
  const files = EDITION_FONT_FILES[lang] ?? [];
  const regular = files.find((f) => f.weight === 400);
  if (!regular || files.length < 2) return "";
  const family = `"${regular.family} regular only"`;
  const src = [...localNames(regular).map((name) => `local("${name}")`), `url(${FONTS_DIR}/${regular.file}) format("woff2")`].join(",");
  const saving = `${WHILE_SAVING_DATA}:lang(${lang})`;
  return `@font-face{font-family:${family};font-style:normal;font-weight:400;font-display:swap;src:${src};unicode-range:${ARABIC_RANGE}}${saving} body,${saving} :is(h1,h2,h3,h4){font-family:${family},${SYSTEM}}`;
}

/** The edition's text font as a CSS font-family ("" for English): for a box of Urdu or Pashto text elsewhere (the staff console). */
export function editionFontFamily(lang: Lang): string {
  const files = EDITION_FONT_FILES[lang];
  return files ? `"${files[0].family}",${SYSTEM}` : "";
}

/**
 * Adds /fonts/<lang>.css to the document's head once (its @font-face rules), in the browser. For the
 * staff console; I18nProvider does the same inline, so that the pages' bundle does not take this
 * module's font list (Home's first-load JS is at its budget).
 */
export function ensureEditionFonts(lang: Lang): void {
  if (!EDITION_FONT_FILES[lang] || document.getElementById(`qwp-fonts-${lang}`)) return;
  const link = document.createElement("link");
  link.id = `qwp-fonts-${lang}`;
  link.rel = "stylesheet";
  link.href = `${FONTS_DIR}/${lang}.css`;
  document.head.appendChild(link);
}
