import { LANGS, LOCALES } from "../../../contract/i18n/locales";

/** Each language under its English name and its own ("Urdu (اردو)"): staff read English, authors their language. */
const LANGUAGE_NAMES = { en: "English", ur: "Urdu", ps: "Pashto" } as const;

export const LANGUAGE_OPTIONS = LANGS.map((lang) => ({
  value: lang,
  label: lang === "en" ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[lang]} (${LOCALES[lang].nativeName})`,
}));
