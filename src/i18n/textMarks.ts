/**
 * Hooks for content texts and counts in an edition, apart from I18nProvider so that only the pages
 * that use them carry their code (I18nProvider is in every page's first-load JavaScript).
 */
import { useMemo } from "react";
import type { ContentTranslations } from "./contentTranslation";
import { useI18n } from "./I18nProvider";
import { DEFAULT_LANG, LOCALES } from "./locales";

/** Formats a count in the edition's locale (Intl): "12" in English and Urdu, "۱۲" in Pashto. */
export function useFormatNumber(): (value: number) => string {
  const { lang } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(LOCALES[lang].intlLocale);
    return (value) => format.format(value);
  }, [lang]);
}

/** Every text of the page's content translations: what the edition shows in its own language. */
function translatedTexts(translations: ContentTranslations | undefined): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(translations);
  return texts;
}

const ENGLISH_MARK = { lang: "en", dir: "ltr" } as const;
type EnglishMark = typeof ENGLISH_MARK | Record<string, never>;
const NO_MARK: Record<string, never> = {};

/**
 * For a text from the content (data/*.json) as the page shows it: the attributes that mark it as
 * English when this edition has no translation of it (`<p {...en(text)}>`), so it is read and laid
 * out as English inside the right-to-left page; nothing in English or for a translated text. A text
 * counts as translated when it is one of the translations' texts (useTranslatedContent put it there).
 */
export function useEnglishMark(): (text: string | null | undefined) => EnglishMark {
  const { lang, translations } = useI18n();
  return useMemo(() => {
    if (lang === DEFAULT_LANG) return () => NO_MARK;
    const texts = translatedTexts(translations);
    return (text) => (text && !texts.has(text) ? ENGLISH_MARK : NO_MARK);
  }, [lang, translations]);
}
