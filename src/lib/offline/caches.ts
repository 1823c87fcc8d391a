/**
 * The service worker's runtime caches (gatsby/serviceWorker/), named here once: the worker fills
 * them and the offline page and news lists read them to say what this device has saved.
 */
export const OFFLINE_CACHES = {
  /** Every page the visitor opened (HTML and page-data), kept as it was last read online. */
  pages: "qwp-pages",
  /** The last articles the visitor opened: their pages and their API answers. */
  articles: "qwp-articles",
  /** Code a page loaded after it started (not precached). */
  code: "qwp-code",
  /** Pictures at the size the visitor's screen asked for. */
  images: "qwp-images",
} as const;

/** How many articles stay saved: the visitor's last 20. */
export const SAVED_ARTICLES = 20;

/** A page's address is an article's: /news/<slug> in any edition. */
export const ARTICLE_PATH = /^(?:\/ur|\/ps)?\/news\/[^/]+$/;

/** The offline page of each edition. */
export const OFFLINE_PAGE = "/offline";
