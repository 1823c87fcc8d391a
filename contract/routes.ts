/**
 * Every page address the site makes, in one place: the pages, the build, the server and the scripts
 * call these builders instead of writing "/leader/" and a slug by hand, so an address changes here
 * and nowhere else (__tests__/architecture/routes.test.ts fails on a hand-made one elsewhere). Small
 * on purpose: the public pages import it, so it holds strings and builders, never the content kinds.
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

/**
 * The calendar files' addresses: one per event, and feeds a phone subscribes to (all upcoming
 * events, a wing's, a district's). One address each, whatever the edition: a calendar file is the
 * event's, in the event's own language.
 */
export const eventIcsPath = (slug: string) => `${eventPath(slug)}.ics`;
export const ALL_EVENTS_ICS_PATH = `${EVENTS_PREFIX}.ics`;
export const wingIcsPath = (wing: string) => `${under(`${EVENTS_PREFIX}/wing`, wing)}.ics`;
export const districtIcsPath = (district: string) => `${under(`${EVENTS_PREFIX}/district`, district)}.ics`;
