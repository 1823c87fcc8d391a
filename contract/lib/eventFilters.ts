import { EVENT_KINDS, type EventKind } from "./eventKinds";

/**
 * What the events list shows, as its address says it: `/events?when=past&district=swat&page=2`.
 * The filters are a GET form, so the address is the whole state: it can be shared, reloaded, and
 * Back returns to the previous choice, with or without scripts.
 */
export type EventListQuery = {
  when: "upcoming" | "past";
  page: number;
  /** A district's slug (data/districts/). */
  district?: string;
  wing?: string;
  kind?: EventKind;
};

/** A wing's slug as data/wings/ names them; anything else in the address is not a wing. */
const WING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isKind = (value: string): value is EventKind => (EVENT_KINDS as readonly string[]).includes(value);

/**
 * The list an address asks for. A value that is not a district (of `districts`: the page's, from
 * the data), wing or kind is left out (an old or mistyped link still shows events, unfiltered), as
 * is a page that is not a whole number ≥ 1.
 */
export function eventQueryFromSearch(
  search: string,
  districts: readonly { slug: string }[],
): EventListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page") ?? "1");
  const district = params.get("district") ?? "";
  const wing = params.get("wing") ?? "";
  const kind = params.get("kind") ?? "";
  return {
    when: params.get("when") === "past" ? "past" : "upcoming",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    ...(districts.some((known) => known.slug === district) ? { district } : {}),
    ...(WING_SLUG.test(wing) && wing.length <= 80 ? { wing } : {}),
    ...(isKind(kind) ? { kind } : {}),
  };
}

/** The address's query for a list, only what differs from the defaults: "" for upcoming, page 1, unfiltered. */
export function eventQuerySearch(query: EventListQuery): string {
  const params = new URLSearchParams();
  if (query.when === "past") params.set("when", "past");
  if (query.district) params.set("district", query.district);
  if (query.wing) params.set("wing", query.wing);
  if (query.kind) params.set("kind", query.kind);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The English address of a list (the links put it in the page's edition). */
export const eventsHref = (query: EventListQuery) => `/events${eventQuerySearch(query)}`;

/** Whether any filter is chosen. */
export const hasEventFilters = (query: EventListQuery) => Boolean(query.district || query.wing || query.kind);
