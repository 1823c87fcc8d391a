/**
 * Server-side staff sessions. The cookie holds only a random 256-bit id; the database keeps its
 * SHA-256, so a copy of the database does not hand out live sessions. A session ends after
 * 30 minutes without a request (idle) or 12 hours after sign-in (absolute), whichever is first.
 * An account keeps at most 5 sessions: a sixth sign-in ends the oldest.
 */
import crypto from "node:crypto";
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";
import type { Role } from "./roles";

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const MAX_SESSIONS_PER_ACCOUNT = 5;
/** last_seen_at is rewritten at most this often, so reading pages does not fsync on every request. */
const TOUCH_EVERY_MS = 60_000;

export type SessionUser = { id: number; email: string; name: string; role: Role; secondFactor: boolean };

/** One of an account's sessions as the console lists it (never its id). */
export type SessionInfo = { createdAt: string; lastSeenAt: string; clientIp: string | null; userAgent: string | null; current: boolean };

export type SessionTimes = { idleMs?: number; absoluteMs?: number };

const hashId = (id: string) => crypto.createHash("sha256").update(id).digest("hex");

type Row = {
  id_hash: string;
  created_at: number;
  last_seen_at: number;
  staff_id: number;
  email: string;
  name: string;
  role: Role;
  disabled: number;
  second_factor: number;
};

export function createSessionStore(db: Db, { now = systemClock, idleMs = SESSION_IDLE_MS, absoluteMs = SESSION_ABSOLUTE_MS }: SessionTimes & { now?: Clock } = {}) {
  const insert = db.prepare(
    "INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at, client_ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const find = db.prepare<[string], Row>(
    `SELECT s.id_hash, s.created_at, s.last_seen_at, a.id AS staff_id, a.email, a.name, a.role, a.disabled,
            a.totp_secret IS NOT NULL AS second_factor
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.id_hash = ?`,
  );
  const remove = db.prepare<[string]>("DELETE FROM staff_sessions WHERE id_hash = ?");
  const touch = db.prepare<[number, string]>("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?");
  // Keeps the newest sessions of an account (rowid breaks ties between sign-ins in the same millisecond).
  const removeOldest = db.prepare<[number, number, number]>(
    `DELETE FROM staff_sessions WHERE staff_id = ? AND rowid NOT IN
       (SELECT rowid FROM staff_sessions WHERE staff_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
  );
  const listFor = db.prepare<[number], { id_hash: string; created_at: number; last_seen_at: number; client_ip: string | null; user_agent: string | null }>(
    "SELECT id_hash, created_at, last_seen_at, client_ip, user_agent FROM staff_sessions WHERE staff_id = ? ORDER BY last_seen_at DESC, rowid DESC",
  );
  const removeExpired = db.prepare<[number, number]>("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?");

  return {
    idleMs,
    absoluteMs,

    /** Starts a session (ending the account's oldest beyond the cap); returns the id for the cookie (never stored as such). */
    create(staffId: number, meta: { clientIp?: string; userAgent?: string } = {}): string {
      const id = crypto.randomBytes(32).toString("base64url");
      const at = now();
      db.transaction(() => {
        insert.run(hashId(id), staffId, at, at, meta.clientIp ?? null, meta.userAgent?.slice(0, 300) ?? null);
        removeOldest.run(staffId, staffId, MAX_SESSIONS_PER_ACCOUNT);
      })();
      return id;
    },

    /** The account's sessions still in use, most recently used first; `current` marks this browser's. */
    list(staffId: number, currentId: string | undefined): SessionInfo[] {
      const at = now();
      const currentHash = currentId ? hashId(currentId) : "";
      return listFor
        .all(staffId)
        .filter((row) => at - row.last_seen_at < idleMs && at - row.created_at < absoluteMs)
        .map((row) => ({
          createdAt: new Date(row.created_at).toISOString(),
          lastSeenAt: new Date(row.last_seen_at).toISOString(),
          clientIp: row.client_ip,
          userAgent: row.user_agent,
          current: row.id_hash === currentHash,
        }));
    },

    /** The signed-in person for a cookie value, or null (unknown, expired, or account disabled). */
    lookup(id: string | undefined): SessionUser | null {
      if (!id || id.length > 100) return null;
      const key = hashId(id);
      const row = find.get(key);
      if (!row) return null;
      const at = now();
      if (row.disabled === 1 || at - row.last_seen_at >= idleMs || at - row.created_at >= absoluteMs) {
        remove.run(key);
        return null;
      }
      if (at - row.last_seen_at >= TOUCH_EVERY_MS) touch.run(at, key);
      return { id: row.staff_id, email: row.email, name: row.name, role: row.role, secondFactor: row.second_factor === 1 };
    },

    destroy(id: string | undefined) {
      if (id) remove.run(hashId(id));
    },

    destroyAllFor(staffId: number) {
      db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(staffId);
    },

    /** Drops rows of sessions that can no longer be used. */
    sweep() {
      const at = now();
      removeExpired.run(at - idleMs, at - absoluteMs);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
