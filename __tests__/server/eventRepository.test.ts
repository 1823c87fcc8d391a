/** @jest-environment node */
import { openDatabase, type Db } from "../../server/platform/database";
import { createEventRepository, type EventChange, type EventRepository } from "../../server/events/eventRepository";
import { createMediaRepository } from "../../server/media/mediaRepository";
import { makeEvent } from "../../test-support/fixtures/content";

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 9, 0, 0);

let db: Db;
let clock: number;
let events: EventRepository;

beforeEach(() => {
  db = openDatabase(":memory:");
  clock = START;
  events = createEventRepository(db, () => clock);
});
afterEach(() => db.close());

const slugs = (page: { events: Array<{ slug: string }> }) => page.events.map((event) => event.slug);
const add = (slug: string, hoursAhead: number, overrides: Parameters<typeof makeEvent>[2] = {}) =>
  events.create(makeEvent(START, hoursAhead, { slug, title: slug, ...overrides }), "editor@qwp.example");

describe("the public lists", () => {
  it("list upcoming events soonest first, those with a date still to be announced last, and past ones newest first", () => {
    add("next-week", 24 * 7);
    add("tomorrow", 24);
    add("to-be-announced", -24 * 10, { status: "postponed", dateToBeAnnounced: true });
    add("cancelled-soon", 48, { status: "cancelled", statusNote: "The venue was closed" });
    add("a-draft", 12, { status: "draft" });
    add("last-month", -24 * 30);
    add("yesterday", -24);
    add("cancelled-past", -24 * 3, { status: "cancelled", statusNote: "Rain" });

    expect(slugs(events.upcoming())).toEqual(["tomorrow", "cancelled-soon", "next-week", "to-be-announced"]);
    expect(slugs(events.past())).toEqual(["yesterday", "cancelled-past", "last-month"]);
    expect(events.allUpcoming().map((event) => event.slug)).toEqual(slugs(events.upcoming()));
  });

  it("move an event from upcoming to past when its end passes, with no write", () => {
    add("this-morning", -1);
    expect(slugs(events.upcoming())).toEqual(["this-morning"]);
    clock = START + 1 * HOUR + 1;
    expect(slugs(events.upcoming())).toEqual([]);
    expect(slugs(events.past())).toEqual(["this-morning"]);
  });

  it("page by 9 and say how many pages and events there are", () => {
    for (let i = 1; i <= 11; i += 1) add(`event-${String(i).padStart(2, "0")}`, i);
    const first = events.upcoming({}, 1);
    const second = events.upcoming({}, 2);
    expect(first.events).toHaveLength(9);
    expect(second).toMatchObject({ page: 2, totalPages: 2, total: 11 });
    expect(slugs(second)).toEqual(["event-10", "event-11"]);
  });

  it("filter by district, wing, kind and language, together", () => {
    add("peshawar-rally", 1);
    add("mardan-youth", 2, { district: "Mardan", wing: "youth-wing", kind: "wing-event" });
    add("mardan-urdu", 3, { district: "Mardan", lang: "ur" });
    expect(slugs(events.upcoming({ district: "mardan" }))).toEqual(["mardan-youth", "mardan-urdu"]);
    expect(slugs(events.upcoming({ wing: "youth-wing" }))).toEqual(["mardan-youth"]);
    expect(slugs(events.upcoming({ kind: "rally" }))).toEqual(["peshawar-rally", "mardan-urdu"]);
    expect(slugs(events.upcoming({ district: "mardan", lang: "ur" }))).toEqual(["mardan-urdu"]);
    expect(events.allUpcoming({ district: "swat" })).toEqual([]);
  });

  it("find a public event by its slug, never a draft", () => {
    add("public-one", 5, { lat: 34.01, lon: 71.58, wing: "youth-wing" });
    add("hidden-one", 5, { status: "draft" });
    expect(events.findPublic("hidden-one")).toBeUndefined();
    expect(events.findPublic("public-one")).toMatchObject({
      slug: "public-one",
      status: "scheduled",
      map: { lat: 34.01, lon: 71.58 },
      wing: "youth-wing",
      statusNote: null,
      attendingCount: null,
      acceptsAttendance: true,
      sequence: 0,
      image: null,
    });
  });

  it("give the photo from the media library, every variant with its size", () => {
    const photo = createMediaRepository(db).add(
      {
        key: "a".repeat(24),
        width: 1600,
        height: 900,
        variants: [
          { width: 800, height: 450, url: `/media/library/${"a".repeat(24)}-800.webp`, type: "image/webp" },
          { width: 1200, height: 675, url: `/media/library/${"a".repeat(24)}-1200.jpg`, type: "image/jpeg" },
        ],
      },
      "rally.jpg",
      "editor@qwp.example",
    );
    add("with-photo", 5, { photo: photo.id });
    expect(events.findPublic("with-photo")?.image).toEqual({
      url: `/media/library/${"a".repeat(24)}-1200.jpg`,
      width: 1200,
      height: 675,
      variants: [
        { width: 800, height: 450, url: `/media/library/${"a".repeat(24)}-800.webp`, type: "image/webp" },
        { width: 1200, height: 675, url: `/media/library/${"a".repeat(24)}-1200.jpg`, type: "image/jpeg" },
      ],
    });
  });
});

describe("changes", () => {
  it("grow the sequence on every change and keep who made it", () => {
    const event = add("growing", 24);
    expect(event.sequence).toBe(0);
    const once = events.update(event.id, { ...makeEvent(START, 24, { slug: "growing" }), venue: "Jinnah Park" }, "admin@qwp.example")!;
    const twice = events.update(event.id, { ...makeEvent(START, 24, { slug: "growing" }), venue: "Jinnah Park" }, "admin@qwp.example")!;
    expect([once.sequence, twice.sequence]).toEqual([1, 2]);
    expect(twice).toMatchObject({ venue: "Jinnah Park", updatedBy: "admin@qwp.example" });
    expect(events.findPublic("growing")?.sequence).toBe(2);
  });

  it("keep the old start of a public event postponed to a new date, not of a draft or one with no date yet", () => {
    const event = add("moved", 24);
    const undated = events.update(event.id, makeEvent(START, 24, { slug: "moved", status: "postponed", dateToBeAnnounced: true }), null)!;
    expect(undated.previousStartsAt).toBeNull();
    const dated = events.update(event.id, makeEvent(START, 24 * 8, { slug: "moved", status: "postponed" }), null)!;
    expect(dated.previousStartsAt).toBe(event.startsAt);
    expect(events.findPublic("moved")).toMatchObject({ previousStartsAt: event.startsAt, startsAt: dated.startsAt, dateToBeAnnounced: false });

    const draft = add("draft-moved", 24, { status: "draft" });
    expect(events.update(draft.id, makeEvent(START, 48, { slug: "draft-moved", status: "postponed" }), null)!.previousStartsAt).toBeNull();
  });

  it("lock the slug once the event has been public, and never delete such an event", () => {
    const draft = add("still-draft", 24, { status: "draft" });
    expect(draft.slugLocked).toBe(false);
    const published = events.update(draft.id, makeEvent(START, 24, { slug: "still-draft" }), null)!;
    expect(published.slugLocked).toBe(true);
    const backToDraft = events.update(draft.id, makeEvent(START, 24, { slug: "still-draft", status: "draft" }), null)!;
    expect(backToDraft.slugLocked).toBe(true);
    expect(events.removeDraft(draft.id)).toBe(false);
    expect(events.adminFind(draft.id)).toBeDefined();

    const neverPublic = add("never-public", 24, { status: "draft" });
    expect(events.removeDraft(neverPublic.id)).toBe(true);
    expect(events.adminFind(neverPublic.id)).toBeUndefined();
  });

  it("keep the status note (a cancellation's reason, a postponement's note) only while cancelled or postponed, and a date to be announced only while postponed", () => {
    const event = add("with-reason", 24, { status: "cancelled", statusNote: "Section 144 in the district" });
    expect(events.findPublic("with-reason")?.statusNote).toBe("Section 144 in the district");
    const postponed = { slug: "with-reason", status: "postponed" as const, statusNote: "Until after the rain", dateToBeAnnounced: true };
    events.update(event.id, makeEvent(START, 24, postponed), null);
    expect(events.findPublic("with-reason")).toMatchObject({ statusNote: "Until after the rain", dateToBeAnnounced: true });
    const again = events.update(event.id, makeEvent(START, 24, { slug: "with-reason", statusNote: "left over", dateToBeAnnounced: true }), null)!;
    expect(again).toMatchObject({ statusNote: "", dateToBeAnnounced: false });
    expect(events.findPublic("with-reason")?.statusNote).toBeNull();
  });

  it("tell the listeners which events changed, and stop when asked", () => {
    const heard: EventChange[] = [];
    const stop = events.onChange((change) => heard.push(change));
    const event = add("heard", 24);
    events.update(event.id, makeEvent(START, 24, { slug: "heard-renamed" }), null);
    stop();
    add("unheard", 24);
    expect(heard).toEqual([
      { ids: [event.id], slugs: ["heard"] },
      { ids: [event.id, event.id], slugs: ["heard", "heard-renamed"] },
    ]);
  });

  it("list the console's events newest start first, by status", () => {
    add("one", 1);
    add("two", 2, { status: "draft" });
    add("three", 3, { status: "cancelled", statusNote: "Rain" });
    expect(slugs(events.adminList({ page: 1 }))).toEqual(["three", "two", "one"]);
    expect(events.adminList({ page: 1, status: "draft" })).toMatchObject({ total: 1, totalPages: 1, events: [{ slug: "two" }] });
  });
});

describe("attendance", () => {
  const meta = () => ({ now: new Date(clock), clientIp: "192.0.2.1" });

  it("is taken by a scheduled or postponed event until it ends, never by a cancelled, past or draft one", () => {
    add("open", 1);
    add("undated", -48, { status: "postponed", dateToBeAnnounced: true });
    add("called-off", 1, { status: "cancelled", statusNote: "Rain" });
    add("over", -3);
    add("unseen", 1, { status: "draft" });
    const states = Object.fromEntries(
      ["open", "undated", "called-off", "over", "unseen", "missing"].map((slug) => [slug, events.attendanceState(slug).state]),
    );
    expect(states).toEqual({ open: "open", undated: "open", "called-off": "cancelled", over: "ended", unseen: "not-found", missing: "not-found" });
    expect(events.findPublic("open")?.acceptsAttendance).toBe(true);
    expect(events.findPublic("over")?.acceptsAttendance).toBe(false);
    expect(events.findPublic("called-off")?.acceptsAttendance).toBe(false);
  });

  it("is counted for staff always and for the public only when the event says so, and searched by name, mobile or district", () => {
    const shown = add("shown", 5, { showAttendanceCount: true });
    const hidden = add("hidden", 5);
    events.addAttendance(shown.id, { name: "Gul Khan", mobile: "03001234567", district: "Charsadda", email: "" }, meta());
    events.addAttendance(shown.id, { name: "Zarmina Afridi", mobile: "03339876543", district: "Peshawar", email: "z@example.org" }, meta());
    events.addAttendance(hidden.id, { name: "Sher Khan", mobile: "03111111111", district: "Swat", email: "" }, meta());

    expect(events.findPublic("shown")?.attendingCount).toBe(2);
    expect(events.findPublic("hidden")?.attendingCount).toBeNull();
    expect(events.adminFind(hidden.id)?.attendingCount).toBe(1);

    const names = (q: string) => events.attendances(shown.id, { q, page: 1 }).attendances.map((a) => a.name);
    expect(names("")).toEqual(["Zarmina Afridi", "Gul Khan"]);
    expect(names("gul")).toEqual(["Gul Khan"]);
    expect(names("0333")).toEqual(["Zarmina Afridi"]);
    expect(names("charsadda")).toEqual(["Gul Khan"]);
    expect(names("%")).toEqual([]);
    expect(events.allAttendances(shown.id)).toEqual([
      expect.objectContaining({ eventSlug: "shown", name: "Gul Khan", email: null }),
      expect.objectContaining({ name: "Zarmina Afridi", email: "z@example.org" }),
    ]);
  });
});
