/**
 * The answers to "I will attend" as stored: whether an event takes them now, one stored (inside the
 * forms' transaction), and the console's pages and export of them.
 */
import type { Attendance, AttendancePage } from "../../contract/lib/api/eventWire";
import type { AttendanceValues } from "../../contract/validation/attendance";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import { BY_ID, PUBLIC_BY_SLUG, escapeLike, pagesOf, type AttendanceMeta, type AttendanceRow, type EventRow, type EventRowMapping } from "./eventRows";

export const ATTENDANCE_PAGE_SIZE = 50;

export function createEventAttendances(
  db: Db,
  now: Clock,
  { rows: { slugOfKnown, districtsNaming, takesAttendance, toAttendance }, changed }: { rows: EventRowMapping; changed: (rows: Array<Pick<EventRow, "id" | "slug">>) => void },
) {
  const nowIso = () => new Date(now()).toISOString();
  const byId = db.prepare(BY_ID);
  const publicBySlug = db.prepare(PUBLIC_BY_SLUG);
  const insertAttendance = db.prepare(`INSERT INTO event_attendances
    (event_id, name, mobile, district, email, client_ip, user_agent, created_at)
    VALUES (@eventId, @name, @mobile, @district, @email, @clientIp, @userAgent, @createdAt)`);

  return {
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
}
