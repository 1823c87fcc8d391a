import type { Lang } from "../i18n/locales";

const EXTENDED_ARABIC_INDIC = "۰۱۲۳۴۵۶۷۸۹";

/**
 * The digits each edition writes: Pashto Extended Arabic-Indic (۱۹۵۰), as CLDR's ps locale has them;
 * Urdu (CLDR's ur-PK) and English 0-9. Named, not left to the locale: Chromium ships no Pashto locale
 * data (Intl.NumberFormat("ps-AF") falls back to en-US there, checked with Debian's chromium 156), while
 * the build's and the server's Node has it, and a page's static render and its browser render must
 * write the same text or React's hydration fails.
 */
const DIGITS: Record<Lang, "latn" | "arabext"> = { en: "latn", ur: "latn", ps: "arabext" };

/** Every 0-9 of an already formatted text (a date) in the edition's digits. */
export function editionDigits(text: string, lang: Lang): string {
  return DIGITS[lang] === "arabext"
    ? text.replace(/[0-9]/g, (d) => EXTENDED_ARABIC_INDIC[Number(d)])
    : text;
}

/**
 * A whole number (a year, a count, a length, a page number) in the edition's digits, never grouped:
 * 1950, ۱۹۵۰. Written by hand rather than with Intl.NumberFormat, which gives the same text: the first
 * Intl formatter a page creates loads the locale's data while the page hydrates, for digits that need
 * no locale.
 */
export function formatInteger(value: number, lang: Lang): string {
  return editionDigits(String(Math.trunc(value)), lang);
}
