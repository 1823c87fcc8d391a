/**
 * @jest-environment node
 *
 * `npm run backup` while the real server takes submissions, then `npm run restore`: every
 * submission acknowledged (201) before the backup began is in the restored database.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { createBackup } from "../../server/backup/backup";
import { openDatabase } from "../../server/platform/database";
import { TEST_BOT_CHECK_ENV, fetchBotCheck, tempDir } from "../../test-support/server";
import { postContact, startServerProcess } from "../../test-support/serverProcess";

const ROOT = path.resolve(__dirname, "../..");
jest.setTimeout(120_000);

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Runs an npm script's file the way `npm run` does (tsx), with the given environment. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code: code ?? -1, output }));
  });
}

const subjects = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return new Set((db.prepare("SELECT subject FROM contacts").all() as Array<{ subject: string }>).map((r) => r.subject));
  } finally {
    db.close();
  }
};

it("backs up under write load, restores, and finds every acknowledged submission", async () => {
  const dir = tempDir("qwp-backup-");
  const env = {
    DATABASE_PATH: path.join(dir, "var", "qwp.sqlite"),
    PUBLIC_DIR: path.join(dir, "public"),
    MEDIA_DIR: path.join(dir, "media"),
    BACKUP_DIR: path.join(dir, "backups"),
    BACKUP_KEEP: "3",
    SEED_DEMO_CONTENT: "false",
    RATE_LIMIT_MAX: "0",
    ...TEST_BOT_CHECK_ENV,
  };
  fs.mkdirSync(path.join(env.MEDIA_DIR, "news"), { recursive: true });
  fs.writeFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "jpeg bytes");
  const { child, port } = await startServerProcess(env);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const worker = async () => {
      while (!stop) {
        const subject = `Backup load ${sent++}`;
        // Every submission carries a solved bot check, as the browser's forms send it.
        const altcha = await fetchBotCheck(port).catch(() => null);
        if (altcha === null) continue;
        if ((await postContact(agent, port, subject, altcha)) === 201) acknowledged.push(subject);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));

    // Counted, not timed: every acknowledgement before this line came back before the backup was
    // started (a clock's millisecond cannot order them: the 200th and the start shared one, and the
    // test saw 199).
    const acknowledgedBeforeBackup = acknowledged.length;
    const backup = await runScript("scripts/backup.ts", [], env);
    const acknowledgedByItsEnd = acknowledged.length;
    // Writes go on after the backup (and during it: it takes a few hundred milliseconds).
    while (acknowledged.length < acknowledgedByItsEnd + 50) await new Promise((r) => setTimeout(r, 20));
    expect(backup.code).toBe(0);
    // Some were acknowledged while the backup ran.
    expect(acknowledgedByItsEnd).toBeGreaterThan(acknowledgedBeforeBackup);
    expect(backup.output).toMatch(/Backup written to .*qwp-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z/);

    const folders = fs.readdirSync(env.BACKUP_DIR);
    expect(folders).toHaveLength(1);
    const folder = path.join(env.BACKUP_DIR, folders[0]);
    const backupFile = path.join(folder, "qwp.sqlite");
    expect(mode(folder)).toBe(0o700);
    expect(mode(backupFile)).toBe(0o600);
    expect(mode(path.join(folder, "media", "news", "photo.jpg"))).toBe(0o600);
    expect(fs.readFileSync(path.join(folder, "media", "news", "photo.jpg"), "utf8")).toBe("jpeg bytes");
    const inBackup = subjects(backupFile);
    const before = acknowledged.slice(0, acknowledgedBeforeBackup);
    expect(before.length).toBeGreaterThanOrEqual(200);
    expect(before.filter((subject) => !inBackup.has(subject))).toEqual([]);

    // Restoring over a running server is refused, and changes nothing.
    const refused = await runScript("scripts/restore.ts", [folder], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is in use \(is the server running\?\)/);

    stop = true;
    await Promise.all(workers);
    agent.destroy();
    child.kill("SIGTERM");
    await exited;
    const liveBefore = subjects(env.DATABASE_PATH);
    expect(liveBefore.size).toBeGreaterThan(inBackup.size);

    // A damaged file is refused before anything is touched.
    const damaged = path.join(dir, "damaged.sqlite");
    const bytes = fs.readFileSync(backupFile);
    bytes.fill(0x41, 4096, 8192 * 2);
    fs.writeFileSync(damaged, bytes);
    const bad = await runScript("scripts/restore.ts", [damaged], env);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/Not restoring/);
    expect(subjects(env.DATABASE_PATH)).toEqual(liveBefore);

    fs.writeFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "changed after the backup");
    const restored = await runScript("scripts/restore.ts", [folder], env);
    expect(restored.output).toMatch(/Restored /);
    expect(restored.code).toBe(0);
    const afterRestore = subjects(env.DATABASE_PATH);
    expect(before.filter((subject) => !afterRestore.has(subject))).toEqual([]);
    expect(afterRestore).toEqual(inBackup);
    expect(mode(env.DATABASE_PATH)).toBe(0o600);
    expect(fs.readFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "utf8")).toBe("jpeg bytes");
    // What was there before is kept, not deleted.
    const kept = fs.readdirSync(path.dirname(env.DATABASE_PATH)).filter((name) => name.startsWith("qwp.sqlite.before-restore-") && !/-(?:wal|shm)$/.test(name));
    expect(kept).toHaveLength(1);
    expect(subjects(path.join(path.dirname(env.DATABASE_PATH), kept[0]))).toEqual(liveBefore);
    // The restored database opens, passes its integrity check and takes writes.
    const db = openDatabase(env.DATABASE_PATH);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("keeps the newest BACKUP_KEEP backups and nothing half-written", async () => {
  const dir = tempDir("qwp-backup-keep-");
  try {
    const databasePath = path.join(dir, "qwp.sqlite");
    openDatabase(databasePath).close();
    const backupDir = path.join(dir, "backups");
    fs.mkdirSync(backupDir);
    fs.mkdirSync(path.join(backupDir, "unrelated"));
    for (let day = 1; day <= 4; day += 1) {
      await createBackup({ databasePath, mediaDir: path.join(dir, "no-media"), backupDir, keep: 2, now: new Date(Date.UTC(2026, 10, day, 2)) });
    }
    expect(fs.readdirSync(backupDir).sort()).toEqual(["qwp-2026-11-03T02-00-00Z", "qwp-2026-11-04T02-00-00Z", "unrelated"]);
    await expect(createBackup({ databasePath: path.join(dir, "missing.sqlite"), mediaDir: dir, backupDir, keep: 2 })).rejects.toThrow(/No database at/);
    expect(spawnSync("ls", ["-a", backupDir]).stdout.toString()).not.toMatch(/partial/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
