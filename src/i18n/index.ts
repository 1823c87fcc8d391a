/** The editions' interface: languages, paths, messages (see docs/translators.md). */
export {
  DEFAULT_LANG,
  LANGS,
  LOCALES,
  isLang,
  langFromPath,
  localizePath,
  stripLangPrefix,
  type Lang,
  type Locale,
} from "../../contract/i18n/locales";
export {
  formatMessage,
  formatParts,
  placeholders,
  type Messages,
  type MessageVars,
} from "../../contract/i18n/format";
export {
  I18nProvider,
  useContentUntranslated,
  useHasTranslation,
  useLang,
  useT,
  useTParts,
  useTranslatedContent,
} from "./I18nProvider";
export { headEdition, type HeadEdition } from "./headEdition";
export { useEnglishMark } from "./textMarks";
