/**
 * The office inbox API (office and admin; editors 403, anonymous 401), the same under
 * /api/admin/contacts and /api/admin/applications:
 *   GET    /{kind}?q=&status=&page=N   (+ province, wing, from, to for applications)  20 a page, newest first
 *   GET    /{kind}/{id}                 every field, the note and the status history
 *   PATCH  /{kind}/{id}  { status?, note? }   recorded with time and staff member
 *   DELETE /{kind}/{id}                 204
 *   GET    /{kind}.csv?...              the current filter as CSV for spreadsheets
 * Changes, deletions and exports are written to the audit log.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AuditLog } from "../staff/auditLog";
import type { Clock } from "../platform/clock";
import { requireRole } from "../staff/guard";
import { BAD_PAGE } from "../staff/messages";
import { createInboxRepository, InboxItemNotFound, type InboxFilter, type InboxKind } from "./inboxRepository";
import { APPLICATION_COLUMNS, CONTACT_COLUMNS, toCsv } from "./inboxCli";
import type { Db } from "../platform/database";
import { INVALID_SUBMISSION } from "../platform/bodyValidation";
import { APPLICATION_STATUSES, CONTACT_STATUSES, NOTE_MAX, SEARCH_MAX } from "../../src/validation/inbox";
import { PROVINCES } from "../../src/validation/forms";

export const ITEM_NOT_FOUND = { contacts: "There is no contact message with this id.", applications: "There is no membership application with this id." };
export const NOTHING_TO_UPDATE = "Send a status or a note to change.";
export const BAD_FILTER = "The search or filter is not valid.";

const ID = /^[1-9]\d{0,15}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SINGULAR = { contacts: "contact", applications: "application" } as const;
const STATUSES: Record<InboxKind, readonly string[]> = { contacts: CONTACT_STATUSES, applications: APPLICATION_STATUSES };

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
/** A stored row as the API shows it: camelCase names, `receivedAt` for the arrival time. */
function toItem(row: Record<string, unknown>) {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) item[key === "created_at" ? "receivedAt" : camel(key)] = value;
  return item;
}

type Query = Record<string, string | undefined>;
type Parsed = { ok: true; filter: InboxFilter; page: number } | { ok: false; body: { message: string; errors?: Record<string, string> } };

const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function parseQuery(kind: InboxKind, query: Query): Parsed {
  const errors: Record<string, string> = {};
  const text = (name: string) => {
    const value = query[name];
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  const pageText = text("page");
  if (pageText !== undefined && !/^[1-9]\d{0,6}$/.test(pageText)) return { ok: false, body: { message: BAD_PAGE } };
  const filter: InboxFilter = { q: text("q"), status: text("status") };
  if (filter.q && filter.q.length > SEARCH_MAX) errors.q = `Search for at most ${SEARCH_MAX} characters.`;
  if (filter.status && !STATUSES[kind].includes(filter.status)) errors.status = `Choose one of: ${STATUSES[kind].join(", ")}.`;
  if (kind === "applications") {
    filter.province = text("province");
    filter.wing = text("wing");
    filter.from = text("from");
    filter.to = text("to");
    if (filter.province && !(PROVINCES as readonly string[]).includes(filter.province)) errors.province = "Choose a province from the list.";
    if (filter.wing && !/^[a-z0-9-]{1,80}$/.test(filter.wing)) errors.wing = "Choose a wing from the list.";
    if (filter.from && !isDate(filter.from)) errors.from = "Give the date as YYYY-MM-DD.";
    if (filter.to && !isDate(filter.to)) errors.to = "Give the date as YYYY-MM-DD.";
    if (!errors.from && !errors.to && filter.from && filter.to && filter.from > filter.to) errors.to = "The end date is before the start date.";
  }
  if (Object.keys(errors).length) return { ok: false, body: { message: BAD_FILTER, errors } };
  return { ok: true, filter, page: pageText ? Number(pageText) : 1 };
}

/** The filter as recorded in the audit log: only what was set. */
const filterDetail = (filter: InboxFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));

export async function inboxRoutes(admin: FastifyInstance, { db, audit, now = Date.now }: { db: Db; audit: AuditLog; now?: Clock }) {
  const inbox = createInboxRepository(db);
  const office = { preHandler: requireRole("office") };

  admin.get("/inbox/summary", office, async () => ({
    contacts: { new: inbox.countNew("contacts") },
    applications: { new: inbox.countNew("applications") },
  }));

  for (const kind of ["contacts", "applications"] as const) {
    const idOf = (raw: string, reply: FastifyReply): number | undefined => {
      if (ID.test(raw)) return Number(raw);
      void reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
      return undefined;
    };

    admin.get<{ Querystring: Query }>(`/${kind}`, office, async (request, reply) => {
      const parsed = parseQuery(kind, request.query);
      if (!parsed.ok) return reply.code(400).send(parsed.body);
      const result = inbox.list(kind, parsed.filter, parsed.page);
      return { ...result, items: result.items.map((row) => toItem(row)) };
    });

    admin.get<{ Querystring: Query }>(`/${kind}.csv`, office, async (request, reply) => {
      const parsed = parseQuery(kind, request.query);
      if (!parsed.ok) return reply.code(400).send(parsed.body);
      const rows = inbox.all(kind, parsed.filter) as unknown as Array<Record<string, unknown>>;
      const base = (kind === "contacts" ? CONTACT_COLUMNS : APPLICATION_COLUMNS) as Array<[string, string]>;
      const columns: Array<[string, string]> = [...base, ["status", "Status"], ["note", "Note"]];
      audit.record({
        actor: request.staff.email,
        action: `${kind}.export`,
        target: kind,
        detail: { filter: filterDetail(parsed.filter), rows: rows.length },
      });
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${kind}-${day}.csv"`)
        .send(toCsv(rows, columns));
    });

    admin.get<{ Params: { id: string } }>(`/${kind}/:id`, office, async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined) return reply;
      const item = inbox.get(kind, id);
      if (!item) return reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
      const { history, ...row } = item;
      return { item: { ...toItem(row as Record<string, unknown>), history } };
    });

    admin.patch<{ Params: { id: string }; Body: unknown }>(`/${kind}/:id`, office, async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined) return reply;
      const body = request.body;
      if (!body || typeof body !== "object" || Array.isArray(body)) return reply.code(400).send({ message: NOTHING_TO_UPDATE });
      const { status, note } = body as { status?: unknown; note?: unknown };
      const errors: Record<string, string> = {};
      if (status !== undefined && (typeof status !== "string" || !STATUSES[kind].includes(status))) {
        errors.status = `Choose one of: ${STATUSES[kind].join(", ")}.`;
      }
      if (note !== undefined && (typeof note !== "string" || note.length > NOTE_MAX)) errors.note = `A note is text of at most ${NOTE_MAX} characters.`;
      if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID_SUBMISSION, errors });
      if (status === undefined && note === undefined) return reply.code(400).send({ message: NOTHING_TO_UPDATE });
      try {
        const changed = inbox.update(kind, id, { status: status as string | undefined, note: (note as string | undefined)?.trim() }, request.staff.email, new Date(now()).toISOString());
        if (changed.status !== null || changed.note !== null) {
          audit.record({
            actor: request.staff.email,
            action: `${kind}.update`,
            target: `${SINGULAR[kind]}:${id}`,
            detail: { ...(changed.status !== null ? { status: changed.status } : {}), ...(changed.note !== null ? { noteChanged: true } : {}) },
          });
        }
      } catch (error) {
        if (error instanceof InboxItemNotFound) return reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
        throw error;
      }
      const { history, ...row } = inbox.get(kind, id)!;
      return { item: { ...toItem(row as Record<string, unknown>), history } };
    });

    admin.delete<{ Params: { id: string } }>(`/${kind}/:id`, office, async (request, reply) => {
      const id = idOf(request.params.id, reply);
      if (id === undefined) return reply;
      if (!inbox.remove(kind, id)) return reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
      audit.record({ actor: request.staff.email, action: `${kind}.delete`, target: `${SINGULAR[kind]}:${id}` });
      return reply.code(204).send();
    });
  }
}
