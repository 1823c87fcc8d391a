/**
 * Route discovery for the quality checks and tools (the browser tests, scripts/check-budgets.ts,
 * scripts/validate-html.ts, bench/lighthouse.ts), derived from the build output and the data files so
 * the list can never drift from the site: a new page, leader or wing is checked the moment it exists.
 * It lives with the scripts, not the tests, because tools use it without any test runner.
 *
 * - static pages: every public/**\/index.html (plus 404.html), minus Gatsby's dev-404 page and
 *   client-only placeholders such as public/news/[...]/index.html; per edition (English, /ur, /ps);
 * - each leader (data/leaders/*.json) and wing (data/wings/*.json), even if its page failed to build;
 * - the pages Lighthouse measures.
 * The page states the browser tests add (open menus, forms with errors) are in test-support/e2e/routeStates.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { langFromPath, localizePath, type Lang } from "../../contract/i18n/locales";
import { eventPath, leaderPath, newsPath, wingPath } from "../../contract/routes";

export const ROOT = path.resolve(__dirname, "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");
const DATA_DIR = path.join(ROOT, "data");

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Folders under public/ that hold no pages of ours (Gatsby slices, partytown, hashed assets). */
const NON_PAGE_DIRS = new Set(["_gatsby", "~partytown", "static", "page-data", "dev-404-page"]);

/** A built HTML file and the route it answers. */
export type BuiltPage = { route: string; file: string; placeholder: boolean };

/**
 * Every HTML page in the build. `placeholder` marks client-only shells (a path segment in brackets),
 * which are real files the server answers with but have no route of their own.
 */
export function builtPages(): BuiltPage[] {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error(
      "public/index.html is missing: run `npx gatsby build` before the quality checks.",
    );
  }
  const pages: BuiltPage[] = [];
  for (const file of walk(PUBLIC_DIR)) {
    const rel = path.relative(PUBLIC_DIR, file).split(path.sep);
    if (NON_PAGE_DIRS.has(rel[0])) continue;
    const name = rel[rel.length - 1];
    if (name === "index.html") {
      const segments = rel.slice(0, -1);
      // public/404/index.html duplicates public/404.html, which is what servers answer unknown paths with.
      // The editions' not-found pages (public/ur/404/index.html) have no such copy: they are routes here.
      if (segments.join("/") === "404") continue;
      pages.push({
        route: "/" + segments.join("/"),
        file,
        placeholder: segments.some((s) => s.startsWith("[")),
      });
    } else if (rel.length === 1 && name === "404.html") {
      pages.push({ route: "/404", file, placeholder: false });
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Routes of one edition's static pages a visitor can open (no placeholders): English by default, so
 * the specs that walk every page keep their cost; the Urdu and Pashto editions are asked for by name.
 */
export function staticRoutes(lang: Lang = "en"): string[] {
  const routes = builtPages()
    .filter((p) => !p.placeholder && langFromPath(p.route) === lang)
    .map((p) => p.route);
  // The districts' pages are one template with data the data checks cover: the specs that walk
  // every route check the first of them, not all 36 (each would add minutes to CI).
  const districtPage = (route: string) => /\/districts\/[^/]+$/.test(route);
  const firstDistrict = routes.find(districtPage);
  return routes.filter((route) => !districtPage(route) || route === firstDistrict);
}

type Ordered = { slug: string; order: number };

function readFolder(folder: string): Ordered[] {
  const dir = path.join(DATA_DIR, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Partial<Ordered>;
      return {
        slug: data.slug ?? path.basename(f, ".json"),
        order: data.order ?? Number.MAX_SAFE_INTEGER,
      };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** Leader slugs in menu order (data/leaders/*.json). */
export const leaderSlugs = (): string[] => readFolder("leaders").map((l) => l.slug);
/** Wing slugs in menu order (data/wings/*.json). */
export const wingSlugs = (): string[] => readFolder("wings").map((w) => w.slug);

/** The id of the first manifesto in data/manifestos.json (`{ manifestos: [...] }` or a bare array). */
export function firstManifestoId(): string | undefined {
  const file = path.join(DATA_DIR, "manifestos.json");
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as
    { manifestos?: { id: string }[] } | { id: string }[];
  const list = Array.isArray(data) ? data : (data.manifestos ?? []);
  return list[0]?.id;
}

/** One edition's static pages plus every leader and wing page from the data, without duplicates. */
export function pageRoutes(lang: Lang = "en"): string[] {
  const routes = new Set(staticRoutes(lang));
  for (const slug of leaderSlugs()) routes.add(localizePath(leaderPath(slug), lang));
  for (const slug of wingSlugs()) routes.add(localizePath(wingPath(slug), lang));
  return [...routes].sort();
}

/**
 * The routes Lighthouse measures, with the first leader, wing and news item filled in, and an
 * upcoming English event's page (server-rendered from the database).
 */
export function benchRoutes(firstNews?: string, upcomingEvent?: string): string[] {
  const leader = leaderSlugs()[0];
  const wing = wingSlugs()[0];
  return [
    "/",
    "/about/about",
    "/about/history",
    "/about/manifestos",
    leader ? leaderPath(leader) : undefined,
    wing ? wingPath(wing) : undefined,
    "/projects",
    "/news",
    firstNews ? newsPath(firstNews) : undefined,
    upcomingEvent ? eventPath(upcomingEvent) : undefined,
    "/gallery/videos",
    "/contact",
    "/join-qwp",
    // Search with results the server renders into the page.
    "/search?q=party",
    // The editions: a right-to-left Home with its web font, a runtime news list, an article and a form.
    "/ur",
    "/ur/news",
    firstNews ? localizePath(newsPath(firstNews), "ps") : undefined,
    "/ps/join-qwp",
  ].filter((r): r is string => Boolean(r));
}
