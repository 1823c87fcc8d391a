import { fetchEvent, fetchEventPage } from "../lib/api/eventRequests";
import type { EventPage, PublicEvent } from "../../contract/lib/api/eventWire";
import { eventQuerySearch, type EventListQuery } from "../../contract/lib/eventFilters";
import { useApi } from "./useApi";

/**
 * One page of the events list for the address's query, asked again whenever the query changes.
 * `initial`: that page as the server embedded it, shown without asking.
 */
export function useEventPage(query: EventListQuery, initial?: EventPage) {
  return useApi<EventPage>((signal) => fetchEventPage(query, signal), `page${eventQuerySearch(query)}`, initial);
}

/** One event by slug (null: not found). `initial`: the event the server embedded in the page. */
export function useEvent(slug: string, initial?: PublicEvent) {
  return useApi<PublicEvent | null>((signal) => fetchEvent(slug, signal), slug, initial);
}
