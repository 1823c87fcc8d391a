import { formatMessage, type Messages } from "../../i18n/format";

/**
 * An interface string for a page's `Head` export, which Gatsby renders outside the page's
 * I18nProvider: read from the page context, which carries the edition's strings
 * (gatsby/onCreatePage.ts). An unknown key throws, as useT does: the build fails naming it.
 */
export function headText(pageContext: unknown, key: string): string {
  const messages = (pageContext as { messages?: Messages } | undefined)?.messages ?? {};
  const template = messages[key];
  if (template === undefined)
    throw new Error(`No interface string "${key}" for the page's Head (data/i18n/<lang>/)`);
  return formatMessage(template);
}
