/** The marks of content texts that an edition shows in English (docs/translators.md). */
import { useI18n } from "./I18nProvider";

const ENGLISH_MARK = { lang: "en", dir: "ltr" } as const;
type EnglishMark = typeof ENGLISH_MARK | Record<string, never>;
const NO_MARK: Record<string, never> = {};

/**
 * For a text from the content (data/*.json) as the page shows it: the attributes that mark it as
 * English when this edition has no translation of it (`<p {...en(text)}>`), so it is read and laid
 * out as English inside the right-to-left page; nothing in English, for a translated text or for a
 * figure. A text
 * counts as translated when it is one of the values of the page's content translations (where
 * useTranslatedContent took it from): looked up as a quoted string in their JSON text (a key of the same spelling would count too: no
 * field is named like a sentence), which
 * keeps this hook small on every page that uses it (Home's first-load JavaScript is at its budget).
 */
export function useEnglishMark(): (text: string | null | undefined) => EnglishMark {
  const { lang, translations } = useI18n();
  // Not memoised: a few components per page call this once each while rendering.
  const translated = JSON.stringify(translations);
  // A figure ("2013", "0.3%") has no letter: it is no language's text, and shown in the edition's digits.
  return (text) =>
    lang !== "en" && text && /[A-Za-z]/.test(text) && !translated.includes(JSON.stringify(text))
      ? ENGLISH_MARK
      : NO_MARK;
}
