import { isPlainObject } from "../isPlainObject";
import { eventQuerySearch, type EventListQuery } from "../eventFilters";
import type { Lang } from "../../i18n/locales";
import type { EmbeddedJson } from "./embeddedData";
import type { EventPage, PublicEvent } from "./eventWire";

/**
 * The events API's answers: a page of 9 (upcoming or past, filtered), one event by slug. The server is
 * the project's own and answers with eventWire.ts's types; what arrives is checked only for the fields
 * a page cannot render without, so a broken answer shows the error state rather than a crash. The
 * browser asks in src/lib/api/eventRequests.ts.
 */

/** /events?...: the body of GET /api/events for the address's list, with the address's query in data-query. */
export const EMBEDDED_EVENTS_PAGE = "qwp-data-events-page";
/** /events/{slug}: the body of GET /api/events/{slug}. */
export const EMBEDDED_EVENT = "qwp-data-event";

function isEvent(value: unknown): value is PublicEvent {
  return (
    isPlainObject(value) &&
    typeof value.slug === "string" &&
    typeof value.title === "string" &&
    typeof value.startsAt === "string" &&
    typeof value.endsAt === "string" &&
    typeof value.status === "string"
  );
}

export function eventPageOf(body: unknown): EventPage {
  if (!isPlainObject(body) || !Array.isArray(body.events) || !body.events.every(isEvent))
    throw new Error("The server sent a list of events in an unexpected shape.");
  const totalPages = Number(body.totalPages);
  return {
    events: body.events,
    page: Number(body.page) || 1,
    totalPages: Number.isInteger(totalPages) && totalPages >= 0 ? totalPages : 0,
    total: Number(body.total) || 0,
    ...(Number.isInteger(body.others) && Number(body.others) >= 0 ? { others: Number(body.others) } : {}),
  };
}

/**
 * The API's query for an address's list in an edition. English lists every event, whatever language
 * it is written in, each card marking its event's language; Urdu and Pashto list their own
 * language's events only (and end with a link to the other editions' lists). Both the address and
 * the API query name a district by its slug.
 */
export const eventApiQuery = (query: EventListQuery, lang: Lang) => {
  const search = new URLSearchParams(eventQuerySearch(query));
  search.set("when", query.when);
  search.set("page", String(query.page));
  if (lang !== "en") search.set("lang", lang);
  return search.toString();
};

/** The event of GET /api/events/{slug}'s body, or null when it holds none (unknown and draft both show "not found"). */
export const eventOf = (body: unknown): PublicEvent | null => (isEvent(body) ? body : null);

/** The embedded list (EMBEDDED_EVENTS_PAGE), when it was written for this address's list. */
export function embeddedEventPage({ body, dataset }: EmbeddedJson, query: EventListQuery): EventPage | undefined {
  if (dataset.query !== eventQuerySearch(query)) return undefined;
  try {
    return eventPageOf(body);
  } catch {
    return undefined;
  }
}

/** The embedded event (EMBEDDED_EVENT), when it is the one at `slug`. */
export const embeddedEvent = ({ body }: EmbeddedJson, slug: string): PublicEvent | undefined =>
  isEvent(body) && slug !== "" && body.slug === slug ? body : undefined;
