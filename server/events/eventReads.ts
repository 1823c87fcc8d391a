/**
 * What the public site, the feeds and the console read of events: the lists, one event, and the
 * console's previews of saved and unsaved values.
 */
import type { AdminEvent, AdminEventPage, EventPage, PublicEvent } from "../../contract/lib/api/eventWire";
import type { EventStatus } from "../../contract/validation/event";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import {
  BY_ID,
  CALENDAR_KEEPS_ENDED_DAYS,
  IN_CALENDAR_FEED,
  PAST,
  PAST_ORDER,
  PUBLIC_BY_SLUG,
  SELECT,
  UPCOMING,
  UPCOMING_ORDER,
  filterClause,
  pagesOf,
  type EventDraft,
  type EventFilters,
  type EventRow,
  type EventRowMapping,
} from "./eventRows";

export const EVENT_PAGE_SIZE = 9;
export const ADMIN_EVENT_PAGE_SIZE = 20;

export function createEventReads(db: Db, now: Clock, { toPublic, toAdmin, columnsOf }: EventRowMapping) {
  const nowIso = () => new Date(now()).toISOString();
  const byId = db.prepare(BY_ID);
  const publicBySlug = db.prepare(PUBLIC_BY_SLUG);
  const slugOwner = db.prepare("SELECT id FROM events WHERE slug = ?").pluck();
  const districtEvents = db.prepare("SELECT district, slug FROM events ORDER BY district, starts_at, id");
  const mediaOf = db.prepare("SELECT width AS media_width, height AS media_height, variants AS media_variants FROM media WHERE id = ?");

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

  return {
    /** Every district the events name (drafts and past events too), each with its events' slugs: what the build's data checks must keep. */
    districtsInUse(): Record<string, string[]> {
      const used: Record<string, string[]> = {};
      for (const row of districtEvents.all() as Array<{ district: string; slug: string }>) (used[row.district] ??= []).push(row.slug);
      return used;
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
  };
}
