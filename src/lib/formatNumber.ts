import { LOCALES, type Lang } from "../i18n/locales";

const formats = new Map<Lang, Intl.NumberFormat>();

/**
 * A whole number as the edition writes it: Pashto (ps-AF) in Extended Arabic-Indic digits (۵),
 * Urdu (ur-PK) and English in 0-9. No grouping: page numbers, not amounts. English stays a plain
 * `String(n)` (no Intl call on the English site).
 */
export function formatInteger(value: number, lang: Lang): string {
  if (lang === "en") return String(value);
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang].intlLocale, {
      useGrouping: false,
      maximumFractionDigits: 0,
    });
    formats.set(lang, format);
  }
  return format.format(value);
}
