/**
 * What every route under /api/admin shares, installed on that one scope (so it applies to the
 * newsroom's and the inbox's routes too): state-changing requests must come from the site's own
 * origin, the session cookie is read and the person looked up (with whether their role needs a
 * second factor they lack), and an unknown admin path answers 404 in JSON. That no answer here is
 * ever cached is the app's cache policy (server/site/cachePolicy.ts).
 */
import cookiePlugin from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "./auditLog";
import type { CookieSettings } from "./cookie";
import type { LoginAttempts } from "./loginAttempts";
import type { PendingSignIns } from "./pendingSignIns";
import type { Role } from "./roles";
import type { SecondFactor } from "./secondFactor";
import { decorateStaffRequest, identifyStaff } from "./guard";
import { ADMIN_ROUTE_NOT_FOUND, CROSS_ORIGIN } from "./messages";
import { isSameOriginRequest } from "./sameOrigin";
import { notFound, Refusal } from "../platform/refusal";
import { UNKNOWN_ADMIN_ROUTE_SCHEMA } from "./staffSchemas";
import type { SessionStore } from "./sessions";
import type { StaffRepository } from "./staffAccounts";

/** Everything the admin routes need, made once per app (see createStaffAdmin). */
export type StaffAdmin = {
  staff: StaffRepository;
  sessions: SessionStore;
  pendingSignIns: PendingSignIns;
  secondFactor: SecondFactor;
  /** Roles whose accounts reach nothing but enrolment until they have a second factor. */
  secondFactorRoles: readonly Role[];
  attempts: LoginAttempts;
  audit: AuditLog;
  cookie: CookieSettings;
  siteUrl?: string;
  loopbackOrigins: boolean;
};

export async function installAdminScope(admin: FastifyInstance, { sessions, cookie, siteUrl, loopbackOrigins, secondFactorRoles }: StaffAdmin) {
  await admin.register(cookiePlugin);
  decorateStaffRequest(admin);

  admin.addHook("onRequest", async (request) => {
    if (!isSameOriginRequest(request, siteUrl, loopbackOrigins)) {
      request.log.warn({ origin: request.headers.origin, fetchSite: request.headers["sec-fetch-site"] }, "cross-origin admin request refused");
      throw new Refusal(403, { message: CROSS_ORIGIN });
    }
    identifyStaff(request, { sessions, cookie, secondFactorRoles });
  });

  // A catch-all route rather than setNotFoundHandler: the site's root 404 handler would answer
  // first, without this scope's hooks (origin check, session).
  admin.all("/*", { schema: UNKNOWN_ADMIN_ROUTE_SCHEMA }, async () => {
    throw notFound(ADMIN_ROUTE_NOT_FOUND);
  });
}
