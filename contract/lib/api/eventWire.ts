import type { EventFormValues, EventKind, EventStatus } from "../../validation/event";
import type { ListPage, SiteItem, SizedPicture } from "./siteShape";

/**
 * An event as the public API sends it and the server builds it; one definition for both sides, in
 * the site's wire shape (./siteShape.ts). Times are ISO UTC; pages show them in Pakistan time.
 */
export type PublicEvent = Omit<SiteItem, "image"> & {
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  /** Set when the event was postponed to a new date (schema.org's EventRescheduled). */
  previousStartsAt: string | null;
  status: Exclude<EventStatus, "draft">;
  dateToBeAnnounced: boolean;
  /** A cancellation's one-line reason, or a postponement's optional note; null otherwise. */
  statusNote: string | null;
  venue: string;
  address: string;
  /** The district's English name ("Charsadda"). */
  district: string;
  map: { lat: number; lon: number } | null;
  /** The organising wing's slug (data/wings/), or null. */
  wing: string | null;
  image: SizedPicture | null;
  /** Shown only when the event says so; otherwise null. */
  attendingCount: number | null;
  /** Whether "I will attend" takes answers now (not draft, cancelled or past). */
  acceptsAttendance: boolean;
  /** Grows on every change: the calendar files' SEQUENCE. */
  sequence: number;
  updatedAt: string;
  /** When the event was first made public (its RSS pubDate). */
  announcedAt?: string;
};

/**
 * GET /api/events?when=upcoming|past&page=N&district=&wing=&kind=&lang= (9 a page); with a language
 * asked, `others`: how many events of the same list are in other languages.
 */
export type EventPage = ListPage<"events", PublicEvent>;

/** An event as /api/admin/events answers it: the form's values plus its workflow facts. */
export type AdminEvent = EventFormValues & {
  id: number;
  sequence: number;
  /** Once public its slug cannot change. */
  slugLocked: boolean;
  previousStartsAt: string | null;
  attendingCount: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The event page's path, /events/{slug}. */
  url: string;
};

export type AdminEventPage = { events: AdminEvent[]; page: number; totalPages: number; total: number };

/** One answer to "I will attend", as the console lists it (office and admin roles). */
export type Attendance = {
  id: number;
  eventSlug: string;
  name: string;
  mobile: string;
  /** The district's English name. */
  district: string;
  email: string | null;
  createdAt: string;
};

export type AttendancePage = { attendances: Attendance[]; page: number; totalPages: number; total: number };
