/**
 * POST/GET/DELETE /api/admin/session: sign in, who am I, sign out; POST /api/admin/session/totp:
 * the second step for an account with a second factor. A wrong email and a wrong password get the
 * same answer in the same time; failures (wrong codes included) are counted per email and per
 * client address (loginAttempts.ts) and every outcome goes to the audit log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SECOND_FACTOR_SCHEMA, SIGN_IN_SCHEMA, type SecondFactorValues, type SignInValues } from "../../contract/validation/staff";
import { validBody } from "../platform/bodyValidation";
import { Refusal } from "../platform/refusal";
import type { SignInMetrics } from "../platform/metrics";
import type { StaffAdmin } from "./adminScope";
import { requireSession } from "./guard";
import { BAD_CREDENTIALS, SIGN_IN_EXPIRED, WRONG_CODE, lockedOut } from "./messages";
import { verifyNothing, verifyPassword } from "./passwords";
import type { SessionUser } from "./sessions";
import { normaliseEmail } from "./staffAccounts";
import { SIGN_IN_CODE_SCHEMA, SIGN_IN_ROUTE_SCHEMA, SIGN_OUT_SCHEMA, WHO_AM_I_SCHEMA } from "./staffSchemas";

/** Something that looks like an email address, so a password typed in the email field is never kept. */
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The audit log's record of an email no account has: masked (p***@qwp.example), or nothing if it is no email. */
export function maskedUnknownEmail(email: string): string | null {
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return null;
  const at = email.lastIndexOf("@");
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/** What the console learns about the signed-in person; `enrol` when a second factor must come first. */
export const whoAmI = (user: SessionUser, mustEnrol: boolean) => {
  const { email, name, role, secondFactor } = user;
  return { user: { email, name, role, secondFactor }, ...(mustEnrol ? { enrol: true } : {}) };
};

export async function sessionRoutes(admin: FastifyInstance, { signInMetrics, ...staffAdmin }: StaffAdmin & { signInMetrics?: SignInMetrics }) {
  const { staff, sessions, pendingSignIns, secondFactor, secondFactorRoles, attempts, audit, cookie } = staffAdmin;

  /** Refused with 429 and Retry-After while the email or the address is locked out. */
  function refuseIfLocked(email: string, request: FastifyRequest) {
    const lock = attempts.check(email, request.ip);
    if (lock.locked) throw new Refusal(429, { message: lockedOut(lock.retryAfterMs) }, { "Retry-After": String(Math.ceil(lock.retryAfterMs / 1000)) });
  }

  /** Counts a failure and records it, with the lockout it may have caused. */
  function recordFailure(email: string, clientIp: string, action: string, target: string | null, detail: Record<string, unknown>) {
    const { lockedAccount, lockedAddress } = attempts.fail(email, clientIp);
    audit.record({ actor: clientIp, action, target, detail });
    signInMetrics?.failed(action === "login.code_failure" ? "code" : "password");
    if (lockedAccount) {
      audit.record({ actor: clientIp, action: "login.lockout", target, detail: { by: "account" } });
      signInMetrics?.lockedOut("account");
    }
    if (lockedAddress) {
      audit.record({ actor: clientIp, action: "login.lockout", target: clientIp, detail: { by: "address" } });
      signInMetrics?.lockedOut("address");
    }
  }

  /** Starts the real session under a new id; whatever this browser had before ends. */
  function startSession(request: FastifyRequest, reply: FastifyReply, staffId: number, email: string, detail: Record<string, unknown>) {
    sessions.destroy(request.staffSessionId);
    pendingSignIns.destroy(request.staffSessionId);
    const id = sessions.create(staffId, { clientIp: request.ip, userAgent: request.headers["user-agent"] });
    attempts.succeed(email, request.ip);
    staff.recordLogin(staffId);
    audit.record({ actor: email, action: "login.success", target: email, detail: { ip: request.ip, ...detail } });
    const user = sessions.lookup(id)!;
    const mustEnrol = !user.secondFactor && secondFactorRoles.includes(user.role);
    return reply.setCookie(cookie.name, id, cookie.options).send(whoAmI(user, mustEnrol));
  }

  admin.post("/session", { schema: SIGN_IN_ROUTE_SCHEMA }, async (request, reply) => {
    const values = await validBody<SignInValues>(SIGN_IN_SCHEMA, request.body);
    const email = normaliseEmail(values.email);
    const { password } = values;
    const clientIp = request.ip;

    refuseIfLocked(email, request);

    const found = staff.credentialsOf(email);
    const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyNothing(password);
    if (!found || !ok || found.account.disabled) {
      const reason = !found ? "unknown email" : !ok ? "wrong password" : "account disabled";
      recordFailure(email, clientIp, "login.failure", found ? email : maskedUnknownEmail(email), { reason });
      throw new Refusal(401, { message: BAD_CREDENTIALS });
    }

    if (secondFactor.has(found.account.id)) {
      // The password was right; the session comes with the code. Until then the cookie holds an id
      // that is no session (see pendingSignIns.ts).
      sessions.destroy(request.staffSessionId);
      pendingSignIns.destroy(request.staffSessionId);
      const pendingId = pendingSignIns.create(found.account.id, found.account.email);
      return reply.setCookie(cookie.name, pendingId, cookie.options).send({ secondFactor: "totp" });
    }
    return startSession(request, reply, found.account.id, found.account.email, {});
  });

  admin.post("/session/totp", { schema: SIGN_IN_CODE_SCHEMA }, async (request, reply) => {
    const { code } = await validBody<SecondFactorValues>(SECOND_FACTOR_SCHEMA, request.body);
    const pending = pendingSignIns.find(request.staffSessionId);
    if (!pending) throw new Refusal(401, { message: SIGN_IN_EXPIRED });
    refuseIfLocked(pending.email, request);

    const account = staff.findById(pending.staffId);
    const used = account && !account.disabled ? secondFactor.verify(pending.staffId, code) : null;
    if (!account || !used) {
      recordFailure(pending.email, request.ip, "login.code_failure", pending.email, { reason: account?.disabled ? "account disabled" : "wrong code" });
      throw new Refusal(401, { message: WRONG_CODE });
    }
    if (used === "recovery") {
      audit.record({ actor: account.email, action: "totp.recovery_used", target: account.email, detail: { left: secondFactor.recoveryCodesLeft(account.id) } });
    }
    return startSession(request, reply, account.id, account.email, { factor: used });
  });

  admin.get("/session", { preValidation: requireSession(), schema: WHO_AM_I_SCHEMA }, async (request) => whoAmI(request.staff, request.staffMustEnrol));

  admin.delete("/session", { schema: SIGN_OUT_SCHEMA }, async (request, reply) => {
    const user = request.staffSession;
    sessions.destroy(request.staffSessionId);
    pendingSignIns.destroy(request.staffSessionId);
    if (user) audit.record({ actor: user.email, action: "logout", target: user.email });
    return reply.clearCookie(cookie.name, cookie.options).code(204).send();
  });
}
