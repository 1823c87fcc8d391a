/**
 * Opens the SQLite file with the durability settings the submissions rely on: WAL so readers
 * never block the writer, synchronous=FULL so a 201 means the row survived a power cut.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "./migrations";

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // Personal data: the database and its WAL files are readable by the server's account only
  // (new files already are, by the umask set at start; this also fixes files made before it).
  if (file !== ":memory:") {
    for (const part of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
  }
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  writeLockFromTheStart(db);
  migrate(db);
  return db;
}

/**
 * Every transaction takes the write lock at its BEGIN (IMMEDIATE). Two connections write the file (the
 * server's, and a worker thread's while it indexes for search): a transaction begun DEFERRED that reads
 * and then writes is refused at once (SQLITE_BUSY, without the busy timeout's wait) if the other
 * connection committed in between; begun IMMEDIATE, it waits for the lock as a single write does.
 */
function writeLockFromTheStart(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn) => transaction(fn).immediate) as Db["transaction"];
}

/** Applies every migration newer than the file's user_version, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server (${MIGRATIONS.length}); refusing to run.`,
    );
  }
  for (let version = current + 1; version <= MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version - 1]);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return MIGRATIONS.length;
}
