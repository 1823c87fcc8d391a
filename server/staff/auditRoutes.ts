/** GET /api/admin/audit?page=N (admins only). There is deliberately no route that changes the log. */
import type { FastifyInstance } from "fastify";
import type { StaffAdmin } from "./adminScope";
import { pageOf, type RouteOf } from "../platform/routeSchemas";
import { requireRole } from "./guard";
import { AUDIT_SCHEMA } from "./staffSchemas";

export async function auditRoutes(admin: FastifyInstance, { audit }: Pick<StaffAdmin, "audit">) {
  admin.get<RouteOf<typeof AUDIT_SCHEMA>>("/audit", { preValidation: requireRole("admin"), schema: AUDIT_SCHEMA }, async (request) =>
    audit.list(pageOf(request.query)),
  );
}
