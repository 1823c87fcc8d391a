/**
 * requireRole(...roles): the preValidation hook every admin route uses, so who may ask is decided
 * before what they sent is checked (a stranger learns 401, not the route's rules). No valid session → 401, an
 * account that must enrol a second factor first → 403 with `enrol: true`, a role not in the list
 * → 403 (admin passes every check). On success `request.staff` is the person. requireSession()
 * lets enrolling accounts through too: only for who-am-I and the enrolment routes. identifyStaff finds
 * the person from the session cookie, for the admin scope and the console's pages outside it.
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { Refusal } from "../platform/refusal";
import type { CookieSettings } from "./cookie";
import { ENROL_FIRST, NOT_SIGNED_IN, WRONG_ROLE } from "./messages";
import { roleAllows, type Role } from "./roles";
import type { SessionStore, SessionUser } from "./sessions";

export type StaffUser = SessionUser;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person. Set by requireRole: read it only in routes guarded by it. */
    staff: StaffUser;
    /** The session found from the cookie by the admin scope (null: none, expired, or disabled). */
    staffSession: StaffUser | null;
    /** The raw session id from the cookie, if any (for sign-out). */
    staffSessionId: string | undefined;
    /** The session's role needs a second factor and the account has none yet (set by the admin scope). */
    staffMustEnrol: boolean;
  }
}

export function requireRole(...roles: Role[]): preValidationAsyncHookHandler {
  return async function guard(request: FastifyRequest) {
    const user = request.staffSession;
    if (!user) throw new Refusal(401, { message: NOT_SIGNED_IN });
    if (request.staffMustEnrol) throw new Refusal(403, { message: ENROL_FIRST, enrol: true });
    if (!roleAllows(user.role, roles)) throw new Refusal(403, { message: WRONG_ROLE });
    request.staff = user;
  };
}

export function requireSession(): preValidationAsyncHookHandler {
  return async function guard(request: FastifyRequest) {
    const user = request.staffSession;
    if (!user) throw new Refusal(401, { message: NOT_SIGNED_IN });
    request.staff = user;
  };
}

/** What finding the person behind a request needs: the sessions, the cookie's name, the roles that need a second factor. */
export type StaffIdentity = { sessions: Pick<SessionStore, "lookup">; cookie: CookieSettings; secondFactorRoles: readonly Role[] };

/**
 * Reads the session cookie (parsed by @fastify/cookie) and sets who is asking on the request: the
 * admin scope's hook, and the console's pages outside it (the preview).
 */
export function identifyStaff(request: FastifyRequest, { sessions, cookie, secondFactorRoles }: StaffIdentity) {
  const id = request.cookies[cookie.name];
  request.staffSessionId = id;
  request.staffSession = sessions.lookup(id);
  const user = request.staffSession;
  request.staffMustEnrol = Boolean(user && !user.secondFactor && secondFactorRoles.includes(user.role));
}

/** Declares the request properties `identifyStaff` sets, on a scope that reads them. */
export function decorateStaffRequest(scope: FastifyInstance) {
  scope.decorateRequest("staff", null as never);
  scope.decorateRequest("staffSession", null);
  scope.decorateRequest("staffSessionId", undefined);
  scope.decorateRequest("staffMustEnrol", false);
}
