/** @jest-environment node */
/**
 * The server's district list comes from the data: the checkout's data/districts for the seed and
 * scripts, the live release's (its events page's data) for the server, so a publish or a rollback
 * changes the filter values and the calendar feeds at once.
 */
import fs from "node:fs";
import path from "node:path";
import { checkoutDistricts, liveDistricts } from "../../server/districts/districtDirectory";
import { apiFiltersOf } from "../../server/events/eventRoutes";
import { calendarAt } from "../../server/site/eventPages";
import { eventDocuments } from "../../server/search/eventDocuments";
import { createEventRepository } from "../../server/events/eventRepository";
import { openDatabase, type Db } from "../../server/platform/database";
import { ROOT_DIR } from "../../server/platform/config";
import { releaseSite } from "../../server/publish/liveSite";
import { createReleaseStore } from "../../server/publish/releases";
import { makeEvent } from "../../test-support/fixtures/content";
import { tempDir } from "../../test-support/server";

let root: string;
let db: Db;

beforeEach(() => {
  root = tempDir("districts-");
  for (const folder of ["districts", "ur/districts", "ps/districts"]) {
    fs.cpSync(path.join(ROOT_DIR, "data", folder), path.join(root, "data", folder), { recursive: true });
  }
  db = openDatabase(":memory:");
});
afterEach(() => {
  db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const TOR_GHAR_EAST = { slug: "tor-ghar-east", name: "Tor Ghar East" };

const addDistrict = () =>
  fs.writeFileSync(
    path.join(root, "data", "districts", "tor-ghar-east.json"),
    JSON.stringify({ ...TOR_GHAR_EAST, division: "hazara", office: {}, officeBearers: [] }),
  );

/** A built site whose English events page names `districts`, as `gatsby build` writes its page data. */
const builtSite = (dir: string, districts: Array<{ slug: string; name: string }>) => {
  fs.mkdirSync(path.join(dir, "events"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><title>Home</title>");
  fs.writeFileSync(path.join(dir, "events", "index.html"), "<!DOCTYPE html><title>Events</title>");
  fs.mkdirSync(path.join(dir, "page-data", "events"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "page-data", "events", "page-data.json"),
    JSON.stringify({ result: { pageContext: { lang: "en", messages: {}, eventWings: [], eventDistricts: districts } } }),
  );
  return dir;
};

it("lists every district file, English name and slug", () => {
  const districts = checkoutDistricts(root);
  expect(districts.all()).toHaveLength(fs.readdirSync(path.join(ROOT_DIR, "data", "districts")).length);
  expect(districts.bySlug("charsadda")).toEqual({ slug: "charsadda", name: "Charsadda" });
  expect(districts.slugOf("DERA ISMAIL KHAN")).toBe("dera-ismail-khan");
  expect(districts.slugOf("Nowhere")).toBeUndefined();
  expect(districts.nameOf("lower-dir")).toBe("Lower Dir");
});

it("a district file added is accepted by the events API's filter (by name or slug) and has a calendar feed", () => {
  const events = createEventRepository(db);
  const before = checkoutDistricts(root);
  expect(() => apiFiltersOf({ district: "Tor Ghar East" }, before)).toThrow(expect.objectContaining({ status: 400, body: expect.objectContaining({ errors: { district: expect.any(String) } }) }));
  expect(() => apiFiltersOf({ district: "tor-ghar-east" }, before)).toThrow(expect.objectContaining({ status: 400 }));
  expect(calendarAt("/events/district/tor-ghar-east.ics", events, [], before)).toBe("not-found");

  addDistrict();
  const after = checkoutDistricts(root);
  expect(apiFiltersOf({ district: "tor ghar east" }, after)).toEqual({ district: "tor-ghar-east" });
  expect(apiFiltersOf({ district: "tor-ghar-east" }, after)).toEqual({ district: "tor-ghar-east" });
  const feed = calendarAt("/events/district/tor-ghar-east.ics", events, [], after);
  expect(feed).toEqual({ events: [], name: "Qaumi Watan Party events: Tor Ghar East" });
});

it("a district's feed lists its upcoming events, and an event may name a district only the data has", () => {
  addDistrict();
  const events = createEventRepository(db, Date.now, checkoutDistricts(root));
  events.create(makeEvent(Date.now(), 24, { slug: "mardan-rally", title: "Mardan rally", district: "Mardan" }), "editor@qwp.example");
  events.create(makeEvent(Date.now(), 48, { slug: "tor-ghar-jirga", title: "Tor Ghar jirga", district: "Tor Ghar East" }), "editor@qwp.example");
  const feed = calendarAt("/events/district/mardan.ics", events, [], checkoutDistricts(root));
  expect(feed !== "not-found" && feed?.events.map((event) => event.slug)).toEqual(["mardan-rally"]);
  expect(events.findPublic("tor-ghar-jirga")?.district).toBe("Tor Ghar East");
});

it("the server's list is the live release's: a publish adds a district and a rollback takes it away, without a restart", async () => {
  const dir = tempDir("districts-releases-");
  try {
    const store = createReleaseStore(path.join(dir, "releases"));
    const commit = (n: number) => ({ commit: String(n).repeat(40), author: "Editor", message: `release ${n}` });
    const checkout = checkoutDistricts(root).all().map(({ slug, name }) => ({ slug, name }));
    const first = await store.create(builtSite(path.join(dir, "build-1"), checkout), commit(1));
    store.activate(first.id);
    let clock = 0;
    const districts = liveDistricts(releaseSite(store, path.join(dir, "none"), () => clock).current, root);
    const events = createEventRepository(db, Date.now, districts);
    const searched = eventDocuments(db, districts);
    const stampBefore = searched.stamp();
    expect(districts.slugOf("Tor Ghar East")).toBeUndefined();
    expect(calendarAt("/events/district/tor-ghar-east.ics", events, [], districts)).toBe("not-found");

    const second = await store.create(builtSite(path.join(dir, "build-2"), [...checkout, TOR_GHAR_EAST]), commit(2));
    store.activate(second.id);
    clock += 1000; // the pointer is looked at once a second
    expect(districts.slugOf("tor ghar east")).toBe("tor-ghar-east");
    expect(apiFiltersOf({ district: "Tor Ghar East" }, districts)).toEqual({ district: "tor-ghar-east" });
    expect(calendarAt("/events/district/tor-ghar-east.ics", events, [], districts)).toEqual({
      events: [],
      name: "Qaumi Watan Party events: Tor Ghar East",
    });
    // The search indexes the events again with the new list, and finds an event there by its district's name.
    expect(searched.stamp()).not.toBe(stampBefore);
    events.create(makeEvent(Date.now(), 24, { slug: "tor-ghar-jirga", district: "Tor Ghar East" }), "editor@qwp.example");
    expect(searched.documents().find((document) => document.key === "tor-ghar-jirga")?.body).toContain("Tor Ghar East");

    store.activate(first.id);
    clock += 1000;
    expect(districts.bySlug("tor-ghar-east")).toBeUndefined();
    expect(() => apiFiltersOf({ district: "Tor Ghar East" }, districts)).toThrow(expect.objectContaining({ status: 400 }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("a site built without an events page names the checkout's districts", () => {
  addDistrict();
  const dir = tempDir("districts-site-");
  try {
    fs.writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><title>Home</title>");
    const site = releaseSite(createReleaseStore(path.join(dir, "releases")), dir);
    expect(liveDistricts(site.current, root).bySlug("tor-ghar-east")).toEqual(TOR_GHAR_EAST);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
