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
import { createInboxRepository, ITEM_NOT_FOUND, type InboxFilter, type InboxKind } from "./inboxRepository";
import { APPLICATION_COLUMNS, CONTACT_COLUMNS } from "./inboxCli";
import { toCsv } from "../platform/csv";
import type { Db } from "../platform/database";
import { badRequest, notFound } from "../platform/refusal";
import { pageOf, type RequestOf, type RouteOf } from "../platform/routeSchemas";
import { BAD_FILTER, DATES_REVERSED, INBOX_SUMMARY_SCHEMA, NOTHING_TO_UPDATE, inboxSchemas } from "./inboxSchemas";

export { BAD_FILTER, ITEM_NOT_FOUND, NOTHING_TO_UPDATE };

const SINGULAR = { contacts: "contact", applications: "application" } as const;

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
/** A stored row as the API shows it: camelCase names, `receivedAt` for the arrival time. */
function toItem(row: Record<string, unknown>) {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) item[key === "created_at" ? "receivedAt" : camel(key)] = value;
  return item;
}

type ListRequest = RequestOf<ReturnType<typeof inboxSchemas>["list"]>;

/** The filter and page a list or export asked for (its fields checked by the route schema); a date range out of order is refused. */
function filterOf(kind: InboxKind, query: ListRequest["query"]): { filter: InboxFilter; page: number } {
  const fields = query as Record<string, string | undefined>;
  const text = (name: string) => fields[name]?.trim() || undefined;
  const filter: InboxFilter = { q: text("q"), status: text("status") };
  if (kind === "applications") {
    Object.assign(filter, { province: text("province"), wing: text("wing"), from: text("from"), to: text("to") });
    if (filter.from && filter.to && filter.from > filter.to) throw badRequest(BAD_FILTER, { to: DATES_REVERSED });
  }
  return { filter, page: pageOf(query) };
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

    admin.get<RouteOf<typeof schemas.list>>(`/${kind}`, { ...office, schema: schemas.list }, async (request) => {
      const parsed = filterOf(kind, request.query);
      const result = inbox.list(kind, parsed.filter, parsed.page);
      return { ...result, items: result.items.map((row) => toItem(row)) };
    });

    admin.get<RouteOf<typeof schemas.csv>>(`/${kind}.csv`, { ...office, schema: schemas.csv }, async (request, reply) => {
      const parsed = filterOf(kind, request.query);
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

    admin.get<RouteOf<typeof schemas.item>>(`/${kind}/:id`, { ...office, schema: schemas.item }, async (request) => {
      const id = Number(request.params.id);
      const item = inbox.get(kind, id);
      if (!item) throw notFound(ITEM_NOT_FOUND[kind]);
      const { history, ...row } = item;
      return { item: { ...toItem(row as Record<string, unknown>), history } };
    });

    admin.patch<RouteOf<typeof schemas.update>>(`/${kind}/:id`, { ...office, schema: schemas.update }, async (request) => {
      const id = Number(request.params.id);
      const { status, note } = request.body;
      if (status === undefined && note === undefined) throw badRequest(NOTHING_TO_UPDATE);
      const changed = inbox.update(kind, id, { status, note: note?.trim() }, request.staff.email, new Date(now()).toISOString());
      if (changed.status !== null || changed.note !== null) {
        audit.record({
          actor: request.staff.email,
          action: `${kind}.update`,
          target: `${SINGULAR[kind]}:${id}`,
          detail: { ...(changed.status !== null ? { status: changed.status } : {}), ...(changed.note !== null ? { noteChanged: true } : {}) },
        });
      }
      const { history, ...row } = inbox.get(kind, id)!;
      return { item: { ...toItem(row as Record<string, unknown>), history } };
    });

    admin.delete<RouteOf<typeof schemas.remove>>(`/${kind}/:id`, { ...office, schema: schemas.remove }, async (request, reply) => {
      const id = Number(request.params.id);
      if (!inbox.remove(kind, id)) throw notFound(ITEM_NOT_FOUND[kind]);
      audit.record({ actor: request.staff.email, action: `${kind}.delete`, target: `${SINGULAR[kind]}:${id}` });
      return reply.code(204).send();
    });
  }
}
