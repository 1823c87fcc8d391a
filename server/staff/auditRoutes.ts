/** GET /api/admin/audit?page=N (admins only). There is deliberately no route that changes the log. */
import type { FastifyInstance } from "fastify";
import type { StaffAdmin } from "./adminScope";
import { requireRole } from "./guard";
import { BAD_PAGE } from "./messages";

export async function auditRoutes(admin: FastifyInstance, { audit }: Pick<StaffAdmin, "audit">) {
  admin.get<{ Querystring: { page?: string } }>("/audit", { preHandler: requireRole("admin") }, async (request, reply) => {
    const raw = request.query.page;
    if (raw !== undefined && raw !== "" && !/^[1-9]\d{0,6}$/.test(raw)) return reply.code(400).send({ message: BAD_PAGE });
    const page = raw ? Number(raw) : 1;
    return audit.list(page);
  });
}
