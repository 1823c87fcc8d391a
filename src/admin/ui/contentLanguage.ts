import { LOCALES, isLang, type Lang } from "../../../contract/i18n/locales";

/**
 * The `lang` and `dir` of text written in an item's language: the console's own words stay English,
 * but an Urdu title, venue or body is typed and shown right to left.
 */
export function contentLanguage(lang: Lang | string | undefined): { lang: Lang; dir: "ltr" | "rtl" } {
  const known = isLang(lang) ? lang : "en";
  return { lang: known, dir: LOCALES[known].dir };
}
