/** Builds the staff side's parts for one database: accounts, sessions, sign-in counting, audit log. */
import type { Db } from "../db/database";
import type { StaffAdmin } from "./adminScope";
import { createAuditLog } from "./auditLog";
import { systemClock, type Clock } from "./clock";
import { sessionCookie } from "./cookie";
import { createLoginAttempts, type LockoutSettings } from "./loginAttempts";
import { createSessionStore, type SessionTimes } from "./sessions";
import { createStaffRepository } from "./staffAccounts";

export type StaffAdminOptions = {
  secureCookies: boolean;
  siteUrl?: string;
  now?: Clock;
  sessionTimes?: SessionTimes;
  lockout?: Partial<LockoutSettings>;
};

export function createStaffAdmin(db: Db, { secureCookies, siteUrl, now = systemClock, sessionTimes, lockout }: StaffAdminOptions): StaffAdmin {
  return {
    staff: createStaffRepository(db, now),
    sessions: createSessionStore(db, { now, ...sessionTimes }),
    attempts: createLoginAttempts(db, { now, ...lockout }),
    audit: createAuditLog(db, { now }),
    cookie: sessionCookie(secureCookies),
    siteUrl,
  };
}
