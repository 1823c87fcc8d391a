/**
 * The console's events API. The press office (editor, admin) creates and changes events; the office
 * (office, admin) reads who said they will attend and exports it; office staff may read the events
 * too, to find the one whose list they need. Every change and every export is in the audit log.
 * Bodies are checked and sanitised as eventDrafts.ts says (a preview of unsaved values checks alike).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { EVENT_STATUSES, type EventStatus } from "../../contract/validation/event";
import type { Clock } from "../platform/clock";
import type { AuditLog } from "../staff/auditLog";
import { requireRole } from "../staff/guard";
import { BAD_PAGE } from "../staff/messages";
import type { MediaRepository } from "../media/mediaRepository";
import { toCsv } from "../platform/csv";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { createEventDrafts } from "./eventDrafts";
import type { AdminEvent, Attendance, EventDraft, EventRepository } from "./eventRepository";
import {
  ADMIN_ATTENDANCE_LIST_SCHEMA,
  ADMIN_EVENT_CREATE_SCHEMA,
  ADMIN_EVENT_DELETE_SCHEMA,
  ADMIN_EVENT_DISTRICTS_SCHEMA,
  ADMIN_EVENT_LIST_SCHEMA,
  ADMIN_EVENT_ONE_SCHEMA,
  ADMIN_EVENT_UPDATE_SCHEMA,
} from "./eventSchemas";

export const EVENT_ID_NOT_FOUND = "There is no event with this id.";
export const BAD_STATUS = `The status must be ${EVENT_STATUSES.slice(0, -1).join(", ")} or ${EVENT_STATUSES.at(-1)}.`;
export const NEVER_DELETED = "An event that has been public is never deleted: mark it cancelled instead.";
export const BAD_FORMAT = "The format must be json (the default) or csv.";

const ID = /^[1-9]\d{0,15}$/;
const PAGE = /^[1-9]\d{0,5}$/;
/** Descriptions are longer than form submissions, as articles are: up to 1 MB of JSON. */
const EVENT_BODY_LIMIT = 1024 * 1024;

const pageOf = (raw: string | undefined) => (raw === undefined || raw === "" ? 1 : PAGE.test(raw) ? Number(raw) : undefined);

/** The audit verb of a save: what changed for the public. */
function auditAction(before: AdminEvent | undefined, after: AdminEvent): string {
  if (after.status === "draft") return before ? "event.edit" : "event.create";
  if (!before || before.status === "draft") return "event.publish";
  if (after.status === "cancelled" && before.status !== "cancelled") return "event.cancel";
  if (after.status === "postponed" && (before.status !== "postponed" || before.startsAt !== after.startsAt || before.dateToBeAnnounced !== after.dateToBeAnnounced)) {
    return "event.postpone";
  }
  return "event.edit";
}

export type EventAdminOptions = {
  events: EventRepository;
  mediaLibrary: MediaRepository;
  audit: AuditLog;
  now: Clock;
  /** The districts an event may name: the live release's. */
  districts: DistrictDirectory;
};

export async function eventAdminRoutes(admin: FastifyInstance, { events, mediaLibrary, audit, now, districts }: EventAdminOptions) {
  const editors = requireRole("editor");
  const office = requireRole("office");
  const readers = requireRole("editor", "office");

  const { draftOf } = createEventDrafts({ events, mediaLibrary, now, districts });

  /** The values ready to save, or undefined when the 4xx saying why has been answered. */
  async function draftFrom(reply: FastifyReply, input: unknown, existing?: AdminEvent): Promise<EventDraft | undefined> {
    const result = await draftOf(input, existing);
    if (result.ok) return result.draft;
    reply.code(result.refusal.status).send(result.refusal.body);
    return undefined;
  }

  const record = (actor: string, action: string, event: AdminEvent, detail: Record<string, unknown> = {}) =>
    audit.record({
      actor,
      action,
      target: `event:${event.id}`,
      detail: { slug: event.slug, title: event.title, status: event.status, startsAt: event.startsAt, sequence: event.sequence, ...detail },
    });

  const eventOf = (raw: string) => (ID.test(raw) ? events.adminFind(Number(raw)) : undefined);

  admin.get<{ Querystring: { page?: string; status?: string } }>(
    "/events",
    { preHandler: readers, schema: ADMIN_EVENT_LIST_SCHEMA },
    async (request, reply) => {
      const page = pageOf(request.query.page);
      if (!page) return reply.code(400).send({ message: BAD_PAGE });
      const status = request.query.status || undefined;
      if (status !== undefined && !(EVENT_STATUSES as readonly string[]).includes(status)) return reply.code(400).send({ message: BAD_STATUS });
      return events.adminList({ status: status as EventStatus | undefined, page });
    },
  );

  // The console's event form offers these: the districts of the live release, not a list of its own.
  admin.get("/events/districts", { preHandler: readers, schema: ADMIN_EVENT_DISTRICTS_SCHEMA }, async () => ({
    districts: districts.all().map(({ slug, name }) => ({ slug, name })),
  }));

  admin.get<{ Params: { id: string } }>("/events/:id", { preHandler: readers, schema: ADMIN_EVENT_ONE_SCHEMA }, async (request, reply) => {
    const event = eventOf(request.params.id);
    if (!event) return reply.code(404).send({ message: EVENT_ID_NOT_FOUND });
    return event;
  });

  admin.post("/events", { preHandler: editors, bodyLimit: EVENT_BODY_LIMIT, schema: ADMIN_EVENT_CREATE_SCHEMA }, async (request, reply) => {
    const draft = await draftFrom(reply, request.body);
    if (!draft) return reply;
    const event = events.create(draft, request.staff.email);
    record(request.staff.email, auditAction(undefined, event), event);
    return reply.code(201).send(event);
  });

  admin.put<{ Params: { id: string } }>(
    "/events/:id",
    { preHandler: editors, bodyLimit: EVENT_BODY_LIMIT, schema: ADMIN_EVENT_UPDATE_SCHEMA },
    async (request, reply) => {
      const existing = eventOf(request.params.id);
      if (!existing) return reply.code(404).send({ message: EVENT_ID_NOT_FOUND });
      const draft = await draftFrom(reply, request.body, existing);
      if (!draft) return reply;
      const event = events.update(existing.id, draft, request.staff.email)!;
      record(request.staff.email, auditAction(existing, event), event);
      return event;
    },
  );

  admin.delete<{ Params: { id: string } }>("/events/:id", { preHandler: editors, schema: ADMIN_EVENT_DELETE_SCHEMA }, async (request, reply) => {
    const existing = eventOf(request.params.id);
    if (!existing) return reply.code(404).send({ message: EVENT_ID_NOT_FOUND });
    if (!events.removeDraft(existing.id)) return reply.code(409).send({ message: NEVER_DELETED });
    record(request.staff.email, "event.delete", existing);
    return reply.code(204).send();
  });

  /** Every answer of the event as CSV, oldest first; the export is audited as the inbox's is. */
  function sendCsv(reply: FastifyReply, actor: string, event: AdminEvent) {
    const rows = events.allAttendances(event.id);
    const columns: Array<[keyof Attendance, string]> = [
      ["name", "Name"],
      ["mobile", "Mobile"],
      ["district", "District"],
      ["email", "Email"],
      ["createdAt", "Sent at (UTC)"],
    ];
    record(actor, "event.attendance.export", event, { rows: rows.length });
    const day = new Date(now()).toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="attendance-${event.slug}-${day}.csv"`)
      .send(toCsv(rows, columns));
  }

  admin.get<{ Params: { id: string }; Querystring: { page?: string; q?: string; format?: string } }>(
    "/events/:id/attendance",
    { preHandler: office, schema: ADMIN_ATTENDANCE_LIST_SCHEMA },
    async (request, reply) => {
      const event = eventOf(request.params.id);
      if (!event) return reply.code(404).send({ message: EVENT_ID_NOT_FOUND });
      const { format = "" } = request.query;
      if (format === "csv") return sendCsv(reply, request.staff.email, event);
      if (format !== "" && format !== "json") return reply.code(400).send({ message: BAD_FORMAT, errors: { format: BAD_FORMAT } });
      const page = pageOf(request.query.page);
      if (!page) return reply.code(400).send({ message: BAD_PAGE });
      return events.attendances(event.id, { q: request.query.q?.slice(0, 200), page });
    },
  );
}
