/** Builds the staff side's parts for one database: accounts, sessions, second factor, sign-in counting, audit log. */
import type { Db } from "../platform/database";
import type { StaffAdmin } from "./adminScope";
import { createAuditLog } from "./auditLog";
import { systemClock, type Clock } from "../platform/clock";
import { sessionCookie } from "./cookie";
import { createLoginAttempts, type LockoutSettings } from "./loginAttempts";
import { createPendingSignIns } from "./pendingSignIns";
import type { Role } from "./roles";
import { createSecondFactor } from "./secondFactor";
import { createSessionStore, type SessionTimes } from "./sessions";
import { createStaffRepository } from "./staffAccounts";

export type StaffAdminOptions = {
  secureCookies: boolean;
  siteUrl?: string;
  /** Whether loopback origins on this server's port pass the same-origin rule too (not in production). */
  loopbackOrigins?: boolean;
  /** Roles that must have a second factor (STAFF_2FA_ROLES). */
  secondFactorRoles: readonly Role[];
  now?: Clock;
  sessionTimes?: SessionTimes;
  lockout?: Partial<LockoutSettings>;
};

export function createStaffAdmin(db: Db, { secureCookies, siteUrl, loopbackOrigins = false, secondFactorRoles, now = systemClock, sessionTimes, lockout }: StaffAdminOptions): StaffAdmin {
  return {
    staff: createStaffRepository(db, now),
    sessions: createSessionStore(db, { now, ...sessionTimes }),
    pendingSignIns: createPendingSignIns(db, { now }),
    secondFactor: createSecondFactor(db, now),
    secondFactorRoles,
    attempts: createLoginAttempts(db, { now, ...lockout }),
    audit: createAuditLog(db, { now }),
    cookie: sessionCookie(secureCookies),
    siteUrl,
    loopbackOrigins,
  };
}
