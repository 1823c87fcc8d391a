/**
 * Events: what the public site reads (every event that is not a draft, upcoming or past) and what
 * the press office edits, and the answers to "I will attend".
 *
 * Whether an event is upcoming needs no job: it is upcoming while its end (UTC, ISO 8601) is not
 * before `now()`, or while it is postponed with its new date still to be announced. The clock is
 * injected so tests can move it.
 */
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";
import { fallbackVariant, type MediaVariant } from "../media/pipeline";
import type { Lang } from "../../contract/i18n/locales";
import { checkoutDistricts, type DistrictDirectory } from "../districts/districtDirectory";
import { ROOT_DIR } from "../platform/config";
import { eventPath } from "../../contract/routes";
import type {
  AdminEvent,
  AdminEventPage,
  Attendance,
  AttendancePage,
  EventPage,
  PublicEvent,
} from "../../contract/lib/api/eventWire";
import type { EventFormValues, EventKind, EventStatus } from "../../contract/validation/event";
import type { AttendanceValues } from "../../contract/validation/attendance";

export const EVENT_PAGE_SIZE = 9;
export const ADMIN_EVENT_PAGE_SIZE = 20;
export const ATTENDANCE_PAGE_SIZE = 50;

export type { AdminEvent, Attendance, PublicEvent } from "../../contract/lib/api/eventWire";

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

type EventRow = {
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

type AttendanceRow = {
  id: number;
  event_slug: string;
  name: string;
  mobile: string;
  district: string;
  email: string | null;
  created_at: string;
};

const SELECT = `SELECT e.*, m.width AS media_width, m.height AS media_height, m.variants AS media_variants,
  (SELECT COUNT(*) FROM event_attendances a WHERE a.event_id = e.id) AS attending
  FROM events e LEFT JOIN media m ON m.id = e.image_id`;

const PUBLIC = "e.status <> 'draft'";
const TO_BE_ANNOUNCED = "(e.status = 'postponed' AND e.date_to_be_announced = 1)";
const UPCOMING = `${PUBLIC} AND (e.ends_at >= @now OR ${TO_BE_ANNOUNCED})`;
const PAST = `${PUBLIC} AND e.ends_at < @now AND NOT ${TO_BE_ANNOUNCED}`;
/** How long an ended event stays in the calendar feeds, so a subscribed phone keeps it in its history. */
export const CALENDAR_KEEPS_ENDED_DAYS = 90;
// The calendar feeds: the upcoming events and those that ended since @since.
const IN_CALENDAR_FEED = `${PUBLIC} AND (e.ends_at >= @since OR ${TO_BE_ANNOUNCED})`;
// Soonest first; those whose new date is not known yet after every dated one.
const UPCOMING_ORDER = `ORDER BY ${TO_BE_ANNOUNCED}, e.starts_at, e.id`;
const PAST_ORDER = "ORDER BY e.starts_at DESC, e.id DESC";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const pagesOf = (total: number, size: number) => Math.ceil(total / size);

/** The filters as SQL conditions and their parameters. */
function filterClause(filters: EventFilters): { sql: string; params: Record<string, string> } {
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

function imageOf(row: EventRow): PublicEvent["image"] {
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

/**
 * `districts`: what names a district in answers and saves; the server passes the live release's,
 * the seed and scripts take the checkout's data.
 */
export function createEventRepository(db: Db, now: Clock = systemClock, districts: DistrictDirectory = checkoutDistricts(ROOT_DIR)) {
  /** A validated English district name's slug (the schemas admit only the districts' names). */
  const slugOfKnown = (name: string): string => {
    const slug = districts.slugOf(name);
    if (!slug) throw new Error(`Not a district of Khyber Pakhtunkhwa: ${name}`);
    return slug;
  };
  /** The districts whose English name contains `text`, in any case: what an attendance search finds by district. */
  const districtsNaming = (text: string): string[] =>
    districts.all().filter(({ name }) => name.toLowerCase().includes(text.toLowerCase())).map(({ slug }) => slug);

  const nowIso = () => new Date(now()).toISOString();
  const listeners = new Set<EventListener>();
  const changed = (rows: Array<Pick<EventRow, "id" | "slug">>) => {
    const change = { ids: rows.map((row) => row.id), slugs: rows.map((row) => row.slug) };
    for (const listener of listeners) listener(change);
  };

  const byId = db.prepare(`${SELECT} WHERE e.id = ?`);
  const publicBySlug = db.prepare(`${SELECT} WHERE e.slug = ? AND ${PUBLIC}`);
  const slugOwner = db.prepare("SELECT id FROM events WHERE slug = ?").pluck();
  const districtEvents = db.prepare("SELECT district, slug FROM events ORDER BY district, starts_at, id");
  const insertRow = db.prepare(`INSERT INTO events
    (slug, title, kind, summary, description, starts_at, ends_at, previous_starts_at, venue, address, district,
     latitude, longitude, wing, image_id, lang, status, date_to_be_announced, cancel_reason, show_attendance_count,
     sequence, first_public_at, created_at, updated_at, updated_by)
    VALUES (@slug, @title, @kind, @summary, @description, @startsAt, @endsAt, @previousStartsAt, @venue, @address,
     @district, @latitude, @longitude, @wing, @imageId, @lang, @status, @dateToBeAnnounced, @cancelReason,
     @showAttendanceCount, @sequence, @firstPublicAt, @createdAt, @updatedAt, @updatedBy)`);
  const updateRow = db.prepare(`UPDATE events SET slug = @slug, title = @title, kind = @kind, summary = @summary,
     description = @description, starts_at = @startsAt, ends_at = @endsAt, previous_starts_at = @previousStartsAt,
     venue = @venue, address = @address, district = @district, latitude = @latitude, longitude = @longitude,
     wing = @wing, image_id = @imageId, lang = @lang, status = @status, date_to_be_announced = @dateToBeAnnounced,
     cancel_reason = @cancelReason, show_attendance_count = @showAttendanceCount, sequence = sequence + 1,
     first_public_at = @firstPublicAt, updated_at = @updatedAt, updated_by = @updatedBy
     WHERE id = @id`);
  const deleteRow = db.prepare("DELETE FROM events WHERE id = ?");
  const mediaOf = db.prepare("SELECT width AS media_width, height AS media_height, variants AS media_variants FROM media WHERE id = ?");
  const insertAttendance = db.prepare(`INSERT INTO event_attendances
    (event_id, name, mobile, district, email, client_ip, user_agent, created_at)
    VALUES (@eventId, @name, @mobile, @district, @email, @clientIp, @userAgent, @createdAt)`);

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

  const listOf = (where: string, order: string, filters: EventFilters, page: number, size: number): EventPage => {
    const at = nowIso();
    const { sql, params } = filterClause(filters);
    const total = db.prepare(`SELECT COUNT(*) FROM events e WHERE ${where}${sql}`).pluck().get({ now: at, ...params }) as number;
    const rows = db
      .prepare(`${SELECT} WHERE ${where}${sql} ${order} LIMIT @limit OFFSET @offset`)
      .all({ now: at, ...params, limit: size, offset: (page - 1) * size }) as EventRow[];
    const listed = { events: rows.map((row) => toPublic(row, at)), page, totalPages: pagesOf(total, size), total };
    if (!filters.lang) return listed;
    // An edition's list also says how many of the same list are in other languages, so it can point to them.
    const { sql: anyLanguage, params: anyParams } = filterClause({ ...filters, lang: undefined });
    const all = db.prepare(`SELECT COUNT(*) FROM events e WHERE ${where}${anyLanguage}`).pluck().get({ now: at, ...anyParams }) as number;
    return { ...listed, others: all - total };
  };

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

  const repository = {
    /** Every district the events name (drafts and past events too), each with its events' slugs: what the build's data checks must keep. */
    districtsInUse(): Record<string, string[]> {
      const used: Record<string, string[]> = {};
      for (const row of districtEvents.all() as Array<{ district: string; slug: string }>) (used[row.district] ??= []).push(row.slug);
      return used;
    },
    now,
    /** Called after every committed change to an event or its attendance; returns a function that stops it. */
    onChange(listener: EventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    // The public side.
    upcoming: (filters: EventFilters = {}, page = 1, size = EVENT_PAGE_SIZE) => listOf(UPCOMING, UPCOMING_ORDER, filters, page, size),
    past: (filters: EventFilters = {}, page = 1, size = EVENT_PAGE_SIZE) => listOf(PAST, PAST_ORDER, filters, page, size),
    /** Every upcoming event matching the filters, soonest first (the calendar feeds). */
    allUpcoming(filters: EventFilters = {}): PublicEvent[] {
      const at = nowIso();
      const { sql, params } = filterClause(filters);
      return (db.prepare(`${SELECT} WHERE ${UPCOMING}${sql} ${UPCOMING_ORDER}`).all({ now: at, ...params }) as EventRow[]).map((row) =>
        toPublic(row, at),
      );
    },
    /** The calendar feeds' events: upcoming and ended within CALENDAR_KEEPS_ENDED_DAYS, soonest first. */
    inCalendarFeed(filters: EventFilters = {}): PublicEvent[] {
      const at = nowIso();
      const since = new Date(Date.parse(at) - CALENDAR_KEEPS_ENDED_DAYS * 86_400_000).toISOString();
      const { sql, params } = filterClause(filters);
      return (db.prepare(`${SELECT} WHERE ${IN_CALENDAR_FEED}${sql} ${UPCOMING_ORDER}`).all({ since, ...params }) as EventRow[]).map((row) =>
        toPublic(row, at),
      );
    },
    /** A public event by its slug; drafts are not found. */
    findPublic(slug: string): PublicEvent | undefined {
      const row = publicBySlug.get(slug) as EventRow | undefined;
      return row && toPublic(row, nowIso());
    },

    // The console's side.
    adminList({ status, page, size = ADMIN_EVENT_PAGE_SIZE }: { status?: EventStatus; page: number; size?: number }): AdminEventPage {
      const where = status ? "WHERE e.status = @status" : "";
      const params = status ? { status } : {};
      const total = db.prepare(`SELECT COUNT(*) FROM events e ${where}`).pluck().get(params) as number;
      const rows = db
        .prepare(`${SELECT} ${where} ORDER BY e.starts_at DESC, e.id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: size, offset: (page - 1) * size }) as EventRow[];
      return { events: rows.map(toAdmin), page, totalPages: pagesOf(total, size), total };
    },
    adminFind(id: number): AdminEvent | undefined {
      const row = byId.get(id) as EventRow | undefined;
      return row && toAdmin(row);
    },
    /** Any event by id as its public page will show it, a draft as it will be once scheduled: the console's preview. */
    previewEvent(id: number): PublicEvent | undefined {
      const row = byId.get(id) as EventRow | undefined;
      return row && toPublic({ ...row, status: row.status === "draft" ? "scheduled" : row.status }, nowIso());
    },
    /**
     * Values not saved yet, as the public page would show them once saved (a draft as once
     * scheduled): the console's preview of an unsaved change. `id`: the saved event they change.
     */
    previewDraft(draft: EventDraft, id?: number): PublicEvent {
      const at = nowIso();
      const saved = id === undefined ? undefined : (byId.get(id) as EventRow | undefined);
      const columns = columnsOf(draft);
      const photo = columns.imageId === null ? undefined : (mediaOf.get(columns.imageId) as Pick<EventRow, "media_width" | "media_height" | "media_variants"> | undefined);
      const row: EventRow = {
        id: saved?.id ?? 0,
        slug: columns.slug,
        title: columns.title,
        kind: columns.kind,
        summary: columns.summary,
        description: columns.description,
        starts_at: columns.startsAt,
        ends_at: columns.endsAt,
        previous_starts_at: saved?.previous_starts_at ?? null,
        venue: columns.venue,
        address: columns.address,
        district: columns.district,
        latitude: columns.latitude,
        longitude: columns.longitude,
        wing: columns.wing,
        image_id: columns.imageId,
        lang: columns.lang,
        status: columns.status === "draft" ? "scheduled" : columns.status,
        date_to_be_announced: columns.dateToBeAnnounced as 0 | 1,
        cancel_reason: columns.cancelReason,
        show_attendance_count: columns.showAttendanceCount as 0 | 1,
        sequence: saved ? saved.sequence + 1 : 0,
        first_public_at: saved?.first_public_at ?? at,
        created_at: saved?.created_at ?? at,
        updated_at: at,
        updated_by: null,
        media_width: photo?.media_width ?? null,
        media_height: photo?.media_height ?? null,
        media_variants: photo?.media_variants ?? null,
        attending: saved?.attending ?? 0,
      };
      return toPublic(row, at);
    },
    /** The id of the event using `slug`, if any. */
    slugOwner: (slug: string) => slugOwner.get(slug) as number | undefined,
    create(draft: EventDraft, actor: string | null): AdminEvent {
      const at = nowIso();
      const id = Number(
        insertRow.run({
          ...columnsOf(draft),
          previousStartsAt: null,
          sequence: 0,
          firstPublicAt: draft.status === "draft" ? null : at,
          createdAt: at,
          updatedAt: at,
          updatedBy: actor,
        }).lastInsertRowid,
      );
      changed([{ id, slug: draft.slug }]);
      return repository.adminFind(id)!;
    },
    /**
     * Saves a change: `sequence` grows (calendars replace their copy), and when a public, postponed
     * event gets a new start its old one is kept as `previousStartsAt`.
     */
    update(id: number, draft: EventDraft, actor: string | null): AdminEvent | undefined {
      const existing = byId.get(id) as EventRow | undefined;
      if (!existing) return undefined;
      const at = nowIso();
      const moved =
        existing.first_public_at !== null &&
        draft.status === "postponed" &&
        !draft.dateToBeAnnounced &&
        draft.startsAt !== existing.starts_at;
      updateRow.run({
        id,
        ...columnsOf(draft),
        previousStartsAt: moved ? existing.starts_at : existing.previous_starts_at,
        firstPublicAt: existing.first_public_at ?? (draft.status === "draft" ? null : at),
        updatedAt: at,
        updatedBy: actor,
      });
      changed([{ id, slug: existing.slug }, ...(existing.slug === draft.slug ? [] : [{ id, slug: draft.slug }])]);
      return repository.adminFind(id);
    },
    /** Deletes a draft that was never public; an event that has been public is kept (false). */
    removeDraft(id: number): boolean {
      const existing = byId.get(id) as EventRow | undefined;
      if (!existing || existing.first_public_at !== null) return false;
      deleteRow.run(id);
      changed([existing]);
      return true;
    },

    // "I will attend".
    /** Whether the event takes attendance now: "open", or why not. */
    attendanceState(slug: string): { state: "open"; id: number } | { state: "not-found" | "cancelled" | "ended" } {
      const row = publicBySlug.get(slug) as EventRow | undefined;
      if (!row) return { state: "not-found" };
      if (row.status === "cancelled") return { state: "cancelled" };
      return takesAttendance(row, nowIso()) ? { state: "open", id: row.id } : { state: "ended" };
    },
    /** Stores one answer; the caller runs it inside the submission's transaction (idempotency, bot check). */
    addAttendance(eventId: number, values: Omit<AttendanceValues, "consent" | "website">, meta: AttendanceMeta) {
      insertAttendance.run({
        eventId,
        name: values.name,
        mobile: values.mobile,
        district: slugOfKnown(values.district),
        email: values.email || null,
        clientIp: meta.clientIp ?? null,
        userAgent: meta.userAgent ?? null,
        createdAt: meta.now.toISOString(),
      });
    },
    /** Tells the listeners that an event's attendance changed (after the caller's transaction committed). */
    attendanceChanged(eventId: number) {
      const row = byId.get(eventId) as EventRow | undefined;
      if (row) changed([row]);
    },
    /** An event's answers, newest first; `q` finds a name, mobile number or district (by its English name). */
    attendances(eventId: number, { q, page, size = ATTENDANCE_PAGE_SIZE }: { q?: string; page: number; size?: number }): AttendancePage {
      const params: Record<string, string | number> = { eventId };
      let where = "a.event_id = @eventId";
      if (q?.trim()) {
        const districts = districtsNaming(q.trim());
        const inDistricts = districts.map((_, index) => `@district${index}`).join(", ");
        where += ` AND (a.name LIKE @q ESCAPE '\\' OR a.mobile LIKE @q ESCAPE '\\'${districts.length ? ` OR a.district IN (${inDistricts})` : ""})`;
        params.q = `%${escapeLike(q.trim())}%`;
        districts.forEach((slug, index) => (params[`district${index}`] = slug));
      }
      const total = db.prepare(`SELECT COUNT(*) FROM event_attendances a WHERE ${where}`).pluck().get(params) as number;
      const rows = db
        .prepare(
          `SELECT a.id, e.slug AS event_slug, a.name, a.mobile, a.district, a.email, a.created_at
           FROM event_attendances a JOIN events e ON e.id = a.event_id
           WHERE ${where} ORDER BY a.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: size, offset: (page - 1) * size }) as AttendanceRow[];
      return { attendances: rows.map(toAttendance), page, totalPages: pagesOf(total, size), total };
    },
    /** Every answer of an event, oldest first (the CSV export). */
    allAttendances(eventId: number): Attendance[] {
      return (
        db
          .prepare(
            `SELECT a.id, e.slug AS event_slug, a.name, a.mobile, a.district, a.email, a.created_at
             FROM event_attendances a JOIN events e ON e.id = a.event_id WHERE a.event_id = ? ORDER BY a.id`,
          )
          .all(eventId) as AttendanceRow[]
      ).map(toAttendance);
    },
  };
  return repository;
}

export type EventRepository = ReturnType<typeof createEventRepository>;
