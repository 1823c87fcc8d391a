/**
 * The per-route limits of `npm run check:budgets`: today's figures plus a margin, kept in
 * scripts/route-budgets.json so that a change to a limit is a reviewed line in a commit. A route is an
 * edition's page ("/ur/contact") or an edition's collection of one page per item ("/ur/leader/:slug",
 * limited by its largest page), so a new leader is held to the leaders' limit from the start.
 */
import fs from "node:fs";
import path from "node:path";
import { langFromPath, localizePath } from "../../contract/i18n/locales";
import { routePattern } from "../../contract/lib/vitals/vitals";
import type { PageWeight } from "./pageWeight";

export const ROUTE_BUDGETS_FILE = path.resolve(__dirname, "../route-budgets.json");

/** Limits are today's figures plus this share, rounded up: room for a sentence of content, not for a new feature. */
export const ROUTE_MARGIN = 0.03;

export type Figures = PageWeight & { firstLoadJsGzip: number };
export type RouteFigures = { route: string; key: string; figures: Figures };
type Limits = Record<string, Figures>;

const MEASURES: { key: keyof Figures; label: string; unit: "elements" | "bytes" }[] = [
  { key: "elementsHydrated", label: "elements hydrated", unit: "elements" },
  { key: "firstLoadJsGzip", label: "first-load JS (gzip)", unit: "bytes" },
  { key: "cssBytes", label: "page CSS", unit: "bytes" },
  { key: "pageDataBytes", label: "page data", unit: "bytes" },
  { key: "htmlBytes", label: "HTML", unit: "bytes" },
];

/** "/ur/leader/tariq-khan" → "/ur/leader/:slug"; client-only placeholders ("/news/[...]") stay themselves. */
export function routeKey(route: string): string {
  if (route.includes("[")) return route;
  return localizePath(routePattern(route), langFromPath(route));
}

const amount = (value: number, unit: "elements" | "bytes") => (unit === "bytes" ? `${(value / 1000).toFixed(1)} KB` : `${value}`);

function largestPerRoute(pages: RouteFigures[]): Limits {
  const largest: Limits = {};
  for (const { key, figures } of pages) {
    const current = largest[key];
    largest[key] = current ? (Object.fromEntries(MEASURES.map(({ key: m }) => [m, Math.max(current[m], figures[m])])) as Figures) : { ...figures };
  }
  return largest;
}

/** Writes today's figures (plus the margin) as the limits; returns the file's path. */
export function writeRouteLimits(pages: RouteFigures[]): string {
  const limits = Object.fromEntries(
    Object.entries(largestPerRoute(pages))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, figures]) => [key, Object.fromEntries(MEASURES.map(({ key: m }) => [m, Math.ceil(figures[m] * (1 + ROUTE_MARGIN))]))]),
  );
  fs.writeFileSync(ROUTE_BUDGETS_FILE, `${JSON.stringify({ margin: ROUTE_MARGIN, routes: limits }, null, 2)}\n`);
  return path.relative(process.cwd(), ROUTE_BUDGETS_FILE);
}

/** Each route's figures against its limits: a line per route, and a failure per measure over its limit. */
export function checkRouteLimits(pages: RouteFigures[], file = ROUTE_BUDGETS_FILE): { lines: string[]; failures: string[] } {
  const { routes: limits } = JSON.parse(fs.readFileSync(file, "utf8")) as { routes: Limits };
  const lines: string[] = [];
  const failures: string[] = [];
  for (const [key, figures] of Object.entries(largestPerRoute(pages)).sort(([a], [b]) => a.localeCompare(b))) {
    const limit = limits[key];
    if (!limit) {
      lines.push(`new  ${key}: no limit yet (npm run check:budgets -- --update writes today's figures)`);
      continue;
    }
    const over = MEASURES.filter(({ key: m }) => figures[m] > limit[m]);
    for (const { key: m, label, unit } of over) {
      const worst = pages.filter((page) => page.key === key).sort((a, b) => b.figures[m] - a.figures[m])[0];
      failures.push(`${worst.route}: ${label} ${amount(figures[m], unit)} exceeds the route's limit ${amount(limit[m], unit)} (${key} in scripts/route-budgets.json)`);
    }
    const row = MEASURES.map(({ key: m, unit }) => `${amount(figures[m], unit)}/${amount(limit[m], unit)}`).join("  ");
    lines.push(`${over.length ? "FAIL" : "ok  "} ${key.padEnd(26)} ${row}`);
  }
  return { lines, failures };
}
