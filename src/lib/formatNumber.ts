import type { Lang } from "../i18n/locales";

const EXTENDED_ARABIC_INDIC = "۰۱۲۳۴۵۶۷۸۹";

/**
 * Digits as the edition writes them: Pashto in Extended Arabic-Indic digits (۱۲), as CLDR's ps
 * locale has them; Urdu (CLDR's ur-PK) and English in 0-9. Written here rather than through
 * Intl: Chromium ships no Pashto locale data (Intl.NumberFormat("ps-AF") falls back to en-US there,
 * checked with Debian's chromium 156), while the server's Node has it, and both must write the same
 * text or React's hydration of the server's markup fails.
 */
export function editionDigits(text: string, lang: Lang): string {
  return lang === "ps" ? text.replace(/[0-9]/g, (d) => EXTENDED_ARABIC_INDIC[Number(d)]) : text;
}

/** A whole number (a page number) in the edition's digits, never grouped. */
export function formatInteger(value: number, lang: Lang): string {
  return editionDigits(String(Math.trunc(value)), lang);
}
