/**
 * The edition of a page's `Head` export. Gatsby renders Head outside the page's element, so outside
 * I18nProvider: hooks like useT see no page there. Head receives the same page context the page
 * does (gatsby/onCreatePage.ts, gatsby/createPages.ts), with the edition's language, its interface
 * strings and its content translations; this reads them from it.
 */
import { overlayTranslation, type ContentTranslations } from "./contentTranslation";
import { formatMessage, messageTemplate, type Messages, type MessageVars } from "../../contract/i18n/format";
import { DEFAULT_LANG, isLang, type Lang } from "../../contract/i18n/locales";

export interface HeadEdition {
  lang: Lang;
  /** Like useT: "<area>.<key>" with named placeholders; an unknown key throws (the build fails). */
  t: (key: string, vars?: MessageVars) => string;
  /** Like useTranslatedContent: the English content with the edition's translated texts in place. */
  content: <T>(file: string, english: T) => T;
  /**
   * Whether a content text (from `content`) reads in the edition's own words: always on an English
   * page, elsewhere only where a translation replaced the English. A page describes itself by such a
   * text, and otherwise by one of the edition's strings.
   */
  inEditionWords: (text: string | null | undefined, english: string | null | undefined) => boolean;
}

type EditionContext = {
  lang?: unknown;
  messages?: Messages;
  translations?: ContentTranslations;
};

export function headEdition(pageContext: unknown): HeadEdition {
  const context = (pageContext ?? {}) as EditionContext;
  const lang = isLang(context.lang) ? context.lang : DEFAULT_LANG;
  const messages = context.messages ?? {};
  return {
    lang,
    t: (key, vars) => formatMessage(messageTemplate(messages, key), vars),
    content: (file, english) => overlayTranslation(english, context.translations?.[file]),
    inEditionWords: (text, english) => lang === "en" || text !== english,
  };
}
