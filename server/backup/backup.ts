/**
 * Backups of what cannot be typed in again (membership applications, contact messages, news,
 * events and their attendance, and the media files). `npm run backup` copies the live database with SQLite's online backup API (a
 * consistent snapshot, safe while the server keeps writing) and the media folder, checks the copy,
 * encrypts both into one archive to BACKUP_RECIPIENT (ageArchive.ts) in a dated folder with the
 * counts readable beside it (backup.json), and keeps the newest BACKUP_KEEP. Without a recipient it
 * refuses, unless the operator asks for a readable copy. `npm run restore -- FOLDER --identity KEY`
 * checks a backup and puts it back, but only while the server is stopped.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "../platform/migrations";
import { ArchiveError, decryptInto, encryptFolder } from "./ageArchive";

export const BACKUP_DATABASE = "qwp.sqlite";
export const BACKUP_MEDIA = "media";
export const BACKUP_MANIFEST = "backup.json";
/** The encrypted archive of the database and the media folder. */
export const BACKUP_ARCHIVE = "qwp-backup.tar.age";

export const NO_RECIPIENT =
  "No BACKUP_RECIPIENT is set, and a backup holds every member's national ID number. Set BACKUP_RECIPIENT to an age public key " +
  '(on the machine that keeps the private key: "age-keygen -o qwp-backup.key", then "age-keygen -y qwp-backup.key" prints it), ' +
  "or write a readable backup knowingly with --unencrypted (BACKUP_UNENCRYPTED=1).";
const FOLDER = /^qwp-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?$/;

export class BackupError extends Error {}

export type BackupResult = {
  folder: string;
  /** The encrypted archive, or the readable database file of an unencrypted backup. */
  file: string;
  encrypted: boolean;
  mediaFiles: number;
  removed: string[];
  counts: Record<string, number>;
};

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

/** The tables whose rows backup.json and a restore count: what cannot be typed in again. */
export const COUNTED_TABLES = ["contacts", "membership_applications", "news", "events", "event_attendances"] as const;

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
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
    for (const table of COUNTED_TABLES) {
      // A backup made before a table existed (events came later) still checks and restores.
      if (exists.get(table)) counts[table] = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
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
  recipients,
  unencrypted = false,
  now = new Date(),
}: {
  databasePath: string;
  mediaDir: string;
  backupDir: string;
  keep: number;
  /** age public keys the archive is encrypted to; none: refused unless `unencrypted`. */
  recipients: string[];
  unencrypted?: boolean;
  now?: Date;
}): Promise<BackupResult> {
  if (!recipients.length && !unencrypted) throw new BackupError(NO_RECIPIENT);
  if (!fs.existsSync(databasePath)) throw new BackupError(`No database at ${databasePath} (set DATABASE_PATH).`);
  const encrypted = recipients.length > 0;
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  let name = `qwp-${stamp(now)}`;
  for (let n = 2; fs.existsSync(path.join(backupDir, name)); n += 1) name = `qwp-${stamp(now)}-${n}`;
  const folder = path.join(backupDir, name);
  // Written under a temporary name and renamed when complete: a half-written backup never looks like one.
  const partial = path.join(backupDir, `.${name}.partial`);
  // The readable snapshot of an encrypted backup lives here only until it is in the archive.
  const plain = encrypted ? path.join(backupDir, `.${name}.plain`) : partial;
  for (const dir of new Set([partial, plain])) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { mode: 0o700 });
  }
  try {
    const databaseFile = path.join(plain, BACKUP_DATABASE);
    const source = new Database(databasePath, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      // All remaining pages in each step: a step that is interrupted by a write restarts, so small steps
      // could chase a busy server for ever.
      await source.backup(databaseFile, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    } finally {
      source.close();
    }
    fs.chmodSync(databaseFile, 0o600);
    // The copy keeps the live database's WAL mode, whose readers leave -wal and -shm files beside
    // it; a backup is one self-contained file.
    const copy = new Database(databaseFile, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const check = checkDatabaseFile(databaseFile);
    if (!check.ok) throw new BackupError(`The copy of ${databasePath} is not sound (${check.problem}); nothing was kept.`);
    const mediaFiles = fs.existsSync(mediaDir) ? copyPrivate(mediaDir, path.join(plain, BACKUP_MEDIA)) : 0;
    if (encrypted) {
      const names = fs.readdirSync(plain);
      try {
        await encryptFolder(plain, names, recipients, path.join(partial, BACKUP_ARCHIVE));
      } catch (error) {
        throw error instanceof ArchiveError ? new BackupError(`${error.message} Nothing was kept.`) : error;
      }
    }
    const manifest = {
      createdAt: now.toISOString(),
      database: databasePath,
      schemaVersion: MIGRATIONS.length,
      rows: check.counts,
      mediaFiles,
      encryptedTo: encrypted ? recipients : null,
    };
    fs.writeFileSync(path.join(partial, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(partial, folder);
    return {
      folder,
      file: path.join(folder, encrypted ? BACKUP_ARCHIVE : BACKUP_DATABASE),
      encrypted,
      mediaFiles,
      removed: prune(backupDir, keep),
      counts: check.counts,
    };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    if (plain !== partial) fs.rmSync(plain, { recursive: true, force: true });
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

type RestoreOptions = { source: string; databasePath: string; mediaDir: string; now?: Date };

/**
 * Puts a backup back: `source` is a backup folder (an encrypted archive, or a readable database and
 * media), the archive alone, or a database file alone. An encrypted backup is opened with the
 * private key in `identityFile` into a private folder beside the database, removed afterwards.
 * The backup is checked first; the current database and media are kept beside the originals
 * (name.before-restore-<time>) rather than deleted.
 */
export async function restoreBackup({ identityFile, ...options }: RestoreOptions & { identityFile?: string }): Promise<RestoreResult> {
  const { source, databasePath, now = new Date() } = options;
  if (!fs.existsSync(source)) throw new BackupError(`No backup at ${source}.`);
  const archive = fs.statSync(source).isDirectory() ? path.join(source, BACKUP_ARCHIVE) : source;
  if (!archive.endsWith(".age") || !fs.existsSync(archive)) return restoreReadable(options);
  if (!identityFile) throw new BackupError(`${source} is encrypted: give the private key whose public key is BACKUP_RECIPIENT with --identity FILE.`);
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const opened = `${databasePath}.opening-${stamp(now)}`;
  fs.rmSync(opened, { recursive: true, force: true });
  fs.mkdirSync(opened, { mode: 0o700 });
  try {
    try {
      await decryptInto(archive, identityFile, opened);
    } catch (error) {
      throw error instanceof ArchiveError ? new BackupError(`Not restoring ${archive}: ${error.message}`) : error;
    }
    return restoreReadable({ ...options, source: opened });
  } finally {
    fs.rmSync(opened, { recursive: true, force: true });
  }
}

function restoreReadable({ source, databasePath, mediaDir, now = new Date() }: RestoreOptions): RestoreResult {
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
