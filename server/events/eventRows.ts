/**
 * The events tables' rows and what they become: the public answer, the console's, an attendance;
 * and a saved draft's columns. The SQL every reading module shares sits here too.
 */
import type { Lang } from "../../contract/i18n/locales";
import { eventPath } from "../../contract/routes";
import type { AdminEvent, Attendance, PublicEvent } from "../../contract/lib/api/eventWire";
import type { EventFormValues, EventKind, EventStatus } from "../../contract/validation/event";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { fallbackVariant, type MediaVariant } from "../media/pipeline";

/** The public list's filters; each one absent or empty means "any". */
export type EventFilters = { district?: string; wing?: string; kind?: EventKind; lang?: Lang };

/** What a write changed, told to every listener after it commits (the event ids and their slugs). */
export type EventChange = { ids: number[]; slugs: string[] };
export type EventListener = (change: EventChange) => void;

/**
 * What the console saves: the form's values validated, the body sanitised, the slug settled and
 * the times ISO UTC. The district is named in English as the API names it; the table keeps its slug.
 */
export type EventDraft = EventFormValues;

/** Where an attendance came from, kept as the forms keep it and cleared by the same retention job. */
export type AttendanceMeta = { clientIp?: string; userAgent?: string; now: Date };

export type EventRow = {
  id: number;
  slug: string;
  title: string;
  kind: EventKind;
  summary: string;
  description: string;
  starts_at: string;
  ends_at: string;
  previous_starts_at: string | null;
  venue: string;
  address: string;
  district: string;
  latitude: number | null;
  longitude: number | null;
  wing: string | null;
  image_id: number | null;
  lang: Lang;
  status: EventStatus;
  date_to_be_announced: 0 | 1;
  cancel_reason: string | null;
  show_attendance_count: 0 | 1;
  sequence: number;
  first_public_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  media_width: number | null;
  media_height: number | null;
  media_variants: string | null;
  attending: number;
};

export type AttendanceRow = {
  id: number;
  event_slug: string;
  name: string;
  mobile: string;
  district: string;
  email: string | null;
  created_at: string;
};

export const SELECT = `SELECT e.*, m.width AS media_width, m.height AS media_height, m.variants AS media_variants,
  (SELECT COUNT(*) FROM event_attendances a WHERE a.event_id = e.id) AS attending
  FROM events e LEFT JOIN media m ON m.id = e.image_id`;

export const PUBLIC = "e.status <> 'draft'";
export const TO_BE_ANNOUNCED = "(e.status = 'postponed' AND e.date_to_be_announced = 1)";
export const UPCOMING = `${PUBLIC} AND (e.ends_at >= @now OR ${TO_BE_ANNOUNCED})`;
export const PAST = `${PUBLIC} AND e.ends_at < @now AND NOT ${TO_BE_ANNOUNCED}`;
/** How long an ended event stays in the calendar feeds, so a subscribed phone keeps it in its history. */
export const CALENDAR_KEEPS_ENDED_DAYS = 90;
// The calendar feeds: the upcoming events and those that ended since @since.
export const IN_CALENDAR_FEED = `${PUBLIC} AND (e.ends_at >= @since OR ${TO_BE_ANNOUNCED})`;
// Soonest first; those whose new date is not known yet after every dated one.
export const UPCOMING_ORDER = `ORDER BY ${TO_BE_ANNOUNCED}, e.starts_at, e.id`;
export const PAST_ORDER = "ORDER BY e.starts_at DESC, e.id DESC";

/** One event by id, any status. */
export const BY_ID = `${SELECT} WHERE e.id = ?`;
/** One public event by slug (drafts are not found). */
export const PUBLIC_BY_SLUG = `${SELECT} WHERE e.slug = ? AND ${PUBLIC}`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const pagesOf = (total: number, size: number) => Math.ceil(total / size);

/** The filters as SQL conditions and their parameters. */
export function filterClause(filters: EventFilters): { sql: string; params: Record<string, string> } {
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  for (const field of ["district", "wing", "kind", "lang"] as const) {
    const value = filters[field];
    if (!value) continue;
    conditions.push(`e.${field} = @${field}`);
    params[field] = value;
  }
  return { sql: conditions.map((condition) => ` AND ${condition}`).join(""), params };
}

export function imageOf(row: EventRow): PublicEvent["image"] {
  if (!row.media_variants) return null;
  const variants = JSON.parse(row.media_variants) as MediaVariant[];
  const main = fallbackVariant(variants);
  if (!main) return null;
  return {
    url: main.url,
    width: main.width,
    height: main.height,
    variants: variants.map(({ width, height, url, type }) => ({ width, height, url, type })),
  };
}

/** How rows become answers, districts named by `districts` (the live release's on the server). */
export function eventRowMapping(districts: DistrictDirectory) {
  /** A validated English district name's slug (the schemas admit only the districts' names). */
  const slugOfKnown = (name: string): string => {
    const slug = districts.slugOf(name);
    if (!slug) throw new Error(`Not a district of Khyber Pakhtunkhwa: ${name}`);
    return slug;
  };
  /** The districts whose English name contains `text`, in any case: what an attendance search finds by district. */
  const districtsNaming = (text: string): string[] =>
    districts.all().filter(({ name }) => name.toLowerCase().includes(text.toLowerCase())).map(({ slug }) => slug);

  /** Whether "I will attend" takes answers at `at`: public, not cancelled, not over (or its new date not known yet). */
  const takesAttendance = (row: EventRow, at: string) =>
    row.status !== "draft" &&
    row.status !== "cancelled" &&
    (row.ends_at >= at || (row.status === "postponed" && row.date_to_be_announced === 1));

  const toPublic = (row: EventRow, at: string): PublicEvent => ({
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    summary: row.summary,
    body: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    previousStartsAt: row.previous_starts_at,
    status: row.status as PublicEvent["status"],
    dateToBeAnnounced: row.date_to_be_announced === 1,
    statusNote: row.status === "cancelled" || row.status === "postponed" ? row.cancel_reason : null,
    venue: row.venue,
    address: row.address,
    district: districts.nameOf(row.district),
    map: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null,
    wing: row.wing,
    image: imageOf(row),
    lang: row.lang,
    attendingCount: row.show_attendance_count === 1 ? row.attending : null,
    acceptsAttendance: takesAttendance(row, at),
    sequence: row.sequence,
    updatedAt: row.updated_at,
    announcedAt: row.first_public_at ?? row.created_at,
    url: eventPath(row.slug),
  });

  const toAdmin = (row: EventRow): AdminEvent => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    kind: row.kind,
    summary: row.summary,
    body: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    venue: row.venue,
    address: row.address,
    district: districts.nameOf(row.district),
    lat: row.latitude,
    lon: row.longitude,
    wing: row.wing ?? "",
    photo: row.image_id,
    lang: row.lang,
    status: row.status,
    dateToBeAnnounced: row.date_to_be_announced === 1,
    statusNote: row.cancel_reason ?? "",
    showAttendanceCount: row.show_attendance_count === 1,
    sequence: row.sequence,
    slugLocked: row.first_public_at !== null,
    previousStartsAt: row.previous_starts_at,
    attendingCount: row.attending,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    url: eventPath(row.slug),
  });

  const toAttendance = (row: AttendanceRow): Attendance => ({
    id: row.id,
    eventSlug: row.event_slug,
    name: row.name,
    mobile: row.mobile,
    district: districts.nameOf(row.district),
    email: row.email,
    createdAt: row.created_at,
  });

  /** The columns of a saved draft, as the INSERT and UPDATE name them. */
  const columnsOf = (draft: EventDraft) => ({
    slug: draft.slug,
    title: draft.title,
    kind: draft.kind,
    summary: draft.summary,
    description: draft.body,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    venue: draft.venue,
    address: draft.address,
    district: slugOfKnown(draft.district),
    latitude: draft.lat,
    longitude: draft.lon,
    wing: draft.wing || null,
    imageId: draft.photo,
    lang: draft.lang,
    status: draft.status,
    dateToBeAnnounced: draft.status === "postponed" && draft.dateToBeAnnounced ? 1 : 0,
    cancelReason: draft.status === "cancelled" || draft.status === "postponed" ? draft.statusNote || null : null,
    showAttendanceCount: draft.showAttendanceCount ? 1 : 0,
  });

  return { slugOfKnown, districtsNaming, takesAttendance, toPublic, toAdmin, toAttendance, columnsOf };
}

export type EventRowMapping = ReturnType<typeof eventRowMapping>;
