import React, { createContext, useContext, useEffect, useMemo } from "react";
import { formatMessage, type Messages, type MessageVars } from "./format";
import { DEFAULT_LANG, LOCALES, type Lang } from "./locales";

interface I18nValue {
  lang: Lang;
  messages: Messages;
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
  children,
}: {
  lang: Lang;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ lang, messages }), [lang, messages]);
  useEffect(() => {
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== LOCALES[lang].dir) html.dir = LOCALES[lang].dir;
  }, [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const useI18n = (): I18nValue => useContext(I18nContext) ?? fallback;

/** The language of the page being rendered. */
export function useLang(): Lang {
  return useI18n().lang;
}

/** Translates "<area>.<key>" with named placeholders; an unknown key is a programming error and throws. */
export function useT(): (key: string, vars?: MessageVars) => string {
  const { messages } = useI18n();
  return useMemo(
    () => (key: string, vars?: MessageVars) => {
      const template = messages[key];
      if (template === undefined)
        throw new Error(`No interface string "${key}" (data/i18n/<lang>/)`);
      return formatMessage(template, vars);
    },
    [messages],
  );
}
