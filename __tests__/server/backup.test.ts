/**
 * @jest-environment node
 *
 * `npm run backup` while the real server takes submissions, then `npm run restore`: the backup is
 * an archive encrypted with age to BACKUP_RECIPIENT that cannot be read without the private key (a
 * member's national ID number is not in its bytes), and every submission acknowledged (201) before
 * the backup began is in the restored database. Without a recipient a backup is refused unless the
 * operator asks for a readable one.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { pipeline } from "../../server/backup/ageArchive";
import { NO_RECIPIENT, createBackup } from "../../server/backup/backup";
import { openDatabase } from "../../server/platform/database";
import { VALID_APPLICATION } from "../../test-support/fixtures/content";
import { TEST_BOT_CHECK_ENV, fetchBotCheck, httpRequest, tempDir } from "../../test-support/server";
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

/** A fresh age key pair made by Debian's age-keygen: the private key's file and the public key. */
function ageKey(dir: string, name: string): { identityFile: string; recipient: string } {
  const identityFile = path.join(dir, name);
  execFileSync("age-keygen", ["-o", identityFile], { stdio: "ignore" });
  return { identityFile, recipient: execFileSync("age-keygen", ["-y", identityFile]).toString().trim() };
}

/** Opens an archive with the age and tar programs themselves (not the code under test) into a new folder. */
function openArchive(archive: string, identityFile: string, into: string): string {
  fs.mkdirSync(into, { recursive: true });
  const tarFile = `${into}.tar`;
  execFileSync("age", ["-d", "-i", identityFile, "-o", tarFile, archive]);
  execFileSync("tar", ["-C", into, "-xf", tarFile]);
  fs.rmSync(tarFile);
  return into;
}

const CNIC = "17101-1234567-1";

const subjects = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return new Set((db.prepare("SELECT subject FROM contacts").all() as Array<{ subject: string }>).map((r) => r.subject));
  } finally {
    db.close();
  }
};

it("backs up under write load into an archive only the private key opens, restores, and finds every acknowledged submission", async () => {
  const dir = tempDir("qwp-backup-");
  const key = ageKey(dir, "qwp-backup.key");
  const otherKey = ageKey(dir, "someone-else.key");
  const env = {
    DATABASE_PATH: path.join(dir, "var", "qwp.sqlite"),
    PUBLIC_DIR: path.join(dir, "public"),
    MEDIA_DIR: path.join(dir, "media"),
    BACKUP_DIR: path.join(dir, "backups"),
    BACKUP_KEEP: "3",
    BACKUP_RECIPIENT: key.recipient,
    SEED_DEMO_CONTENT: "false",
    RATE_LIMIT_MAX: "0",
    ...TEST_BOT_CHECK_ENV,
  };
  fs.mkdirSync(path.join(env.MEDIA_DIR, "news"), { recursive: true });
  fs.writeFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "jpeg bytes");
  const { child, port } = await startServerProcess(env);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    // A membership application: a national ID number, what the encryption is for.
    const application = await httpRequest(port, "/api/join-qwp", { method: "POST", json: { ...VALID_APPLICATION, altcha: await fetchBotCheck(port) } });
    expect(application.statusCode).toBe(201);
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
    expect(backup.output).toMatch(/Backup written to .*qwp-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z.*encrypted to BACKUP_RECIPIENT/);

    // Only dot-less folders: the readable snapshot made on the way is gone.
    const folders = fs.readdirSync(env.BACKUP_DIR);
    expect(folders).toHaveLength(1);
    const folder = path.join(env.BACKUP_DIR, folders[0]);
    expect(fs.readdirSync(folder).sort()).toEqual(["backup.json", "qwp-backup.tar.age"]);
    const archive = path.join(folder, "qwp-backup.tar.age");
    expect(mode(folder)).toBe(0o700);
    expect(mode(archive)).toBe(0o600);
    // The counts are readable beside the archive.
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "backup.json"), "utf8"));
    expect(manifest).toMatchObject({ rows: { membership_applications: 1 }, mediaFiles: 1, encryptedTo: [key.recipient] });

    // Without the private key, nothing of it can be read: no national ID number, no message.
    const archiveBytes = fs.readFileSync(archive);
    expect(archiveBytes.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    for (const secret of [CNIC, CNIC.replace(/-/g, ""), "Backup load", "SQLite format 3", "jpeg bytes"]) expect(archiveBytes.includes(secret)).toBe(false);
    expect(spawnSync("age", ["-d", "-i", otherKey.identityFile, archive]).status).not.toBe(0);
    // With it, the database inside holds them (so the check above looked for what is there).
    const opened = openArchive(archive, key.identityFile, path.join(dir, "opened"));
    const backupFile = path.join(opened, "qwp.sqlite");
    expect(fs.readFileSync(backupFile).includes(CNIC)).toBe(true);
    expect(fs.readFileSync(path.join(opened, "media", "news", "photo.jpg"), "utf8")).toBe("jpeg bytes");
    expect(manifest.rows.contacts).toBe(subjects(backupFile).size);
    const inBackup = subjects(backupFile);
    const before = acknowledged.slice(0, acknowledgedBeforeBackup);
    expect(before.length).toBeGreaterThanOrEqual(200);
    expect(before.filter((subject) => !inBackup.has(subject))).toEqual([]);

    // Restoring over a running server is refused, and changes nothing.
    const refused = await runScript("scripts/restore.ts", [folder, "--identity", key.identityFile], env);
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
    // So is an archive without the key, with the wrong key, or changed by one byte.
    const noKey = await runScript("scripts/restore.ts", [folder], env);
    expect(noKey.code).toBe(1);
    expect(noKey.output).toMatch(/is encrypted: give the private key .* with --identity FILE/);
    const wrongKey = await runScript("scripts/restore.ts", [folder, "--identity", otherKey.identityFile], env);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toMatch(/Not restoring .*qwp-backup\.tar\.age: age failed: .*no identity matched/);
    const tampered = path.join(dir, "tampered.tar.age");
    const changed = Buffer.from(archiveBytes);
    changed[changed.length - 100] ^= 1;
    fs.writeFileSync(tampered, changed);
    const badArchive = await runScript("scripts/restore.ts", [tampered, "--identity", key.identityFile], env);
    expect(badArchive.code).toBe(1);
    expect(badArchive.output).toMatch(/Not restoring .*tampered\.tar\.age: age failed/);
    expect(subjects(env.DATABASE_PATH)).toEqual(liveBefore);

    fs.writeFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "changed after the backup");
    const restored = await runScript("scripts/restore.ts", [folder, "--identity", key.identityFile], env);
    expect(restored.output).toMatch(/Restored /);
    expect(restored.code).toBe(0);
    const afterRestore = subjects(env.DATABASE_PATH);
    expect(before.filter((subject) => !afterRestore.has(subject))).toEqual([]);
    expect(afterRestore).toEqual(inBackup);
    expect(mode(env.DATABASE_PATH)).toBe(0o600);
    expect(fs.readFileSync(path.join(env.MEDIA_DIR, "news", "photo.jpg"), "utf8")).toBe("jpeg bytes");
    const restoredDb = new Database(env.DATABASE_PATH, { readonly: true });
    expect(restoredDb.prepare("SELECT cnic_crc FROM membership_applications").all()).toEqual([{ cnic_crc: CNIC }]);
    restoredDb.close();
    // The decrypted copy made on the way is gone.
    expect(fs.readdirSync(path.dirname(env.DATABASE_PATH)).filter((name) => name.includes("opening"))).toEqual([]);
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

it("names the writer when both programs of a pipe fail, even when the reader gives up first", async () => {
  // As when age refuses a changed archive: tar, fed a cut-off stream, fails and may exit first.
  const writer = { command: "sh", args: ["-c", "sleep 0.3; echo 'age: header is damaged' >&2; exit 1"] };
  const reader = { command: "sh", args: ["-c", "echo 'tar: Unexpected EOF' >&2; exit 2"] };
  await expect(pipeline(writer, reader)).rejects.toThrow("sh failed: age: header is damaged");
  await expect(pipeline({ command: "true", args: [] }, reader)).rejects.toThrow("sh failed: tar: Unexpected EOF");
});

it("refuses a backup without BACKUP_RECIPIENT unless asked for a readable one", async () => {
  const dir = tempDir("qwp-backup-plain-");
  try {
    const env = { DATABASE_PATH: path.join(dir, "qwp.sqlite"), MEDIA_DIR: path.join(dir, "media"), BACKUP_DIR: path.join(dir, "backups"), BACKUP_RECIPIENT: "" };
    openDatabase(env.DATABASE_PATH).close();
    const refused = await runScript("scripts/backup.ts", [], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(NO_RECIPIENT);
    expect(fs.existsSync(env.BACKUP_DIR) ? fs.readdirSync(env.BACKUP_DIR) : []).toEqual([]);
    const notAKey = await runScript("scripts/backup.ts", [], { ...env, BACKUP_RECIPIENT: "age1notakey" });
    expect(notAKey.code).toBe(1);
    expect(notAKey.output).toMatch(/BACKUP_RECIPIENT: "age1notakey" is not an age public key/);

    const readable = await runScript("scripts/backup.ts", ["--unencrypted"], env);
    expect(readable.code).toBe(0);
    expect(readable.output).toMatch(/NOT encrypted/);
    const [folder] = fs.readdirSync(env.BACKUP_DIR);
    expect(fs.readdirSync(path.join(env.BACKUP_DIR, folder)).sort()).toEqual(["backup.json", "qwp.sqlite"]);
    expect(mode(path.join(env.BACKUP_DIR, folder, "qwp.sqlite"))).toBe(0o600);
    const byEnvironment = await runScript("scripts/backup.ts", [], { ...env, BACKUP_UNENCRYPTED: "1" });
    expect(byEnvironment.code).toBe(0);
  } finally {
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
      await createBackup({ databasePath, mediaDir: path.join(dir, "no-media"), backupDir, keep: 2, recipients: [], unencrypted: true, now: new Date(Date.UTC(2026, 10, day, 2)) });
    }
    expect(fs.readdirSync(backupDir).sort()).toEqual(["qwp-2026-11-03T02-00-00Z", "qwp-2026-11-04T02-00-00Z", "unrelated"]);
    await expect(createBackup({ databasePath: path.join(dir, "missing.sqlite"), mediaDir: dir, backupDir, keep: 2, recipients: [], unencrypted: true })).rejects.toThrow(/No database at/);
    expect(spawnSync("ls", ["-a", backupDir]).stdout.toString()).not.toMatch(/partial/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
