/**
 * Sign-ins that passed the password and wait for the second factor. The browser holds a random id
 * in the session cookie; the database keeps its SHA-256 in a table of its own, so the id is no
 * session and reaches no admin route. It lasts 5 minutes and is spent by the right code.
 */
import crypto from "node:crypto";
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";

export const PENDING_SIGN_IN_MS = 5 * 60_000;

const hashId = (id: string) => crypto.createHash("sha256").update(id).digest("hex");

export type PendingSignIn = { staffId: number; email: string };

export function createPendingSignIns(db: Db, { now = systemClock, lifetimeMs = PENDING_SIGN_IN_MS }: { now?: Clock; lifetimeMs?: number } = {}) {
  const insert = db.prepare<[string, number, string, number]>("INSERT INTO staff_pending_sign_ins (id_hash, staff_id, email, created_at) VALUES (?, ?, ?, ?)");
  const find = db.prepare<[string], { staff_id: number; email: string; created_at: number }>(
    "SELECT staff_id, email, created_at FROM staff_pending_sign_ins WHERE id_hash = ?",
  );
  const remove = db.prepare<[string]>("DELETE FROM staff_pending_sign_ins WHERE id_hash = ?");
  const removeFor = db.prepare<[number]>("DELETE FROM staff_pending_sign_ins WHERE staff_id = ?");
  const removeExpired = db.prepare<[number]>("DELETE FROM staff_pending_sign_ins WHERE created_at < ?");

  return {
    create(staffId: number, email: string): string {
      const at = now();
      removeExpired.run(at - lifetimeMs);
      const id = crypto.randomBytes(32).toString("base64url");
      insert.run(hashId(id), staffId, email, at);
      return id;
    },

    /** The sign-in waiting behind this cookie value, or null (unknown or older than 5 minutes). */
    find(id: string | undefined): PendingSignIn | null {
      if (!id || id.length > 100) return null;
      const row = find.get(hashId(id));
      if (!row) return null;
      if (now() - row.created_at >= lifetimeMs) {
        remove.run(hashId(id));
        return null;
      }
      return { staffId: row.staff_id, email: row.email };
    },

    destroy(id: string | undefined) {
      if (id) remove.run(hashId(id));
    },

    destroyAllFor(staffId: number) {
      removeFor.run(staffId);
    },
  };
}

export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
