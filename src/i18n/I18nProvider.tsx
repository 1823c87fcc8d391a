import React, { createContext, useContext, useEffect, useMemo } from "react";
import {
  formatMessage,
  formatParts,
  messageTemplate,
  type Messages,
  type MessageVars,
} from "../../contract/i18n/format";
import { overlayTranslation, type ContentTranslations } from "./contentTranslation";
import { DEFAULT_LANG, LOCALES, type Lang } from "../../contract/i18n/locales";

interface I18nValue {
  lang: Lang;
  messages: Messages;
  /** The content translations of the files the page shows (gatsby/i18n/contentTranslations.ts). */
  translations?: ContentTranslations;
  /** The page's own content has no translation in this edition yet: it is shown in English. */
  contentUntranslated?: boolean;
}

/**
 * Messages used where no page provides any: only Jest sets them (test-support/jest/i18n.ts loads
 * data/i18n/en), so a component renders its English texts in a unit test as on the English site.
 * Pages always have a provider (wrapPageElement), filled from the page's context at build time.
 */
let fallback: I18nValue = { lang: DEFAULT_LANG, messages: {} };
export function setFallbackMessages(messages: Messages): void {
  fallback = { lang: DEFAULT_LANG, messages };
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives the page's language and its interface strings to every component under it. After a move
 * between editions in the browser, it sets <html lang dir> (the static render sets them in
 * gatsby-ssr.tsx from the page's path).
 */
export function I18nProvider({
  lang,
  messages,
  translations,
  contentUntranslated,
  children,
}: I18nValue & { children: React.ReactNode }) {
  const value = useMemo(
    () => ({ lang, messages, translations, contentUntranslated }),
    [lang, messages, translations, contentUntranslated],
  );
  useEffect(() => {
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== LOCALES[lang].dir) html.dir = LOCALES[lang].dir;
    // Arrived from another edition without a page load: the edition's fonts are not in the head yet.
    if (lang !== DEFAULT_LANG && !document.getElementById(`qwp-fonts-${lang}`)) {
      const link = document.createElement("link");
      link.id = `qwp-fonts-${lang}`;
      link.rel = "stylesheet";
      link.href = `/fonts/${lang}.css`;
      document.head.appendChild(link);
    }
  }, [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's edition as the provider holds it (the hooks here and in textMarks.ts read it). */
export const useI18n = (): I18nValue => useContext(I18nContext) ?? fallback;

/** The language of the page being rendered. */
export function useLang(): Lang {
  return useI18n().lang;
}

/** Translates "<area>.<key>" with named placeholders; an unknown key is a programming error and throws. */
export function useT(): (key: string, vars?: MessageVars) => string {
  const { messages } = useI18n();
  return useMemo(
    () => (key: string, vars?: MessageVars) => {
      return formatMessage(messageTemplate(messages, key), vars);
    },
    [messages],
  );
}

/** Like useT, for a sentence with elements inside: the parts to render, in the translation's order. */
export function useTParts(): (
  key: string,
  vars: Record<string, React.ReactNode>,
) => React.ReactNode[] {
  const { messages } = useI18n();
  return useMemo(
    () => (key: string, vars: Record<string, React.ReactNode>) => {
      return formatParts<React.ReactNode>(messageTemplate(messages, key), vars).map(
        (part, index) =>
          typeof part === "string" ? part : <React.Fragment key={index}>{part}</React.Fragment>,
      );
    },
    [messages],
  );
}

/** The English content of a data file ("home", "leaders/x") with this edition's translated texts in place. */
export function useTranslatedContent<T>(file: string, english: T): T {
  const { translations } = useI18n();
  const translation = translations?.[file];
  return useMemo(() => overlayTranslation(english, translation), [english, translation]);
}

/**
 * The translated content a page is made of. Its absence is a build-time bug (the data checks require
 * the file, and createPages makes pages only for existing slugs), so it throws and the build fails.
 */
export function usePageContent<T>(file: string, english: T | null | undefined): T {
  const content = useTranslatedContent(file, english);
  if (!content) throw new Error(`No content for ${file} (data/${file}.json)`);
  return content;
}

/** Whether the page's own content is still English in this edition (the layout marks it so). */
export function useContentUntranslated(): boolean {
  return Boolean(useI18n().contentUntranslated);
}

/** Whether this edition has a translation of the data file (always true in English). */
export function useHasTranslation(file: string): boolean {
  const { lang, translations } = useI18n();
  return lang === DEFAULT_LANG || translations?.[file] !== undefined;
}
