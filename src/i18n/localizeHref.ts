import { localizePath, type Lang } from "../../contract/i18n/locales";

/** Addresses that are the same in every edition: the server's API, media, the console, files. */
const SHARED = /^\/(?:api|media|admin|static|page-data)(?:[/?#]|$)/;
const FILE = /\/[^/?#]+\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * A link of the site as seen from an edition: "/join-qwp" → "/ur/join-qwp" on an Urdu page. Other
 * sites, anchors, mailto:/tel:, the API, media and files (PDFs, the RSS feed) are left as they are.
 */
export function localizeHref(href: string, lang: Lang): string {
  if (lang === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  if (SHARED.test(href) || FILE.test(href)) return href;
  return localizePath(href, lang);
}
