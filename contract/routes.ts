/**
 * Every page address the site makes, in one place: the pages, the build, the server and the scripts
 * call these builders instead of writing "/leader/" and a slug by hand, so an address changes here
 * and nowhere else (__tests__/architecture/routes.test.ts fails on a hand-made one elsewhere). Small
 * on purpose: every page loads it (the editions' code imports it), so it holds the pages' prefixes and
 * builders only: never the content kinds, nor what only the events' pages need (calendar files).
 */

/** The editions' prefixes: English at the site's root, Urdu under /ur, Pashto under /ps. */
export const EDITION_PREFIXES = { en: "", ur: "/ur", ps: "/ps" } as const;

/** The collections' prefixes (English paths; contract/i18n/locales.ts's localizePath puts them in an edition). */
export const LEADER_PREFIX = "/leader";
export const WINGS_PREFIX = "/wings";
/** The original site's wing address, kept working by a redirect to WINGS_PREFIX. */
export const OLD_WING_PREFIX = "/wing";
export const DISTRICTS_PREFIX = "/districts";
export const NEWS_PREFIX = "/news";
export const EVENTS_PREFIX = "/events";

const under = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

export const leaderPath = (slug: string) => under(LEADER_PREFIX, slug);
export const wingPath = (slug: string) => under(WINGS_PREFIX, slug);
export const oldWingPath = (slug: string) => under(OLD_WING_PREFIX, slug);
export const districtPath = (slug: string) => under(DISTRICTS_PREFIX, slug);
/** An article's page: by its slug, or by its id while it has none. */
export const newsPath = (slugOrId: string) => under(NEWS_PREFIX, slugOrId);
export const eventPath = (slug: string) => under(EVENTS_PREFIX, slug);
