import type { Lang } from "../../../contract/i18n/locales";
import { SITE_SHAPE_QUERY } from "../../../contract/lib/api/siteShape";

/**
 * Where the API is: base URL from GATSBY_API_URL at build time (default `/api`,
 * same origin as the site). A module of its own, holding nothing but addresses, so that a page's
 * <head> can name an address (ApiPreload) without shipping the API client in its first load.
 */
export const API_BASE_URL = (process.env.GATSBY_API_URL || "/api").replace(/\/$/, "");

/** The full address of an API path, e.g. apiUrl(API_PATHS.latestNews()) → "/api/news/latest". */
export const apiUrl = (path: string) => `${API_BASE_URL}/${path.replace(/^\//, "")}`;

/** The query of an Urdu or Pashto edition's news: its own language's articles, no others. */
const editionOnly = (lang: Lang) => `lang=${lang}&only=lang`;

/**
 * Every API path the site calls, relative to API_BASE_URL. The news paths ask for the site's wire
 * shape (contract/lib/api/siteShape.ts); without it the news API answers in the seed's names.
 */
export const API_PATHS = {
  /** An Urdu or Pashto edition's list (`lang`) has its language's articles only; English lists every article by date. */
  newsPage: (page: number, lang: Lang = "en") =>
    `news?page=${encodeURIComponent(String(page))}&${SITE_SHAPE_QUERY}${lang === "en" ? "" : `&${editionOnly(lang)}`}`,
  /** Home's latest news in an edition (`lang`): as that edition's news list, its language's articles only. */
  latestNews: (lang: Lang = "en") => `news/latest?${SITE_SHAPE_QUERY}${lang === "en" ? "" : `&${editionOnly(lang)}`}`,
  newsItem: (idOrSlug: string) => `news/${encodeURIComponent(idOrSlug)}?${SITE_SHAPE_QUERY}`,
  /** A page of events: `query` is eventApiQuery's (when, page, filters). */
  eventPage: (query: string) => `events?${query}`,
  event: (slug: string) => `events/${encodeURIComponent(slug)}`,
  attendance: (slug: string) => `events/${encodeURIComponent(slug)}/attendance`,
  contacts: "contacts",
  challenge: "challenge",
  joinQwp: "join-qwp",
  services: "services",
  products: "products",
  /** Field measurements of the page's speed (src/lib/vitals/reportVitals.ts). */
  vitals: "vitals",
} as const;

