/**
 * The console's events API. The press office (editor, admin) creates and changes events; the office
 * (office, admin) reads who said they will attend and exports it; office staff may read the events
 * too, to find the one whose list they need. Every change and every export is in the audit log.
 * The rules (what a save accepts, the audit log) are the desk's (eventDesk.ts); a route reads and answers.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Clock } from "../platform/clock";
import { requireRole } from "../staff/guard";
import { BAD_PAGE } from "../staff/messages";
import { toCsv } from "../platform/csv";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { badRequest } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import type { EventDesk } from "./eventDesk";
import type { AdminEvent, Attendance, EventRepository } from "./eventRepository";
import {
  ADMIN_ATTENDANCE_LIST_SCHEMA,
  ADMIN_EVENT_CREATE_SCHEMA,
  ADMIN_EVENT_DELETE_SCHEMA,
  ADMIN_EVENT_DISTRICTS_SCHEMA,
  ADMIN_EVENT_LIST_SCHEMA,
  ADMIN_EVENT_ONE_SCHEMA,
  ADMIN_EVENT_UPDATE_SCHEMA,
} from "./eventSchemas";

export const BAD_FORMAT = "The format must be json (the default) or csv.";

const PAGE = /^[1-9]\d{0,5}$/;
/** Descriptions are longer than form submissions, as articles are: up to 1 MB of JSON. */
const EVENT_BODY_LIMIT = 1024 * 1024;

/** The page a `?page=` asks for (the first without one); anything else is refused. */
function pageOf(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 1;
  if (!PAGE.test(raw)) throw badRequest(BAD_PAGE);
  return Number(raw);
}

const CSV_COLUMNS: Array<[keyof Attendance, string]> = [
  ["name", "Name"],
  ["mobile", "Mobile"],
  ["district", "District"],
  ["email", "Email"],
  ["createdAt", "Sent at (UTC)"],
];

export type EventAdminOptions = {
  desk: EventDesk;
  events: EventRepository;
  now: Clock;
  /** The districts an event may name: the live release's. */
  districts: DistrictDirectory;
};

export async function eventAdminRoutes(admin: FastifyInstance, { desk, events, now, districts }: EventAdminOptions) {
  const editors = requireRole("editor");
  const office = requireRole("office");
  const readers = requireRole("editor", "office");

  admin.get<RouteOf<typeof ADMIN_EVENT_LIST_SCHEMA>>("/events", { preHandler: readers, schema: ADMIN_EVENT_LIST_SCHEMA }, async (request) => {
    const page = pageOf(request.query.page);
    return desk.list(request.query.status, page);
  });

  // The console's event form offers these: the districts of the live release, not a list of its own.
  admin.get("/events/districts", { preHandler: readers, schema: ADMIN_EVENT_DISTRICTS_SCHEMA }, async () => ({
    districts: districts.all().map(({ slug, name }) => ({ slug, name })),
  }));

  admin.get<RouteOf<typeof ADMIN_EVENT_ONE_SCHEMA>>("/events/:id", { preHandler: readers, schema: ADMIN_EVENT_ONE_SCHEMA }, async (request) =>
    desk.find(request.params.id),
  );

  admin.post<RouteOf<typeof ADMIN_EVENT_CREATE_SCHEMA>>(
    "/events",
    { preHandler: editors, bodyLimit: EVENT_BODY_LIMIT, schema: ADMIN_EVENT_CREATE_SCHEMA },
    async (request, reply) => reply.code(201).send(await desk.create(request.body, request.staff.email)),
  );

  admin.put<RouteOf<typeof ADMIN_EVENT_UPDATE_SCHEMA>>(
    "/events/:id",
    { preHandler: editors, bodyLimit: EVENT_BODY_LIMIT, schema: ADMIN_EVENT_UPDATE_SCHEMA },
    async (request) => desk.update(request.params.id, request.body, request.staff.email),
  );

  admin.delete<RouteOf<typeof ADMIN_EVENT_DELETE_SCHEMA>>("/events/:id", { preHandler: editors, schema: ADMIN_EVENT_DELETE_SCHEMA }, async (request, reply) => {
    desk.remove(request.params.id, request.staff.email);
    return reply.code(204).send();
  });

  /** Every answer of the event as CSV, oldest first; the export is audited as the inbox's is. */
  function sendCsv(reply: FastifyReply, actor: string, event: AdminEvent) {
    const rows = desk.exportAttendances(event, actor);
    const day = new Date(now()).toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="attendance-${event.slug}-${day}.csv"`)
      .send(toCsv(rows, CSV_COLUMNS));
  }

  admin.get<RouteOf<typeof ADMIN_ATTENDANCE_LIST_SCHEMA>>(
    "/events/:id/attendance",
    { preHandler: office, schema: ADMIN_ATTENDANCE_LIST_SCHEMA },
    async (request, reply) => {
      const event = desk.find(request.params.id);
      const { format = "" } = request.query;
      if (format === "csv") return sendCsv(reply, request.staff.email, event);
      if (format !== "" && format !== "json") throw badRequest(BAD_FORMAT, { format: BAD_FORMAT });
      return events.attendances(event.id, { q: request.query.q?.slice(0, 200), page: pageOf(request.query.page) });
    },
  );
}
