/**
 * Where the API is: base URL from GATSBY_API_URL at build time (default `/api`,
 * same origin as the site). A module of its own, holding nothing but addresses, so that a page's
 * <head> can name an address (ApiPreload) without shipping the API client in its first load.
 */
export const API_BASE_URL = (process.env.GATSBY_API_URL || "/api").replace(/\/$/, "");

/** The full address of an API path, e.g. apiUrl(API_PATHS.latestNews) → "/api/news/latest". */
export const apiUrl = (path: string) => `${API_BASE_URL}/${path.replace(/^\//, "")}`;

/** Every API path the site calls, relative to API_BASE_URL. */
export const API_PATHS = {
  newsPage: (page: number) => `news?page=${encodeURIComponent(String(page))}`,
  latestNews: "news/latest",
  newsItem: (idOrSlug: string) => `news/${encodeURIComponent(idOrSlug)}`,
  contacts: "contacts",
  challenge: "challenge",
  joinQwp: "join-qwp",
  services: "services",
  products: "products",
} as const;

