/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createAuditLog } from "../../server/staff/auditLog";
import { openDatabase, type Db } from "../../server/platform/database";
import { purgeExpired, schedulePurge, DAY_MS } from "../../server/forms/retention";
import { tempDir } from "../../test-support/server";
import { RETENTION } from "../../contract/lib/retention";
import { createEventRepository } from "../../server/events/eventRepository";
import { makeEvent } from "../../test-support/fixtures/content";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

let dir: string;
let db: Db;

function contact(name: string, createdAt: string, status = "new") {
  return Number(
    db
      .prepare(`INSERT INTO contacts (name, email, contact_number, subject, message, client_ip, user_agent, created_at, status)
                VALUES (?, 'a@b.org', '0300 1234567', 'S', 'A message of some length', '10.0.0.1', 'Firefox', ?, ?)`)
      .run(name, createdAt, status).lastInsertRowid,
  );
}

function application(lastName: string, createdAt: string, status = "new") {
  return Number(
    db
      .prepare(`INSERT INTO membership_applications (first_name, last_name, father_husband_name, gender, residential_status, cnic_crc,
                year_of_birth, mobile, education, profession, province, client_ip, user_agent, created_at, status)
                VALUES ('A', ?, 'F', 'male', 'resident', '17101-1234567-1', 1990, '03001234567', 'masters', 'teacher',
                'khyber-pakhtunkhwa', '10.0.0.2', 'Chrome', ?, ?)`)
      .run(lastName, createdAt, status).lastInsertRowid,
  );
}

const history = (kind: string, id: number, at: string, status: string) =>
  db.prepare("INSERT INTO submission_history (kind, submission_id, at, actor, status) VALUES (?, ?, ?, 'office@qwp.org.pk', ?)").run(kind, id, at, status);

const names = (table: string, column: string) =>
  (db.prepare(`SELECT ${column} AS v FROM ${table} ORDER BY rowid`).all() as Array<{ v: string }>).map((r) => r.v);

beforeEach(() => {
  dir = tempDir("qwp-retention-");
  db = openDatabase(path.join(dir, "qwp.sqlite"));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the retention purge", () => {
  it("uses the periods the privacy page states", () => {
    expect(RETENTION).toEqual({ contactMonths: 24, unacceptedApplicationMonths: 12, clientDetailsDays: 90, attendanceDaysAfterEvent: 30, vitalsDays: 90 });
  });

  it("deletes the answers to \"I will attend\" 30 days after their event ended, whatever its status, but not while its new date is to be announced", () => {
    const events = createEventRepository(db, () => NOW.getTime());
    const at = (days: number, slug: string, overrides: Parameters<typeof makeEvent>[2] = {}) => {
      // An event of two hours that ended `days` days ago.
      const event = events.create(makeEvent(NOW.getTime() - days * DAY_MS, -2, { slug, ...overrides }), null);
      events.addAttendance(event.id, { name: `at ${slug}`, mobile: "03001234567", district: "Swat", email: "" }, { now: new Date(event.startsAt), clientIp: "10.0.0.3", userAgent: "Chrome" });
    };
    at(31, "ended-31-days-ago");
    at(31, "cancelled-31-days-ago", { status: "cancelled", statusNote: "Rain" });
    at(31, "undated", { status: "postponed", dateToBeAnnounced: true });
    at(29, "ended-29-days-ago");
    at(-10, "in-ten-days");
    const counts = purgeExpired(db, NOW);
    expect(counts.event_attendances).toBe(2);
    expect(names("event_attendances", "name")).toEqual(["at undated", "at ended-29-days-ago", "at in-ten-days"]);
    expect(counts.event_attendances_client_details).toBe(0);
    // 91 days on, the address and browser of the answer kept for the undated event are cleared, as for every submission.
    expect(purgeExpired(db, new Date(NOW.getTime() + 91 * DAY_MS))).toMatchObject({ event_attendances: 2, event_attendances_client_details: 1 });
    expect(db.prepare("SELECT name, client_ip, user_agent FROM event_attendances").all()).toEqual([{ name: "at undated", client_ip: null, user_agent: null }]);
  });

  it("deletes contact messages 2 years after they were answered, and those never marked 2 years after arrival", () => {
    const oldAnswered = contact("answered long ago", daysAgo(1000), "answered");
    history("contact", oldAnswered, daysAgo(800), "answered");
    const lateAnswer = contact("old, answered recently", daysAgo(1000), "closed");
    history("contact", lateAnswer, daysAgo(100), "closed");
    contact("never marked, old", daysAgo(731));
    contact("never marked, 2 years less a day", daysAgo(729));
    const counts = purgeExpired(db, NOW);
    expect(counts.contacts).toBe(2);
    expect(names("contacts", "name")).toEqual(["old, answered recently", "never marked, 2 years less a day"]);
    // The history of a deleted message goes with it.
    expect(db.prepare("SELECT submission_id AS id FROM submission_history").all()).toEqual([{ id: lateAnswer }]);
    expect(counts.submission_history).toBe(1);
  });

  it("deletes applications not accepted 12 months after they arrived, and keeps members", () => {
    application("rejected, 13 months", daysAgo(400), "rejected");
    application("new, 13 months", daysAgo(400), "new");
    application("approved, 13 months", daysAgo(400), "approved");
    application("rejected, 11 months", daysAgo(330), "rejected");
    const counts = purgeExpired(db, NOW);
    expect(counts.membership_applications).toBe(2);
    expect(names("membership_applications", "last_name")).toEqual(["approved, 13 months", "rejected, 11 months"]);
  });

  it("clears the address and browser after 90 days and keeps the rest of the submission", () => {
    contact("91 days", daysAgo(91));
    contact("89 days", daysAgo(89));
    application("91 days", daysAgo(91));
    const counts = purgeExpired(db, NOW);
    expect(counts).toMatchObject({ contacts: 0, contacts_client_details: 1, membership_applications_client_details: 1 });
    expect(db.prepare("SELECT name, client_ip, user_agent FROM contacts ORDER BY id").all()).toEqual([
      { name: "91 days", client_ip: null, user_agent: null },
      { name: "89 days", client_ip: "10.0.0.1", user_agent: "Firefox" },
    ]);
    expect(db.prepare("SELECT client_ip, user_agent FROM membership_applications").get()).toEqual({ client_ip: null, user_agent: null });
    // Run again: nothing left to do.
    expect(purgeExpired(db, NOW)).toMatchObject({ contacts_client_details: 0, membership_applications_client_details: 0 });
  });

  it("forgets expired idempotency keys and spent bot checks", () => {
    db.prepare(
      "INSERT INTO idempotency_keys (key, route, client_key, request_hash, status, body, created_at) VALUES ('old', 'contacts', '127.0.0.1', 'h', 201, '{}', ?), ('new', 'contacts', '127.0.0.1', 'h', 201, '{}', ?)",
    ).run(daysAgo(2), daysAgo(0.5));
    db.prepare("INSERT INTO altcha_used VALUES ('spent', ?), ('live', ?)").run(daysAgo(0.01), new Date(NOW.getTime() + 60_000).toISOString());
    expect(purgeExpired(db, NOW)).toMatchObject({ idempotency_keys: 1, altcha_used: 1 });
    expect(names("idempotency_keys", "key")).toEqual(["new"]);
  });

  it("writes every run to the audit log with its counts", () => {
    const audit = createAuditLog(db, { now: () => NOW.getTime() });
    contact("old", daysAgo(800));
    purgeExpired(db, NOW, audit);
    const [entry] = audit.list(1).entries;
    expect(entry).toMatchObject({ actor: "system", action: "retention.purge", detail: expect.objectContaining({ contacts: 1 }) });
  });

  it("runs on start and then once a day, on a timer that keeps no process alive", () => {
    jest.useFakeTimers();
    try {
      let now = NOW.getTime();
      const runs: number[] = [];
      const stop = schedulePurge(db, { clock: () => now, log: (counts) => runs.push(counts.contacts) });
      expect(runs).toHaveLength(1);
      contact("old", daysAgo(800));
      now += DAY_MS;
      jest.advanceTimersByTime(DAY_MS);
      expect(runs).toEqual([0, 1]);
      stop();
      jest.advanceTimersByTime(DAY_MS);
      expect(runs).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("npm run purge", () => {
  it("prints what it deleted per table, and leaves the database readable by its owner only", () => {
    contact("old", daysAgo(800));
    db.close();
    const file = path.join(dir, "qwp.sqlite");
    fs.chmodSync(file, 0o644);
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/purge.ts"], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, DATABASE_PATH: file },
      encoding: "utf8",
    });
    // Checked before this test reopens the file.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    db = openDatabase(file);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("contacts: 1 deleted");
    expect(run.stdout).toContain("membership_applications: 0 deleted");
    const audit = createAuditLog(db);
    expect(audit.list(1).entries[0]).toMatchObject({ actor: "system", action: "retention.purge" });
  }, 60_000);
});
