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

const cache = new Map<Lang, Messages>();

export function editionContext(lang: Lang, root = process.cwd()): EditionContext {
  let messages = cache.get(lang);
  if (!messages) {
    messages = loadMessages(root, lang, { forPages: true });
    cache.set(lang, messages);
  }
  return { lang, messages };
}
