import { useMemo } from "react";
import { useLang } from "./I18nProvider";
import { LOCALES, type Lang } from "../../contract/i18n/locales";

type Mark = { lang?: Lang; dir?: "ltr" | "rtl" };

/**
 * An article or an event is written in one language and shown in any edition (an English article
 * in the Urdu list). `content` marks what the article's author wrote (title, summary) with the article's language
 * and direction, `edition` marks the site's own words inside the article (its date, "Share") with the
 * edition's. Both are empty when the two languages are the same: nothing to mark.
 */
export function useLanguageMarks(contentLang: Lang = "en"): { content: Mark; edition: Mark } {
  const edition = useLang();
  return useMemo(
    () =>
      contentLang === edition
        ? { content: {}, edition: {} }
        : {
            content: { lang: contentLang, dir: LOCALES[contentLang].dir },
            edition: { lang: edition, dir: LOCALES[edition].dir },
          },
    [contentLang, edition],
  );
}
