import { useLocation } from "@gatsbyjs/reach-router";
import { useEffect, useState } from "react";

let hydrated = false;

/**
 * The current path without a trailing slash ("/" stays "/"), during the static render and in the browser.
 * The 404 page's HTML is rendered once (for /404.html) and served for every unknown address, and React
 * does not correct attributes while hydrating; so the very first client render repeats the path that
 * the HTML was rendered for (the header's data-current-path) and the real path follows right after.
 */
export function useCurrentPath(): string {
  const actual = useRouterPath();
  const [path, setPath] = useState(() => {
    if (hydrated || typeof document === "undefined") return actual;
    return (
      document.querySelector<HTMLElement>("[data-current-path]")?.dataset.currentPath ?? actual
    );
  });
  useEffect(() => {
    hydrated = true;
    setPath(actual);
  }, [actual]);
  return path;
}

/**
 * The path the router is at, without a trailing slash, from the very first render on: what an effect that
 * answers a new page (a menu closing) compares. Unlike `useCurrentPath` it never repeats the built path, so
 * on the not-found page a control hydrated on first use does not take the real path's arrival for a new page.
 */
export function useRouterPath(): string {
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
