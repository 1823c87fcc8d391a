/**
 * /api/admin/me: the signed-in person's own security. Enrolment of a second factor in two steps:
 * POST /me/totp gives a new secret and its otpauth:// address (the console draws it as a QR code),
 * POST /me/totp/confirm { code } puts it in force once a code from the app matches, and answers
 * the 10 recovery codes, this once. GET /me/sessions lists the account's sessions; DELETE
 * /me/sessions ends all of them ("sign out everywhere"). The enrolment routes stay open to an
 * account that must enrol; everything else is behind requireRole like any admin route.
 */
import type { FastifyInstance } from "fastify";
import { SECOND_FACTOR_SCHEMA, STAFF_ROLES, type SecondFactorValues } from "../../contract/validation/staff";
import { validBody } from "../platform/bodyValidation";
import { badRequest, conflict } from "../platform/refusal";
import type { StaffAdmin } from "./adminScope";
import { requireRole, requireSession } from "./guard";
import { ALREADY_ENROLLED, NO_ENROLMENT, WRONG_CODE } from "./messages";
import { CONFIRM_ENROL_SCHEMA, ENROL_SCHEMA, MY_SESSIONS_SCHEMA, SIGN_OUT_EVERYWHERE_SCHEMA } from "./staffSchemas";

export async function accountRoutes(admin: FastifyInstance, { sessions, secondFactor, audit, cookie }: StaffAdmin) {
  const signedIn = requireSession();
  const anyRole = requireRole(...STAFF_ROLES);

  admin.post("/me/totp", { preValidation: signedIn, schema: ENROL_SCHEMA }, async (request) => {
    const started = secondFactor.begin(request.staff.id, request.staff.email);
    if (!started) throw conflict(ALREADY_ENROLLED);
    return started;
  });

  admin.post("/me/totp/confirm", { preValidation: signedIn, schema: CONFIRM_ENROL_SCHEMA }, async (request) => {
    const { code } = await validBody<SecondFactorValues>(SECOND_FACTOR_SCHEMA, request.body);
    const { email } = request.staff;
    const outcome = secondFactor.confirm(request.staff.id, code);
    if (outcome === "no-enrolment") throw conflict(NO_ENROLMENT);
    if (outcome === "wrong-code") {
      audit.record({ actor: email, action: "totp.enrol_failure", target: email, detail: { reason: "wrong code" } });
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    audit.record({ actor: email, action: "totp.enrol", target: email });
    return { recoveryCodes: outcome };
  });

  admin.get("/me/sessions", { preValidation: anyRole, schema: MY_SESSIONS_SCHEMA }, async (request) => ({ sessions: sessions.list(request.staff.id, request.staffSessionId) }));

  admin.delete("/me/sessions", { preValidation: anyRole, schema: SIGN_OUT_EVERYWHERE_SCHEMA }, async (request, reply) => {
    sessions.destroyAllFor(request.staff.id);
    audit.record({ actor: request.staff.email, action: "logout.everywhere", target: request.staff.email });
    return reply.clearCookie(cookie.name, cookie.options).code(204).send();
  });
}
