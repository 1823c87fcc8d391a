/**
 * Is the database usable? Read and write probes for GET /api/health and for the start-up check,
 * and which SQLite errors mean "storage unavailable" (full disk, read-only file) rather than a bug.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "./database";

export type DatabaseHealth = { readable: boolean; writable: boolean; error?: string };

/** SQLITE_FULL (disk or page budget exhausted), SQLITE_READONLY*, and the disk refusing a write. */
export function isStorageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^SQLITE_(?:FULL|READONLY|CANTOPEN|IOERR_(?:WRITE|FSYNC|SHMOPEN|SHMSIZE))/.test(code);
}

/**
 * A real, empty write: rewriting user_version with its own value commits a transaction (one page
 * appended to the WAL and fsynced), which fails on a read-only file or a full disk. A database
 * whose page budget (max_page_count) is used up, with no free page left, cannot take a new row.
 */
export function checkDatabase(db: Db): DatabaseHealth {
  let readable = false;
  try {
    db.prepare("SELECT count(*) FROM sqlite_master").get();
    readable = true;
    const version = db.pragma("user_version", { simple: true }) as number;
    db.pragma(`user_version = ${version}`);
    const pages = db.pragma("page_count", { simple: true }) as number;
    const maxPages = db.pragma("max_page_count", { simple: true }) as number;
    const free = db.pragma("freelist_count", { simple: true }) as number;
    if (pages >= maxPages && free === 0) return { readable, writable: false, error: "database or disk is full" };
    return { readable, writable: true };
  } catch (error) {
    return { readable, writable: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Free bytes for an unprivileged writer on the file system that holds `file`. */
export function freeBytes(file: string): number | null {
  try {
    const stats = fs.statfsSync(path.dirname(file));
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
