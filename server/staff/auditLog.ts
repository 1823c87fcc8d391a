/**
 * The audit log: who did what to what, and when. Append-only: the API has no route that edits or
 * deletes it, and database triggers refuse UPDATE and DELETE on the table. Newest first, 25 a page.
 */
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";

export const AUDIT_PAGE_SIZE = 25;

export type AuditInput = {
  /** Staff email, or the client address for things done without a session (failed sign-ins). */
  actor: string;
  /** Dotted verb, e.g. "login.success", "staff.create", "news.publish". */
  action: string;
  /** What was acted on: an email, "news:42", ... */
  target?: string | null;
  /** Extra facts as JSON; never passwords, tokens or CNICs. */
  detail?: Record<string, unknown> | null;
};

export type AuditEntry = { id: number; at: string; actor: string; action: string; target: string | null; detail: Record<string, unknown> | null };

type Row = { id: number; at: string; actor: string; action: string; target: string | null; detail: string | null };

export function createAuditLog(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const insert = db.prepare("INSERT INTO audit_log (at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?)");
  const count = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM audit_log");
  const page = db.prepare<[number, number], Row>("SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?");

  return {
    record({ actor, action, target = null, detail = null }: AuditInput): void {
      insert.run(new Date(now()).toISOString(), actor, action, target, detail ? JSON.stringify(detail) : null);
    },

    /** Page `n` (1-based), newest first; a page past the end has no entries. */
    list(pageNumber: number): { entries: AuditEntry[]; totalPages: number } {
      const total = count.get()!.n;
      const rows = page.all(AUDIT_PAGE_SIZE, (pageNumber - 1) * AUDIT_PAGE_SIZE);
      return {
        entries: rows.map((row) => ({ ...row, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null })),
        totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
