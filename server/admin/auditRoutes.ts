/** GET /api/admin/audit?page=N (admins only). There is deliberately no route that changes the log. */
import type { FastifyInstance } from "fastify";
import type { StaffAdmin } from "./adminScope";
import { requireRole } from "./guard";
import { BAD_PAGE } from "./messages";

export async function auditRoutes(admin: FastifyInstance, { audit }: Pick<StaffAdmin, "audit">) {
  admin.get<{ Querystring: { page?: string } }>("/audit", { preHandler: requireRole("admin") }, async (request, reply) => {
    const raw = request.query.page;
    const page = raw === undefined || raw === "" ? 1 : Number(raw);
    if (!Number.isSafeInteger(page) || page < 1 || page > 1_000_000) return reply.code(400).send({ message: BAD_PAGE });
    return audit.list(page);
  });
}
