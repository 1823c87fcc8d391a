/**
 * The events' calendar files (RFC 5545), written with ical-generator: one event's
 * (/events/{slug}.ics) and the feeds a phone subscribes to (/events.ics, a wing's, a district's).
 *
 * What makes a subscribed phone follow changes: each event's UID is its slug at the site's host
 * (a slug is locked once the event has been public), SEQUENCE is the event's own counter, which
 * grows on every change, and a cancelled event stays in the feeds with STATUS:CANCELLED, so the
 * phone strikes it out instead of keeping the stale entry. Times are written in UTC (…Z), the
 * form every calendar reads the same way: a phone in Pakistan shows the hour the poster says, one
 * abroad the same moment in its own zone, and no VTIMEZONE can be read wrongly (ical-generator
 * writes TZID times from native dates in the server's own zone, not the one named).
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { JSDOM } from "jsdom";
import { localizePath } from "../../src/i18n/locales";
import type { PublicEvent } from "../../src/lib/api/eventWire";
import { eventPath } from "../../src/lib/api/events";
import { calendarLocation } from "../../src/lib/calendarLinks";
import { absoluteUrl } from "../../src/lib/structuredData";

/** The event's description as plain text: one paragraph (or list item, heading, line) a line. */
export function plainText(html: string): string {
  const marked = html.replace(/<\/(?:p|h[1-6]|li|blockquote|div|figure|tr)>|<br\s*\/?>/gi, "$&\n");
  // A fragment: parsed, never run; its text is all a calendar takes (a script's or style's is no text).
  const fragment = JSDOM.fragment(marked);
  fragment.querySelectorAll("script, style, template").forEach((element) => element.remove());
  const text = fragment.textContent ?? "";
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const STATUS: Record<PublicEvent["status"], ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

export type CalendarOptions = {
  /** The public origin (the UID's host and the events' addresses). */
  siteUrl: string;
  /** The calendar's name as a phone lists it ("Qaumi Watan Party events"). */
  name: string;
};

/** The calendar file of `events`: one VEVENT each. */
export function renderEventCalendar(events: readonly PublicEvent[], { siteUrl, name }: CalendarOptions): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name,
    prodId: { company: host, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(siteUrl, "/events"),
  });
  for (const event of events) {
    const url = absoluteUrl(siteUrl, localizePath(eventPath(event), event.lang));
    calendar.createEvent({
      id: `event-${event.slug}@${host}`,
      sequence: event.sequence,
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      summary: event.title,
      description: [event.summary, plainText(event.body), url].filter(Boolean).join("\n\n"),
      location: event.map ? { title: calendarLocation(event), geo: { lat: event.map.lat, lon: event.map.lon } } : calendarLocation(event),
      url,
      // A postponed event without its new date stays in the calendar, marked as not settled.
      status: event.dateToBeAnnounced && event.status === "postponed" ? ICalEventStatus.TENTATIVE : STATUS[event.status],
    });
  }
  return calendar.toString();
}
