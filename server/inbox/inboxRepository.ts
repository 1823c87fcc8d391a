/**
 * The office inbox over the contacts and membership_applications tables: filtered, paged lists,
 * one item with its status history, status and note changes (each a history row with time and
 * staff member), deletion, and the rows of an export.
 */
import type { Db } from "../platform/database";
import { Refusal } from "../platform/refusal";
import type { ApplicationRow, ContactRow } from "../forms/submissions";
import { INBOX_PAGE_SIZE } from "../../contract/validation/inbox";

export type InboxKind = "contacts" | "applications";

export type InboxFilter = {
  q?: string;
  status?: string;
  /** Applications only. */
  province?: string;
  wing?: string;
  /** Inclusive dates (YYYY-MM-DD, UTC) of arrival; applications only. */
  from?: string;
  to?: string;
};

export type HistoryEntry = { at: string; actor: string; status: string | null; note: string | null };

type Stored<K extends InboxKind> = (K extends "contacts" ? ContactRow : ApplicationRow) & { status: string; note: string };

const TABLES = {
  contacts: { table: "contacts", kind: "contact" },
  applications: { table: "membership_applications", kind: "application" },
} as const;

/** LIKE with the user's % and _ taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(kind: InboxKind, filter: InboxFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/[^\d]/g, "");
    // Phone numbers and CNICs are found however they were typed: with or without spaces and dashes.
    const digitClause = digits.length >= 3 ? likePattern(digits) : null;
    if (kind === "contacts") {
      clauses.push(
        `(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR contact_number LIKE ? ESCAPE '\\'${
          digitClause ? " OR REPLACE(REPLACE(REPLACE(contact_number, ' ', ''), '-', ''), '+', '') LIKE ? ESCAPE '\\'" : ""
        })`,
      );
      params.push(pattern, pattern, pattern, ...(digitClause ? [digitClause] : []));
    } else {
      clauses.push(
        `((first_name || ' ' || last_name) LIKE ? ESCAPE '\\' OR father_husband_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\'
          OR mobile LIKE ? ESCAPE '\\' OR cnic_crc LIKE ? ESCAPE '\\'${
            digitClause ? " OR REPLACE(cnic_crc, '-', '') LIKE ? ESCAPE '\\' OR REPLACE(mobile, '+', '') LIKE ? ESCAPE '\\'" : ""
          })`,
      );
      params.push(pattern, pattern, pattern, pattern, pattern, ...(digitClause ? [digitClause, digitClause] : []));
    }
  }
  if (filter.status) {
    clauses.push("status = ?");
    params.push(filter.status);
  }
  if (kind === "applications") {
    if (filter.province) {
      clauses.push("province = ?");
      params.push(filter.province);
    }
    if (filter.wing) {
      clauses.push("political_wing = ?");
      params.push(filter.wing);
    }
    if (filter.from) {
      clauses.push("created_at >= ?");
      params.push(`${filter.from}T00:00:00.000Z`);
    }
    if (filter.to) {
      clauses.push("created_at < ?");
      params.push(new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000).toISOString());
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export const ITEM_NOT_FOUND = { contacts: "There is no contact message with this id.", applications: "There is no membership application with this id." };

/** The item to change is gone (deleted by someone else meanwhile): 404 with the kind's own message. */
export class InboxItemNotFound extends Refusal {
  constructor(kind: InboxKind) {
    super(404, { message: ITEM_NOT_FOUND[kind] });
  }
}

export function createInboxRepository(db: Db) {
  const historyOf = db.prepare<[string, number], HistoryEntry>(
    "SELECT at, actor, status, note FROM submission_history WHERE kind = ? AND submission_id = ? ORDER BY id",
  );
  const addHistory = db.prepare(
    "INSERT INTO submission_history (kind, submission_id, at, actor, status, note) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const dropHistory = db.prepare("DELETE FROM submission_history WHERE kind = ? AND submission_id = ?");

  return {
    list<K extends InboxKind>(kind: K, filter: InboxFilter, page: number) {
      const { table } = TABLES[kind];
      const where = whereOf(kind, filter);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where.sql}`).get(...where.params) as { n: number }).n;
      const items = db
        .prepare(`SELECT * FROM ${table} ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE) as Stored<K>[];
      return { items, total, page, totalPages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
    },

    /** Every row the filter matches, newest first: what an export writes. */
    all<K extends InboxKind>(kind: K, filter: InboxFilter): Stored<K>[] {
      const where = whereOf(kind, filter);
      return db.prepare(`SELECT * FROM ${TABLES[kind].table} ${where.sql} ORDER BY created_at DESC, id DESC`).all(...where.params) as Stored<K>[];
    },

    get<K extends InboxKind>(kind: K, id: number): (Stored<K> & { history: HistoryEntry[] }) | undefined {
      const row = db.prepare(`SELECT * FROM ${TABLES[kind].table} WHERE id = ?`).get(id) as Stored<K> | undefined;
      return row ? ({ ...row, history: historyOf.all(TABLES[kind].kind, id) } as unknown as Stored<K> & { history: HistoryEntry[] }) : undefined;
    },

    countNew(kind: InboxKind): number {
      return (db.prepare(`SELECT COUNT(*) AS n FROM ${TABLES[kind].table} WHERE status = 'new'`).get() as { n: number }).n;
    },

    /** Changes status and/or note; records what changed, when and by whom. Returns what changed. */
    update: db.transaction((kind: InboxKind, id: number, change: { status?: string; note?: string }, actor: string, at: string) => {
      const { table, kind: historyKind } = TABLES[kind];
      const row = db.prepare(`SELECT status, note FROM ${table} WHERE id = ?`).get(id) as { status: string; note: string } | undefined;
      if (!row) throw new InboxItemNotFound(kind);
      const status = change.status !== undefined && change.status !== row.status ? change.status : null;
      const note = change.note !== undefined && change.note !== row.note ? change.note : null;
      if (status === null && note === null) return { status: null, note: null };
      db.prepare(`UPDATE ${table} SET status = COALESCE(?, status), note = COALESCE(?, note) WHERE id = ?`).run(status, note, id);
      addHistory.run(historyKind, id, at, actor, status, note);
      return { status, note };
    }),

    remove: db.transaction((kind: InboxKind, id: number): boolean => {
      const { table, kind: historyKind } = TABLES[kind];
      const removed = db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0;
      if (removed) dropHistory.run(historyKind, id);
      return removed;
    }),
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
