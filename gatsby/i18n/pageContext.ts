/**
 * What every page's context carries for its edition: the language and the interface strings of the
 * areas its code names (wrapPageElement hands them to I18nProvider). Read from data/i18n once per build.
 */
import type { Lang } from "../../contract/i18n/locales";
import type { Messages } from "../../contract/i18n/format";
import { loadMessages } from "./messages";
import { areasNamedBy } from "./pageAreas";

export interface EditionContext {
  lang: Lang;
  messages: Messages;
}

const cache = new Map<string, Messages>();

const areaOf = (name: string) => name.slice(0, name.indexOf("."));

/**
 * The edition's strings for the page built from `component`: only the areas its own code and the
 * modules it imports name (gatsby/i18n/pageAreas.ts), since a page's data carries its strings to
 * every visitor before the page can start.
 */
export function editionContext(
  lang: Lang,
  component: string,
  root = process.cwd(),
): EditionContext {
  const key = `${root}\n${lang}\n${component}`;
  let messages = cache.get(key);
  if (!messages) {
    const all = loadMessages(root, lang, { forPages: true });
    const named = areasNamedBy(component, [...new Set(Object.keys(all).map(areaOf))]);
    messages = Object.fromEntries(Object.entries(all).filter(([name]) => named.has(areaOf(name))));
    cache.set(key, messages);
  }
  return { lang, messages };
}
