import { langFromPath, localizePath, stripLangPrefix } from "../../contract/i18n/locales";
import { OLD_WING_PREFIX, WINGS_PREFIX, wingPath } from "../../contract/routes";

/**
 * The slug a client-only route was asked for: "/wing/youth-wing/" under "/wing" → "youth-wing".
 * Returns "" for the bare prefix; extra path segments are kept ("a/b") so nothing is silently
 * matched to a different page.
 */
export function slugAfter(pathname: string, prefix: string): string {
  const base = prefix.replace(/\/+$/, "");
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return "";
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, "");
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** Where the disputed /wing/{slug} address lives (the route is /wings/{slug}), in the same edition. */
export function wingsPathFor(pathname: string, search = "", hash = ""): string {
  const lang = langFromPath(pathname);
  const slug = slugAfter(stripLangPrefix(pathname), OLD_WING_PREFIX);
  return `${localizePath(slug ? wingPath(slug) : WINGS_PREFIX, lang)}${search}${hash}`;
}
