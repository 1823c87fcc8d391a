/** @jest-environment node */
/** The server's district list comes from data/districts: a district file added is a filter value and a calendar feed. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { districtDirectory } from "../../server/districts/districtDirectory";
import { apiFiltersOf } from "../../server/events/eventRoutes";
import { calendarAt } from "../../server/site/eventPages";
import { createEventRepository } from "../../server/events/eventRepository";
import { openDatabase, type Db } from "../../server/platform/database";
import { ROOT_DIR } from "../../server/platform/config";
import { makeEvent } from "../../test-support/fixtures/content";

let root: string;
let db: Db;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "districts-"));
  for (const folder of ["districts", "ur/districts", "ps/districts"]) {
    fs.cpSync(path.join(ROOT_DIR, "data", folder), path.join(root, "data", folder), { recursive: true });
  }
  db = openDatabase(":memory:");
});
afterEach(() => {
  db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const addDistrict = () =>
  fs.writeFileSync(
    path.join(root, "data", "districts", "tor-ghar-east.json"),
    JSON.stringify({ slug: "tor-ghar-east", name: "Tor Ghar East", division: "hazara", office: {}, officeBearers: [] }),
  );

it("lists every district file, English name, slug and division", () => {
  const districts = districtDirectory(root);
  expect(districts.all()).toHaveLength(fs.readdirSync(path.join(ROOT_DIR, "data", "districts")).length);
  expect(districts.bySlug("charsadda")).toEqual({ slug: "charsadda", name: "Charsadda", division: "peshawar" });
  expect(districts.slugOf("DERA ISMAIL KHAN")).toBe("dera-ismail-khan");
  expect(districts.slugOf("Nowhere")).toBeUndefined();
});

it("a district file added is accepted by the events API's filter and has a calendar feed", () => {
  const events = createEventRepository(db);
  const before = districtDirectory(root);
  expect(apiFiltersOf({ district: "Tor Ghar East" }, before)).toHaveProperty("error");
  expect(calendarAt("/events/district/tor-ghar-east.ics", events, [], before)).toBe("not-found");

  addDistrict();
  const after = districtDirectory(root);
  expect(apiFiltersOf({ district: "tor ghar east" }, after)).toEqual({ filters: { district: "tor-ghar-east" } });
  const feed = calendarAt("/events/district/tor-ghar-east.ics", events, [], after);
  expect(feed).toEqual({ events: [], name: "Qaumi Watan Party events: Tor Ghar East" });
});

it("a district's feed lists its upcoming events", () => {
  const events = createEventRepository(db);
  events.create(makeEvent(Date.now(), 24, { slug: "mardan-rally", title: "Mardan rally", district: "Mardan" }), "editor@qwp.example");
  const feed = calendarAt("/events/district/mardan.ics", events, [], districtDirectory(root));
  expect(feed !== "not-found" && feed?.events.map((event) => event.slug)).toEqual(["mardan-rally"]);
});
