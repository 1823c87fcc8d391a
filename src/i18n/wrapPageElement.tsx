import React from "react";
import type { ContentTranslations } from "./contentTranslation";
import type { Messages } from "../../contract/i18n/format";
import { I18nProvider } from "./I18nProvider";
import { DEFAULT_LANG, isLang } from "../../contract/i18n/locales";

type EditionPageContext = {
  lang?: unknown;
  messages?: Messages;
  translations?: ContentTranslations;
  contentUntranslated?: boolean;
};

/** gatsby-ssr's and gatsby-browser's wrapPageElement: the page's edition from its context (gatsby/onCreatePage.ts). */
export function wrapWithEdition({
  element,
  props,
}: {
  element: React.ReactElement;
  props: { pageContext?: EditionPageContext };
}) {
  const context = props.pageContext ?? {};
  const lang = isLang(context.lang) ? context.lang : DEFAULT_LANG;
  return (
    <I18nProvider
      lang={lang}
      messages={context.messages ?? {}}
      translations={context.translations}
      contentUntranslated={context.contentUntranslated}
    >
      {element}
    </I18nProvider>
  );
}
