/**
 * Failed sign-ins, counted per account (by the email typed, so unknown emails behave exactly like
 * real ones) and per client address. 5 failures on one email within 15 minutes lock that email
 * for the rest of those 15 minutes, even for the right password; a successful sign-in clears the
 * count. An address with too many failures (20 by default, over any emails) is refused likewise.
 */
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";

export type LockoutSettings = { maxPerAccount: number; maxPerAddress: number; windowMs: number };

export const LOCKOUT_DEFAULTS: LockoutSettings = { maxPerAccount: 5, maxPerAddress: 20, windowMs: 15 * 60_000 };

export type Lock = { locked: false } | { locked: true; retryAfterMs: number; by: "account" | "address" };

export function createLoginAttempts(db: Db, { now = systemClock, ...settings }: Partial<LockoutSettings> & { now?: Clock } = {}) {
  const { maxPerAccount, maxPerAddress, windowMs } = { ...LOCKOUT_DEFAULTS, ...settings };
  const insert = db.prepare("INSERT INTO login_attempts (email, client_ip, succeeded, at) VALUES (?, ?, ?, ?)");
  // Failures since the window began and since the last success, oldest first.
  const emailFailures = db.prepare<[{ email: string; since: number }], { at: number }>(
    `SELECT at FROM login_attempts WHERE email = @email AND succeeded = 0 AND at > @since
       AND at > COALESCE((SELECT MAX(at) FROM login_attempts WHERE email = @email AND succeeded = 1), 0)
     ORDER BY at DESC`,
  );
  const addressFailures = db.prepare<[string, number], { at: number }>(
    "SELECT at FROM login_attempts WHERE client_ip = ? AND succeeded = 0 AND at > ? ORDER BY at DESC",
  );
  const prune = db.prepare<[number]>("DELETE FROM login_attempts WHERE at < ?");

  /** Locked while the max-th most recent failure is still inside the window. */
  const lockFrom = (failures: { at: number }[], max: number, at: number) =>
    failures.length >= max ? failures[max - 1].at + windowMs - at : 0;

  return {
    settings: { maxPerAccount, maxPerAddress, windowMs },

    check(email: string, clientIp: string): Lock {
      const at = now();
      const since = at - windowMs;
      const account = lockFrom(emailFailures.all({ email, since }), maxPerAccount, at);
      if (account > 0) return { locked: true, retryAfterMs: account, by: "account" };
      const address = lockFrom(addressFailures.all(clientIp, since), maxPerAddress, at);
      if (address > 0) return { locked: true, retryAfterMs: address, by: "address" };
      return { locked: false };
    },

    /** Records a failure; tells whether it was the one that locked the account or the address. */
    fail(email: string, clientIp: string): { lockedAccount: boolean; lockedAddress: boolean } {
      const at = now();
      insert.run(email, clientIp, 0, at);
      const since = at - windowMs;
      return {
        lockedAccount: emailFailures.all({ email, since }).length === maxPerAccount,
        lockedAddress: addressFailures.all(clientIp, since).length === maxPerAddress,
      };
    },

    succeed(email: string, clientIp: string) {
      const at = now();
      insert.run(email, clientIp, 1, at);
      // Attempts older than a day serve no check; keep the table small.
      prune.run(at - Math.max(windowMs, 24 * 60 * 60_000));
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
