/**
 * The site's editions: English at today's addresses, Urdu under /ur and Pashto under /ps, with the
 * same slugs in every edition. Pure: used by the pages, the build (gatsby/), the server and the tests.
 */
import { EDITION_PREFIXES } from "../routes";

export const LANGS = ["en", "ur", "ps"] as const;
export type Lang = (typeof LANGS)[number];

export interface Locale {
  dir: "ltr" | "rtl";
  /** The language's name in its own script, as the language switcher shows it. */
  nativeName: string;
  /** For Intl (dates, numbers). */
  intlLocale: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  pathPrefix: (typeof EDITION_PREFIXES)[Lang];
}

export const LOCALES: Record<Lang, Locale> = {
  en: { dir: "ltr", nativeName: "English", intlLocale: "en-US", ogLocale: "en_GB", pathPrefix: EDITION_PREFIXES.en },
  ur: { dir: "rtl", nativeName: "اردو", intlLocale: "ur-PK", ogLocale: "ur_PK", pathPrefix: EDITION_PREFIXES.ur },
  ps: { dir: "rtl", nativeName: "پښتو", intlLocale: "ps-AF", ogLocale: "ps_AF", pathPrefix: EDITION_PREFIXES.ps },
};

export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** "/ur/news/x" → "ur"; any path outside /ur and /ps is English. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LANG && isLang(first) ? first : DEFAULT_LANG;
}

/** "/ur/news/x" → "/news/x"; "/ur" → "/"; English paths are returned as they are. */
export function stripLangPrefix(pathname: string): string {
  const { pathPrefix } = LOCALES[langFromPath(pathname)];
  if (!pathPrefix) return pathname;
  const rest = pathname.slice(pathPrefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in another edition: "/news/x" + ur → "/ur/news/x"; "/" + ur → "/ur"; a path already in
 * an edition moves to the other ("/ps/join-qwp" + ur → "/ur/join-qwp"). Query and hash are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const suffix = match?.[2] ?? "";
  const base = stripLangPrefix(pathname);
  const { pathPrefix } = LOCALES[lang];
  const localized = pathPrefix === "" ? base : base === "/" ? pathPrefix : `${pathPrefix}${base}`;
  return localized + suffix;
}
