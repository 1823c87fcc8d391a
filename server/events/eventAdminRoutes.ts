/**
 * The console's events API. The press office (editor, admin) creates and changes events; the office
 * (office, admin) reads who said they will attend and exports it; office staff may read the events
 * too, to find the one whose list they need. Every change and every export is in the audit log.
 * Bodies are validated with the console form's own schema (src/validation/event.ts), the
 * body sanitised with the newsroom's allowlist, the photo taken from the media library.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { suggestedEventSlug } from "../../contract/lib/eventSlug";
import { slugify } from "../../contract/lib/slugify";
import { eventSchema, EVENT_STATUSES, type EventFormValues, type EventStatus } from "../../contract/validation/event";
import { WING_SLUGS } from "../../contract/validation/forms";
import { hasBodyText } from "../../contract/validation/news";
import { INVALID_SUBMISSION, validateWith, type FieldErrors } from "../platform/bodyValidation";
import type { Clock } from "../platform/clock";
import type { AuditLog } from "../staff/auditLog";
import { requireRole } from "../staff/guard";
import { BAD_PAGE } from "../staff/messages";
import type { MediaRepository } from "../media/mediaRepository";
import { sanitizeArticleOnServer } from "../news/articleSanitizer";
import { toCsv } from "../inbox/inboxCli";
import type { DistrictDirectory, DistrictEntry } from "../districts/districtDirectory";
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
export const DUPLICATE_SLUG = "Another event already uses this address.";
export const SLUG_LOCKED = "The address cannot change once the event has been public: links and calendars point to it.";
export const NO_DRAFT_AGAIN = "An event that has been public cannot become a draft again: mark it cancelled instead.";
export const NEVER_DELETED = "An event that has been public is never deleted: mark it cancelled instead.";
export const NO_SUCH_PHOTO = "Choose a photo from the library";
export const NO_SUCH_WING = "Choose a wing from the list";
export const EMPTY_DESCRIPTION = "Describe the event";
export const START_NOT_ISO = "Enter the start as an ISO date and time with its offset (2026-11-24T09:30:00Z)";
export const END_NOT_ISO = "Enter the end as an ISO date and time with its offset (2026-11-24T11:30:00Z)";
/** How far from now an event's dates may be: further is a mistyped year. */
export const EVENT_YEARS_BACK = 1;
export const EVENT_YEARS_AHEAD = 5;
export const EVENT_MAX_DAYS = 31;
export const START_TOO_EARLY = `The start is more than ${EVENT_YEARS_BACK} year in the past: check the year`;
export const START_TOO_LATE = `The start is more than ${EVENT_YEARS_AHEAD} years ahead: check the year`;
export const BAD_FORMAT = "The format must be json (the default) or csv.";
export const TOO_LONG = `An event lasts at most ${EVENT_MAX_DAYS} days: check the end's date`;

const ID = /^[1-9]\d{0,15}$/;
const PAGE = /^[1-9]\d{0,5}$/;
const YEAR_MS = 365.25 * 86_400_000;
/** An ISO 8601 time with its offset, as the console sends it: a bare "2026" or "March 3" is not a time. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?(?:Z|[+-]\d\d:\d\d)$/;
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

  /** A free address made from the title (or, for a title in Urdu or Pashto, from kind, district and date): -2, -3... when taken. */
  function freeSlug(values: EventFormValues): string {
    const base = slugify(values.title) || suggestedEventSlug(values);
    let slug = base;
    for (let n = 2; events.slugOwner(slug) !== undefined; n += 1) slug = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    return slug;
  }

  // One schema per district list: the list is another only when another release goes live.
  const schemas = new WeakMap<readonly DistrictEntry[], ReturnType<typeof eventSchema>>();
  const schemaNow = () => {
    const list = districts.all();
    let schema = schemas.get(list);
    if (!schema) {
      schema = eventSchema(list.map((district) => district.name));
      schemas.set(list, schema);
    }
    return schema;
  };

  /**
   * Validates, sanitises and settles slug and times; answers the 4xx itself and returns undefined
   * when the values cannot be saved.
   */
  async function draftFrom(reply: FastifyReply, input: unknown, existing?: AdminEvent): Promise<EventDraft | undefined> {
    const result = await validateWith<EventFormValues>(schemaNow(), input);
    if (!result.ok) {
      reply.code(400).send({ message: result.body.message, errors: result.body.errors ?? {} });
      return undefined;
    }
    const values = result.values;
    const errors: FieldErrors = {};
    const body = sanitizeArticleOnServer(values.body);
    if (!hasBodyText(body)) errors.body = EMPTY_DESCRIPTION;
    if (values.photo !== null && !mediaLibrary.find(values.photo)) errors.photo = NO_SUCH_PHOTO;
    if (values.wing && !(WING_SLUGS as readonly string[]).includes(values.wing)) errors.wing = NO_SUCH_WING;
    if (!ISO_TIME.test(values.startsAt)) errors.startsAt = START_NOT_ISO;
    if (!ISO_TIME.test(values.endsAt)) errors.endsAt = END_NOT_ISO;
    const startsAt = new Date(values.startsAt).toISOString();
    const endsAt = new Date(values.endsAt).toISOString();
    // Dates already saved stay valid as time passes: only new or moved dates are checked against now.
    const moved = !existing || existing.startsAt !== startsAt || existing.endsAt !== endsAt;
    if (moved && !errors.startsAt) {
      const start = Date.parse(startsAt);
      if (start < now() - EVENT_YEARS_BACK * YEAR_MS) errors.startsAt = START_TOO_EARLY;
      else if (start > now() + EVENT_YEARS_AHEAD * YEAR_MS) errors.startsAt = START_TOO_LATE;
      else if (!errors.endsAt && Date.parse(endsAt) - start > EVENT_MAX_DAYS * 86_400_000) errors.endsAt = TOO_LONG;
    }
    if (existing?.slugLocked && values.status === "draft") errors.status = NO_DRAFT_AGAIN;
    const slug = values.slug || existing?.slug || freeSlug(values);
    if (existing?.slugLocked && slug !== existing.slug) errors.slug = SLUG_LOCKED;
    if (Object.keys(errors).length) {
      reply.code(400).send({ message: INVALID_SUBMISSION, errors });
      return undefined;
    }
    const owner = events.slugOwner(slug);
    if (owner !== undefined && owner !== existing?.id) {
      reply.code(409).send({ message: DUPLICATE_SLUG, errors: { slug: DUPLICATE_SLUG } });
      return undefined;
    }
    return { ...values, slug, body, startsAt, endsAt };
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
