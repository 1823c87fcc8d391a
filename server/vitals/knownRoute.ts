/**
 * Whether a route pattern names pages the live site has: a built page (`/contact` is
 * contact/index.html) or a collection of one page per item (`/news/:slug` when news/ exists).
 */
import fs from "node:fs";
import path from "node:path";

export function isKnownRoute(siteRoot: string, route: string): boolean {
  const segments = route.split("/").filter(Boolean);
  if (segments.some((segment) => segment === "." || segment === ".." || segment.startsWith("["))) return false;
  if (segments[segments.length - 1] === ":slug") return fs.existsSync(path.join(siteRoot, ...segments.slice(0, -1)));
  return fs.existsSync(path.join(siteRoot, ...segments, "index.html"));
}
