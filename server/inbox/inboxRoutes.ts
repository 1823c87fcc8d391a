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
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff/auditLog";
import type { Clock } from "../platform/clock";
import { requireRole } from "../staff/guard";
import { createInboxRepository, InboxItemNotFound, type InboxFilter, type InboxKind } from "./inboxRepository";
import { APPLICATION_COLUMNS, CONTACT_COLUMNS } from "./inboxCli";
import { toCsv } from "../platform/csv";
import type { Db } from "../platform/database";
import { SEARCH_MAX } from "../../contract/validation/inbox";
import { PROVINCES } from "../../contract/validation/forms";
import { INBOX_SUMMARY_SCHEMA, ITEM_NOT_FOUND, NOTHING_TO_UPDATE, STATUSES, chooseStatus, inboxSchemas } from "./inboxSchemas";

export { ITEM_NOT_FOUND, NOTHING_TO_UPDATE };
export const BAD_FILTER = "The search or filter is not valid.";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SINGULAR = { contacts: "contact", applications: "application" } as const;

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
  const filter: InboxFilter = { q: text("q"), status: text("status") };
  if (filter.q && filter.q.length > SEARCH_MAX) errors.q = `Search for at most ${SEARCH_MAX} characters.`;
  if (filter.status && !STATUSES[kind].includes(filter.status)) errors.status = chooseStatus(kind);
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
  const office = { preValidation: requireRole("office") };

  admin.get("/inbox/summary", { ...office, schema: INBOX_SUMMARY_SCHEMA }, async () => ({
    contacts: { new: inbox.countNew("contacts") },
    applications: { new: inbox.countNew("applications") },
  }));

  for (const kind of ["contacts", "applications"] as const) {
    const schemas = inboxSchemas(kind);

    admin.get<{ Querystring: Query }>(`/${kind}`, { ...office, schema: schemas.list }, async (request, reply) => {
      const parsed = parseQuery(kind, request.query);
      if (!parsed.ok) return reply.code(400).send(parsed.body);
      const result = inbox.list(kind, parsed.filter, parsed.page);
      return { ...result, items: result.items.map((row) => toItem(row)) };
    });

    admin.get<{ Querystring: Query }>(`/${kind}.csv`, { ...office, schema: schemas.csv }, async (request, reply) => {
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

    admin.get<{ Params: { id: string } }>(`/${kind}/:id`, { ...office, schema: schemas.item }, async (request, reply) => {
      const id = Number(request.params.id);
      const item = inbox.get(kind, id);
      if (!item) return reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
      const { history, ...row } = item;
      return { item: { ...toItem(row as Record<string, unknown>), history } };
    });

    admin.patch<{ Params: { id: string }; Body: { status?: string; note?: string } }>(`/${kind}/:id`, { ...office, schema: schemas.update }, async (request, reply) => {
      const id = Number(request.params.id);
      const { status, note } = request.body;
      if (status === undefined && note === undefined) return reply.code(400).send({ message: NOTHING_TO_UPDATE });
      try {
        const changed = inbox.update(kind, id, { status, note: note?.trim() }, request.staff.email, new Date(now()).toISOString());
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

    admin.delete<{ Params: { id: string } }>(`/${kind}/:id`, { ...office, schema: schemas.remove }, async (request, reply) => {
      const id = Number(request.params.id);
      if (!inbox.remove(kind, id)) return reply.code(404).send({ message: ITEM_NOT_FOUND[kind] });
      audit.record({ actor: request.staff.email, action: `${kind}.delete`, target: `${SINGULAR[kind]}:${id}` });
      return reply.code(204).send();
    });
  }
}
