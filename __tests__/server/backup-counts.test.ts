/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { checkDatabaseFile } from "../../server/backup/backup";
import { createEventRepository } from "../../server/events/eventRepository";
import { openDatabase } from "../../server/platform/database";
import { MIGRATIONS } from "../../server/platform/migrations";
import { makeEvent } from "../../test-support/fixtures/content";
import { tempDir } from "../../test-support/server";

let dir: string;
beforeEach(() => {
  dir = tempDir("qwp-backup-counts-");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the counts a backup and a restore print", () => {
  it("include the events and the answers to \"I will attend\"", () => {
    const file = path.join(dir, "qwp.sqlite");
    const db = openDatabase(file);
    const events = createEventRepository(db, () => Date.UTC(2026, 10, 20));
    const event = events.create(makeEvent(Date.UTC(2026, 10, 20), 24, { slug: "counted" }), null);
    events.addAttendance(event.id, { name: "Gul Khan", mobile: "03001234567", district: "Swat", email: "" }, { now: new Date() });
    db.close();
    expect(checkDatabaseFile(file)).toEqual({
      ok: true,
      counts: { contacts: 0, membership_applications: 0, news: 0, events: 1, event_attendances: 1 },
    });
  });

  it("still check a backup made before the events tables existed", () => {
    const file = path.join(dir, "old.sqlite");
    const db = new Database(file);
    const before = MIGRATIONS.findIndex((migration) => migration.includes("CREATE TABLE events"));
    for (const migration of MIGRATIONS.slice(0, before)) db.exec(migration);
    db.pragma(`user_version = ${before}`);
    db.close();
    expect(checkDatabaseFile(file)).toEqual({ ok: true, counts: { contacts: 0, membership_applications: 0, news: 0 } });
  });
});
