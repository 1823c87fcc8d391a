/**
 * Backups of what cannot be typed in again (membership applications, contact messages, news, and
 * the media files). `npm run backup` copies the live database with SQLite's online backup API (a
 * consistent snapshot, safe while the server keeps writing) and the media folder into a dated
 * folder, checks the copy, and keeps the newest BACKUP_KEEP. `npm run restore -- FOLDER` checks a
 * backup and puts it back, but only while the server is stopped.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "../platform/migrations";

export const BACKUP_DATABASE = "qwp.sqlite";
export const BACKUP_MEDIA = "media";
export const BACKUP_MANIFEST = "backup.json";
const FOLDER = /^qwp-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?$/;

export class BackupError extends Error {}

export type BackupResult = { folder: string; databaseFile: string; mediaFiles: number; removed: string[]; counts: Record<string, number> };

const stamp = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");

/** Copies a folder; personal data, so everything is readable by the owner only. */
function copyPrivate(from: string, to: string): number {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let files = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += copyPrivate(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, 0o600);
      files += 1;
    }
  }
  return files;
}

/** "ok", or what SQLite's integrity check found; also refuses files from a newer server. */
export function checkDatabaseFile(file: string): { ok: true; counts: Record<string, number> } | { ok: false; problem: string } {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const result = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
    if (result.join() !== "ok") return { ok: false, problem: `integrity check failed: ${result.slice(0, 5).join("; ")}` };
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version < 1 || version > MIGRATIONS.length) {
      return { ok: false, problem: `schema version ${version} is not one this server knows (1 to ${MIGRATIONS.length})` };
    }
    const counts: Record<string, number> = {};
    for (const table of ["contacts", "membership_applications", "news"]) {
      counts[table] = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    }
    return { ok: true, counts };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  } finally {
    db?.close();
  }
}

export async function createBackup({
  databasePath,
  mediaDir,
  backupDir,
  keep,
  now = new Date(),
}: { databasePath: string; mediaDir: string; backupDir: string; keep: number; now?: Date }): Promise<BackupResult> {
  if (!fs.existsSync(databasePath)) throw new BackupError(`No database at ${databasePath} (set DATABASE_PATH).`);
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  let name = `qwp-${stamp(now)}`;
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n += 1) name = `qwp-${stamp(now)}-${n}`;
  const folder = path.join(backupDir, name);
  // Written under a temporary name and renamed when complete: a half-written backup never looks like one.
  const partial = path.join(backupDir, `.${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const databaseFile = path.join(partial, BACKUP_DATABASE);
    const source = new Database(databasePath, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      // All remaining pages in each step: a step that is interrupted by a write restarts, so small steps
      // could chase a busy server for ever.
      await source.backup(databaseFile, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    } finally {
      source.close();
    }
    fs.chmodSync(databaseFile, 0o600);
    const check = checkDatabaseFile(databaseFile);
    if (!check.ok) throw new BackupError(`The copy of ${databasePath} is not sound (${check.problem}); nothing was kept.`);
    const mediaFiles = fs.existsSync(mediaDir) ? copyPrivate(mediaDir, path.join(partial, BACKUP_MEDIA)) : 0;
    const manifest = { createdAt: now.toISOString(), database: databasePath, schemaVersion: MIGRATIONS.length, rows: check.counts, mediaFiles };
    fs.writeFileSync(path.join(partial, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(partial, folder);
    return { folder, databaseFile: path.join(folder, BACKUP_DATABASE), mediaFiles, removed: prune(backupDir, keep), counts: check.counts };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` backups (only folders this tool made). */
export function prune(backupDir: string, keep: number): string[] {
  const folders = fs.readdirSync(backupDir).filter((name) => FOLDER.test(name)).sort();
  const old = folders.slice(0, Math.max(0, folders.length - Math.max(1, keep)));
  for (const name of old) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return old.map((name) => path.join(backupDir, name));
}

/** Throws when another process (the server) has the database open. */
function assertNotInUse(databasePath: string) {
  if (!fs.existsSync(databasePath)) return;
  const db = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    // In WAL mode every open connection holds a shared lock on the file, so an exclusive one is only
    // granted when nothing else has it open.
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY" || (error as { code?: string }).code === "SQLITE_LOCKED") {
      throw new BackupError(`${databasePath} is in use (is the server running?). Stop the server, then restore.`);
    }
    throw error;
  } finally {
    db.close();
  }
}

export type RestoreResult = { restored: string; previous?: string; previousMedia?: string; mediaFiles: number; counts: Record<string, number> };

/**
 * Puts a backup back: `source` is a backup folder (database and media) or a database file alone.
 * The backup is checked first; the current database and media are kept beside the originals
 * (name.before-restore-<time>) rather than deleted.
 */
export function restoreBackup({
  source,
  databasePath,
  mediaDir,
  now = new Date(),
}: { source: string; databasePath: string; mediaDir: string; now?: Date }): RestoreResult {
  if (!fs.existsSync(source)) throw new BackupError(`No backup at ${source}.`);
  const isFolder = fs.statSync(source).isDirectory();
  const backupFile = isFolder ? path.join(source, BACKUP_DATABASE) : source;
  const backupMedia = isFolder ? path.join(source, BACKUP_MEDIA) : undefined;
  const check = checkDatabaseFile(backupFile);
  if (!check.ok) throw new BackupError(`Not restoring ${backupFile}: ${check.problem}.`);
  assertNotInUse(databasePath);

  const suffix = `.before-restore-${stamp(now)}`;
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const incoming = `${databasePath}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  fs.chmodSync(incoming, 0o600);
  const fd = fs.openSync(incoming, "r");
  fs.fsyncSync(fd);
  fs.closeSync(fd);

  let previous: string | undefined;
  if (fs.existsSync(databasePath)) {
    previous = `${databasePath}${suffix}`;
    fs.renameSync(databasePath, previous);
  }
  // A WAL left by the old file belongs to it, not to the restored one; the -shm is only an index.
  if (fs.existsSync(`${databasePath}-wal`)) fs.renameSync(`${databasePath}-wal`, `${databasePath}${suffix}-wal`);
  fs.rmSync(`${databasePath}-shm`, { force: true });
  fs.renameSync(incoming, databasePath);

  let previousMedia: string | undefined;
  let mediaFiles = 0;
  if (backupMedia && fs.existsSync(backupMedia)) {
    if (fs.existsSync(mediaDir)) {
      previousMedia = `${mediaDir}${suffix}`;
      fs.renameSync(mediaDir, previousMedia);
    }
    mediaFiles = copyPrivate(backupMedia, mediaDir);
  }
  return { restored: databasePath, previous, previousMedia, mediaFiles, counts: check.counts };
}
