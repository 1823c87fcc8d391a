/**
 * POST/GET/DELETE /api/admin/session: sign in, who am I, sign out. A wrong email and a wrong
 * password get the same answer in the same time; failures are counted per email and per client
 * address (loginAttempts.ts) and every outcome goes to the audit log.
 */
import type { FastifyInstance } from "fastify";
import { SIGN_IN_SCHEMA, type SignInValues } from "../../src/validation/staff";
import { validateWith } from "../routes/forms";
import type { StaffAdmin } from "./adminScope";
import { requireRole } from "./guard";
import { BAD_CREDENTIALS, lockedOut } from "./messages";
import { verifyNothing, verifyPassword } from "./passwords";
import { normaliseEmail } from "./staffAccounts";

export async function sessionRoutes(admin: FastifyInstance, { staff, sessions, attempts, audit, cookie }: StaffAdmin) {
  admin.post("/session", async (request, reply) => {
    const result = await validateWith<SignInValues>(SIGN_IN_SCHEMA, request.body);
    if (!result.ok) return reply.code(400).send(result.body);
    const email = normaliseEmail(result.values.email);
    const { password } = result.values;
    const clientIp = request.ip;

    const lock = attempts.check(email, clientIp);
    if (lock.locked) {
      return reply
        .code(429)
        .header("Retry-After", String(Math.ceil(lock.retryAfterMs / 1000)))
        .send({ message: lockedOut(lock.retryAfterMs) });
    }

    const found = staff.credentialsOf(email);
    const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyNothing(password);
    if (!found || !ok || found.account.disabled) {
      const { lockedAccount, lockedAddress } = attempts.fail(email, clientIp);
      const reason = !found ? "unknown email" : !ok ? "wrong password" : "account disabled";
      audit.record({ actor: clientIp, action: "login.failure", target: email, detail: { reason } });
      if (lockedAccount) audit.record({ actor: clientIp, action: "login.lockout", target: email, detail: { by: "account" } });
      if (lockedAddress) audit.record({ actor: clientIp, action: "login.lockout", target: clientIp, detail: { by: "address" } });
      return reply.code(401).send({ message: BAD_CREDENTIALS });
    }

    // A new id at every sign-in; whatever session this browser had before ends.
    sessions.destroy(request.staffSessionId);
    const id = sessions.create(found.account.id, { clientIp, userAgent: request.headers["user-agent"] });
    attempts.succeed(email, clientIp);
    staff.recordLogin(found.account.id);
    audit.record({ actor: found.account.email, action: "login.success", target: found.account.email, detail: { ip: clientIp } });
    const { email: userEmail, name, role } = found.account;
    return reply.setCookie(cookie.name, id, cookie.options).send({ user: { email: userEmail, name, role } });
  });

  admin.get("/session", { preHandler: requireRole("admin", "editor", "office") }, async (request) => {
    const { email, name, role } = request.staff;
    return { user: { email, name, role } };
  });

  admin.delete("/session", async (request, reply) => {
    const user = request.staffSession;
    sessions.destroy(request.staffSessionId);
    if (user) audit.record({ actor: user.email, action: "logout", target: user.email });
    return reply.clearCookie(cookie.name, cookie.options).code(204).send();
  });
}
