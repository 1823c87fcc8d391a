import { useLocation } from "@gatsbyjs/reach-router";

/** The current path without a trailing slash ("/" stays "/"), during the static render and in the browser. */
export function useCurrentPath(): string {
  return normalisePath(useLocation().pathname);
}

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : "/";
}

/** A link is active on its own page; "/" only on the home page. */
export function isActivePath(href: string, currentPath: string): boolean {
  return normalisePath(href) === currentPath;
}

/** A group is active when the current page is one of its sub-items (or lies below the group's path). */
export function isGroupActive(
  item: { href: string; subItems?: ReadonlyArray<{ href: string }> | null },
  currentPath: string,
): boolean {
  if (item.subItems?.some((sub) => isActivePath(sub.href, currentPath))) return true;
  const base = normalisePath(item.href);
  return base !== "/" && currentPath.startsWith(`${base}/`);
}
