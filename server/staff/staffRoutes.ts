/**
 * /api/admin/staff (admins only): list, create, and change an account's role or disabled state.
 * The last active admin can be neither demoted nor disabled, so the console can never lock
 * everyone out. Disabling ends the account's sessions at once.
 */
import type { FastifyInstance } from "fastify";
import { NEW_STAFF_SCHEMA, type NewStaffValues } from "../../contract/validation/staff";
import { INVALID_SUBMISSION, validateWith } from "../platform/bodyValidation";
import type { StaffAdmin } from "./adminScope";
import { requireRole } from "./guard";
import { LAST_ADMIN, NOTHING_TO_CHANGE, STAFF_NOT_FOUND } from "./messages";
import { passwordProblem } from "./passwords";
import type { Role } from "./roles";
import { DuplicateEmailError } from "./staffAccounts";
import { CHANGE_STAFF_SCHEMA, NEW_STAFF_ROUTE_SCHEMA, STAFF_LIST_SCHEMA } from "./staffSchemas";

export async function staffRoutes(admin: FastifyInstance, { staff, audit }: StaffAdmin) {
  const adminOnly = requireRole("admin");

  admin.get("/staff", { preValidation: adminOnly, schema: STAFF_LIST_SCHEMA }, async () => ({ staff: staff.list() }));

  admin.post("/staff", { preValidation: adminOnly, schema: NEW_STAFF_ROUTE_SCHEMA }, async (request, reply) => {
    const result = await validateWith<NewStaffValues & { role: Role }>(NEW_STAFF_SCHEMA, request.body);
    if (!result.ok) return reply.code(400).send(result.body);
    const values = result.values;
    const problem = passwordProblem(values.password, values);
    if (problem) return reply.code(400).send({ message: INVALID_SUBMISSION, errors: { password: problem } });
    try {
      const account = await staff.create(values);
      audit.record({ actor: request.staff.email, action: "staff.create", target: account.email, detail: { role: account.role } });
      return reply.code(201).send({ staff: account });
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        return reply.code(409).send({ message: error.message, errors: { email: "This email already has a staff account." } });
      }
      throw error;
    }
  });

  admin.patch<{ Params: { id: string }; Body: { role?: Role; disabled?: boolean } }>("/staff/:id", { preValidation: adminOnly, schema: CHANGE_STAFF_SCHEMA }, async (request, reply) => {
    const id = Number(request.params.id);
    const before = Number.isSafeInteger(id) ? staff.findById(id) : undefined;
    if (!before) return reply.code(404).send({ message: STAFF_NOT_FOUND });

    const { role, disabled } = request.body;
    if (role === undefined && disabled === undefined) return reply.code(400).send({ message: NOTHING_TO_CHANGE });

    const after = staff.update(id, { role, disabled });
    if (after === "not-found") return reply.code(404).send({ message: STAFF_NOT_FOUND });
    if (after === "last-admin") return reply.code(409).send({ message: LAST_ADMIN });

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
