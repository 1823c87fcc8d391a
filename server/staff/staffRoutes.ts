/**
 * /api/admin/staff (admins only): list, create, and change an account's role or disabled state.
 * The last active admin can be neither demoted nor disabled, so the console can never lock
 * everyone out. Disabling ends the account's sessions at once.
 */
import type { FastifyInstance } from "fastify";
import { NEW_STAFF_SCHEMA, type NewStaffValues } from "../../contract/validation/staff";
import { INVALID_SUBMISSION, validBody } from "../platform/bodyValidation";
import { badRequest, conflict, notFound } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import type { StaffAdmin } from "./adminScope";
import { requireRole } from "./guard";
import { LAST_ADMIN, NOTHING_TO_CHANGE, STAFF_NOT_FOUND } from "./messages";
import { passwordProblem } from "./passwords";
import type { Role } from "./roles";
import { CHANGE_STAFF_SCHEMA, NEW_STAFF_ROUTE_SCHEMA, STAFF_LIST_SCHEMA } from "./staffSchemas";

export async function staffRoutes(admin: FastifyInstance, { staff, audit }: StaffAdmin) {
  const adminOnly = requireRole("admin");

  admin.get("/staff", { preValidation: adminOnly, schema: STAFF_LIST_SCHEMA }, async () => ({ staff: staff.list() }));

  admin.post("/staff", { preValidation: adminOnly, schema: NEW_STAFF_ROUTE_SCHEMA }, async (request, reply) => {
    const values = await validBody<NewStaffValues & { role: Role }>(NEW_STAFF_SCHEMA, request.body);
    const problem = passwordProblem(values.password, values);
    if (problem) throw badRequest(INVALID_SUBMISSION, { password: problem });
    const account = await staff.create(values);
    audit.record({ actor: request.staff.email, action: "staff.create", target: account.email, detail: { role: account.role } });
    return reply.code(201).send({ staff: account });
  });

  admin.patch<RouteOf<typeof CHANGE_STAFF_SCHEMA>>("/staff/:id", { preValidation: adminOnly, schema: CHANGE_STAFF_SCHEMA }, async (request) => {
    const id = Number(request.params.id);
    const before = Number.isSafeInteger(id) ? staff.findById(id) : undefined;
    if (!before) throw notFound(STAFF_NOT_FOUND);

    const { role, disabled } = request.body;
    if (role === undefined && disabled === undefined) throw badRequest(NOTHING_TO_CHANGE);

    const after = staff.update(id, { role, disabled });
    if (after === "not-found") throw notFound(STAFF_NOT_FOUND);
    if (after === "last-admin") throw conflict(LAST_ADMIN);

    const actor = request.staff.email;
    if (after.role !== before.role) {
      audit.record({ actor, action: "staff.role", target: after.email, detail: { from: before.role, to: after.role } });
    }
    if (after.disabled !== before.disabled) {
      audit.record({ actor, action: after.disabled ? "staff.disable" : "staff.enable", target: after.email });
    }
    return { staff: after };
  });
}
