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
 * writes TZID times from native dates in the server's own zone, not the one named). DTSTAMP is when
 * the file was made (RFC 5545 with METHOD), LAST-MODIFIED the event's last change.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { JSDOM } from "jsdom";
import { localizePath } from "../../contract/i18n/locales";
import type { PublicEvent } from "../../contract/lib/api/eventWire";
import { eventPath } from "../../contract/routes";
import { calendarLocation } from "../../contract/lib/calendarLinks";
import { absoluteUrl } from "../../contract/lib/structuredData";
import { serverText } from "../platform/language";

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
  /** When the file is made (DTSTAMP); now unless a test fixes it. */
  now?: Date;
};

/**
 * A TEXT value as RFC 5545 writes it (backslash, semicolon, comma and line breaks escaped; other
 * control characters dropped): ical-generator writes the calendar's name as it is given.
 */
export const calendarText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/[;,]/g, "\\$&")
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F]/g, "");

/** What a postponement's note or a cancellation's reason says, in the event's own language. */
function statusLine(event: PublicEvent): string | undefined {
  if (!event.statusNote) return undefined;
  if (event.status === "cancelled") return serverText("calendarCancelled", { reason: event.statusNote }, event.lang);
  if (event.status === "postponed") return serverText("calendarPostponed", { note: event.statusNote }, event.lang);
  return undefined;
}

/** The calendar file of `events`: one VEVENT each. */
export function renderEventCalendar(events: readonly PublicEvent[], { siteUrl, name, now = new Date() }: CalendarOptions): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: calendarText(name),
    prodId: { company: host, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(siteUrl, "/events"),
  });
  for (const event of events) {
    const url = absoluteUrl(siteUrl, localizePath(eventPath(event.slug), event.lang));
    calendar.createEvent({
      id: `event-${event.slug}@${host}`,
      sequence: event.sequence,
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      stamp: now,
      lastModified: new Date(event.updatedAt),
      summary: event.title,
      description: [statusLine(event), event.summary, plainText(event.body), url].filter(Boolean).join("\n\n"),
      location: event.map ? { title: calendarLocation(event), geo: { lat: event.map.lat, lon: event.map.lon } } : calendarLocation(event),
      url,
      // A postponed event without its new date stays in the calendar, marked as not settled.
      status: event.dateToBeAnnounced && event.status === "postponed" ? ICalEventStatus.TENTATIVE : STATUS[event.status],
    });
  }
  // Every content line ends with CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString()}\r\n`;
}
