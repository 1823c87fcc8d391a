import type { EventListQuery } from "../../../contract/lib/eventFilters";
import { eventApiQuery, eventOf, eventPageOf } from "../../../contract/lib/api/events";
import type { EventPage, PublicEvent } from "../../../contract/lib/api/eventWire";
import { API_PATHS, apiRequest, editionLang } from "./client";

/** The browser's events requests: a page of 9 (upcoming or past, filtered), one event by slug. */

export async function fetchEventPage(query: EventListQuery, signal?: AbortSignal): Promise<EventPage> {
  return eventPageOf(await apiRequest<unknown>(API_PATHS.eventPage(eventApiQuery(query, editionLang())), { signal }));
}

export async function fetchEvent(slug: string, signal?: AbortSignal): Promise<PublicEvent | null> {
  if (!slug.trim()) return null;
  return eventOf(await apiRequest<unknown>(API_PATHS.event(slug), { signal }));
}
