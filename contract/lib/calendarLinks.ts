import type { Lang } from "../i18n/locales";
import type { PublicEvent } from "./api/eventWire";
import { addressBeginsWithVenue } from "./eventPlace";
import { EVENTS_PREFIX, eventPath } from "../routes";

/**
 * The calendar files' addresses: one per event, and feeds a phone subscribes to (all upcoming
 * events, a wing's, a district's). One address each, whatever the edition: a calendar file is the
 * event's, in the event's own language. Here rather than in contract/routes.ts, which every page
 * loads: only the events' pages need them.
 */
export const eventIcsPath = (slug: string) => `${eventPath(slug)}.ics`;
export const ALL_EVENTS_ICS_PATH = `${EVENTS_PREFIX}.ics`;
export const wingIcsPath = (wing: string) => `${EVENTS_PREFIX}/wing/${encodeURIComponent(wing)}.ics`;
export const districtIcsPath = (district: string) => `${EVENTS_PREFIX}/district/${encodeURIComponent(district)}.ics`;

/** The comma of the event's own language: a calendar entry is the event's, whatever the edition. */
const COMMA: Record<Lang, string> = { en: ", ", ur: "، ", ps: "، " };

/**
 * The place a calendar app shows and looks up on its map: the venue and the street address, the
 * venue once when the address begins with it.
 */
export function calendarLocation(event: Pick<PublicEvent, "venue" | "address" | "lang">): string {
  if (!event.address) return event.venue;
  return addressBeginsWithVenue(event.venue, event.address) ? event.address : `${event.venue}${COMMA[event.lang]}${event.address}`;
}

/** 2026-12-05T09:30:00.000Z → 20261205T093000Z, Google Calendar's form of a UTC time. */
const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * "Add to Google Calendar": Google's event template link, filled with the event's title, times
 * (UTC, shown by Google in Pakistan time: ctz), place and summary. Undefined for an event without a
 * date yet or a cancelled one: there is nothing to add.
 */
export function googleCalendarUrl(
  event: Pick<PublicEvent, "title" | "summary" | "startsAt" | "endsAt" | "venue" | "address" | "lang" | "status" | "dateToBeAnnounced">,
): string | undefined {
  if (event.status === "cancelled" || event.dateToBeAnnounced) return undefined;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
    details: event.summary,
    location: calendarLocation(event),
    ctz: "Asia/Karachi",
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** OpenStreetMap's embeddable map around a point (about 1 km each way), with a marker on it. */
export function openStreetMapEmbedUrl({ lat: latitude, lon: longitude }: { lat: number; lon: number }): string {
  const d = 0.006;
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude.toFixed(5)},${longitude.toFixed(5)}`;
}

/** The point on openstreetmap.org, for directions. */
export const openStreetMapUrl = ({ lat: latitude, lon: longitude }: { lat: number; lon: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=16/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
