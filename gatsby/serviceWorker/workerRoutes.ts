/**
 * The service worker's runtime routes, as workbox-build's generateSW writes them into sw.js.
 * Workbox copies a matcher's or plugin's source text into the worker, where nothing of this module
 * exists: so each is made from its source (`new Function`) with its figures written in.
 */
import type { RuntimeCaching } from "workbox-build";
import { LANGS, LOCALES, type Lang } from "../../contract/i18n/locales";
import { KEPT_CODE, codeCacheName } from "./keepLoaded";
import { ARTICLE_PATH, OFFLINE_CACHES, OFFLINE_PAGE, SAVED_ARTICLES } from "../../src/lib/offline/caches";

/** A page not answered within this time is shown from the cache, if saved; else the network's answer is awaited. */
export const NETWORK_TIMEOUT_S = 4;

/** Later-loaded code files kept, the least recently used going first. */
const SAVED_CODE = 60;

/** Pictures kept, the least recently shown going first. */
const SAVED_IMAGES = 300;

/** Addresses the worker never answers nor keeps: the staff console and its sign-in, the API but public news reads, media uploads' forms. */
const NEVER = /^\/(?:admin|api(?!\/news(?:\/|$)))(?:\/|$)/;

/** The edition a path belongs to, as a pattern: "/ur..." and "/ps..." or everything else. */
const editionPattern = (lang: Lang) => {
  const prefix = LOCALES[lang].pathPrefix;
  return prefix ? `^${prefix.replace("/", "\\/")}(?:\\/|$)` : `^(?!\\/(?:${LANGS.filter((l) => l !== lang).join("|")})(?:\\/|$))`;
};

type Matcher = NonNullable<RuntimeCaching["urlPattern"]>;
type Plugin = NonNullable<NonNullable<RuntimeCaching["options"]>["plugins"]>[number];

/** A same-origin page load (a navigation) of one edition, an article's or not. */
function navigationOf(lang: Lang, article: boolean): Matcher {
  return new Function(
    "o",
    `var p=o.url.pathname;return o.request.mode==="navigate"&&o.url.origin===self.location.origin` +
      `&&!${NEVER}.test(p)&&${new RegExp(editionPattern(lang))}.test(p)&&${article ? "" : "!"}${ARTICLE_PATH}.test(p)`,
  ) as Matcher;
}

const sameOrigin = (test: string): Matcher =>
  new Function("o", `var p=o.url.pathname;return o.url.origin===self.location.origin&&${test}`) as Matcher;

/**
 * Only answers every reader gets alike are kept: a 200 that no one marked private or no-store (the
 * server marks so everything personal, every form answer and every console page).
 */
const publicAnswersOnly: Plugin = {
  cacheWillUpdate: new Function(
    "o",
    `var r=o.response,c=(r.headers.get("Cache-Control")||"").toLowerCase();` +
      `return r.status===200&&r.type==="basic"&&c.indexOf("private")<0&&c.indexOf("no-store")<0?r:null`,
  ) as Plugin["cacheWillUpdate"],
};

const networkFirst = (cacheName: string, maxEntries?: number, fallbackURL?: string): RuntimeCaching["options"] => ({
  cacheName,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [publicAnswersOnly],
  ...(maxEntries ? { expiration: { maxEntries } } : {}),
  ...(fallbackURL ? { precacheFallback: { fallbackURL } } : {}),
});

/** `revision`: this release's code and faces (writeServiceWorker.ts), naming its code cache. */
export function runtimeCaching(revision: string): RuntimeCaching[] {
  const pages: RuntimeCaching[] = LANGS.flatMap((lang) => {
    const offline = `${LOCALES[lang].pathPrefix}${OFFLINE_PAGE}`;
    return [
      {
        urlPattern: navigationOf(lang, true),
        handler: "NetworkFirst" as const,
        options: networkFirst(OFFLINE_CACHES.articles, SAVED_ARTICLES, offline),
      },
      {
        urlPattern: navigationOf(lang, false),
        handler: "NetworkFirst" as const,
        options: networkFirst(OFFLINE_CACHES.pages, undefined, offline),
      },
    ];
  });
  return [
    ...pages,
    {
      // Gatsby's data for a page reached by a link, and the public news the pages read.
      urlPattern: sameOrigin(`(/^\\/page-data\\/(?!admin[/.])/.test(p)||/^\\/api\\/news(?:$|\\/)/.test(p))`),
      handler: "NetworkFirst",
      options: networkFirst(OFFLINE_CACHES.pages),
    },
    {
      // The build's scripts, styles and faces never change under their names in a release: kept once loaded.
      urlPattern: sameOrigin(`${KEPT_CODE}.test(p)`),
      handler: "CacheFirst",
      options: {
        cacheName: codeCacheName(revision),
        plugins: [publicAnswersOnly],
        expiration: { maxEntries: SAVED_CODE, purgeOnQuotaError: true },
      },
    },
    {
      // Pictures never change under their names (uploads get new names, the build hashes its own).
      urlPattern: sameOrigin(`/^\\/(?:media|static)\\/.+\\.(?:avif|webp|jpe?g|png|gif|svg)$/i.test(p)`),
      handler: "CacheFirst",
      options: {
        cacheName: OFFLINE_CACHES.images,
        plugins: [publicAnswersOnly],
        expiration: { maxEntries: SAVED_IMAGES, purgeOnQuotaError: true },
      },
    },
  ];
}
