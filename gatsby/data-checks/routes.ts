import { NEWS_PREFIX } from "../../contract/routes";

/** Paths served by the client-only routes of the site (src/pages/news/[...].tsx): any /news/{id}. */
export const CLIENT_ONLY_PREFIXES = [`${NEWS_PREFIX}/`];

/**
 * Routes that Gatsby creates from files under src/pages: "about/history.tsx" → "/about/history",
 * "wings/index.tsx" → "/wings". Client-only ([...]) and collection ({Type.field}) files are skipped:
 * their paths come from CLIENT_ONLY_PREFIXES and from the data.
 */
export function routesFromPageFiles(pageFiles: string[]): Set<string> {
  const routes = new Set<string>();
  for (const file of pageFiles) {
    if (
      !/\.(tsx|ts|jsx|js)$/.test(file) ||
      /[[{]/.test(file) ||
      /(^|\/)_/.test(file) ||
      /\.(test|spec)\./.test(file)
    )
      continue;
    const route = `/${file.replace(/\.(tsx|ts|jsx|js)$/, "")}`.replace(/\/index$/, "") || "/";
    routes.add(route);
  }
  return routes;
}

/** "/wings/youth-wing/?x#y" → "/wings/youth-wing" (the site uses trailingSlash: "never"). */
export function normalisePath(href: string): string {
  const bare = href.replace(/[?#].*$/, "");
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}
