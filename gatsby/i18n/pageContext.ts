/**
 * What every page's context carries for its edition: the language and its interface strings
 * (wrapPageElement hands them to I18nProvider). Read from data/i18n once per build.
 */
import type { Lang } from "../../src/i18n/locales";
import type { Messages } from "../../src/i18n/format";
import { loadMessages } from "./messages";

export interface EditionContext {
  lang: Lang;
  messages: Messages;
}

/**
 * Areas only some pages show, by their English path: a page carries its strings in its page data,
 * so the forms' many texts (labels, options, every validation message) travel only with the pages
 * that have a form. The staff console's fields use the forms' shared texts ("(optional)"). Every
 * other area goes to every page.
 */
export const PAGE_AREAS: Readonly<Record<string, readonly RegExp[]>> = {
  forms: [/^\/join-qwp$/, /^\/contact$/, /^\/admin(\/|$)/, /^\/events\/\*$/],
  join: [/^\/join-qwp$/],
  contact: [/^\/contact$/],
};

const cache = new Map<string, Messages>();

/** The areas of PAGE_AREAS the page at `englishPath` shows (none for a page built without a path). */
const scopedAreasOf = (englishPath?: string) =>
  Object.keys(PAGE_AREAS).filter(
    (area) => englishPath !== undefined && PAGE_AREAS[area].some((pattern) => pattern.test(englishPath)),
  );

export function editionContext(lang: Lang, root = process.cwd(), englishPath?: string): EditionContext {
  const shown = scopedAreasOf(englishPath);
  const key = `${root}\n${lang}\n${shown.join()}`;
  let messages = cache.get(key);
  if (!messages) {
    const all = loadMessages(root, lang, { forPages: true });
    messages = Object.fromEntries(
      Object.entries(all).filter(([name]) => {
        const area = name.slice(0, name.indexOf("."));
        return !(area in PAGE_AREAS) || shown.includes(area);
      }),
    );
    cache.set(key, messages);
  }
  return { lang, messages };
}
