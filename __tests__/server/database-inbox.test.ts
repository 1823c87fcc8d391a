/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase, migrate } from "../../server/platform/database";
import { MIGRATIONS } from "../../server/platform/migrations";
import { parseSince, runInbox } from "../../server/inbox/inboxCli";
import { csvCell } from "../../server/platform/csv";
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp, tempDir } from "../../test-support/server";

describe("database", () => {
  it("is created in WAL mode with synchronous=FULL and migrated to the latest version once", () => {
    const dir = tempDir();
    try {
      const file = path.join(dir, "nested", "qwp.sqlite");
      const db = openDatabase(file);
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("synchronous", { simple: true })).toBe(2);
      // Personal data: the file and its WAL are readable by the server's account only.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      expect(migrate(db)).toBe(MIGRATIONS.length);
      db.close();
      // Reopening an existing file keeps its data and does not re-run migrations.
      const again = openDatabase(file);
      expect(again.prepare("SELECT COUNT(*) AS n FROM news").get()).toEqual({ n: 0 });
      again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes the write lock at a transaction's start, so another connection's commit cannot refuse its later write", () => {
    // The server's connection and a worker thread's (search indexing) both write the file.
    const dir = tempDir();
    try {
      const file = path.join(dir, "q.sqlite");
      const server = openDatabase(file);
      const worker = openDatabase(file);
      worker.pragma("busy_timeout = 0");
      let workerWrite: unknown = "not tried";
      const readThenWrite = server.transaction(() => {
        const before = server.prepare("SELECT COUNT(*) AS n FROM search_misses").get() as { n: number };
        try {
          worker.prepare("INSERT INTO search_misses (query, day, count) VALUES ('worker', '2026-11-28', 1)").run();
          workerWrite = "committed";
        } catch (error) {
          workerWrite = (error as { code?: string }).code;
        }
        server.prepare("INSERT INTO search_misses (query, day, count) VALUES ('server', '2026-11-28', ?)").run(before.n + 1);
      });
      expect(() => readThenWrite()).not.toThrow();
      expect(workerWrite).toBe("SQLITE_BUSY");
      server.close();
      worker.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a database from a newer server", () => {
    const dir = tempDir();
    try {
      const db = openDatabase(path.join(dir, "q.sqlite"));
      db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
      expect(() => migrate(db)).toThrow(/newer than this server/);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run inbox", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  const inbox = (...args: string[]) => {
    let stdout = "";
    let stderr = "";
    const status = runInbox(args, { databasePath: server.config.databasePath, out: (t) => (stdout += t), err: (t) => (stderr += t) });
    return { status, stdout, stderr };
  };

  beforeAll(async () => {
    server = await createTestApp();
    expect((await server.submit("/api/contacts", { ...VALID_CONTACT, name: "ګل خان", message: "=HYPERLINK(\"http://evil\")\nsecond line" })).statusCode).toBe(201);
    expect((await server.submit("/api/join-qwp", VALID_APPLICATION)).statusCode).toBe(201);
  });
  afterAll(() => server.close());

  it("runs as npm run inbox", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/inbox.ts", "contacts"], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, DATABASE_PATH: server.config.databasePath },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("1 contact message.");
  }, 60_000);

  it("prints contact messages", () => {
    const run = inbox("contacts");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("ګل خان");
    expect(run.stdout).toContain("gul@example.org");
    expect(run.stdout).toContain("1 contact message.");
  });

  it("exports applications as CSV that Excel reads as UTF-8", () => {
    const file = path.join(server.dir, "applications.csv");
    const run = inbox("applications", "--csv", file);
    expect(run.status).toBe(0);
    const csv = fs.readFileSync(file, "utf8");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(csv.startsWith("\uFEFFID,Received (UTC),First name")).toBe(true);
    expect(csv).toContain("Zarmina,Afridi");
    expect(csv).toContain("17101-1234567-1");
  });

  it("filters with --since and explains bad arguments", () => {
    expect(inbox("contacts", "--since", "2999-01-01").stdout).toContain("No contact messages found.");
    const bad = inbox("contacts", "--since", "yesterday");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--since needs a date/);
    expect(inbox("everything").stderr).toMatch(/Usage: npm run inbox/);
  });

  it("quotes CSV cells and defuses spreadsheet formulas", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    // Fullwidth starters too: Excel may read ＝ and ＠ as = and @.
    for (const start of ["\uFF1D", "\uFF20", "\uFF0B", "\uFF0D"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell("Peshawar = home")).toBe("Peshawar = home");
    expect(csvCell(null)).toBe("");
    expect(parseSince("2026-11-01")).toBe("2026-11-01T00:00:00.000Z");
    expect(parseSince("2026-13-45")).toBeUndefined();
  });
});
