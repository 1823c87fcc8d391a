/** @jest-environment node */
/** The public events API over real HTTP: the lists, one event, and "I will attend". */
import ur from "../../data/i18n/ur/server.json";
import urForms from "../../data/i18n/ur/forms.json";
import { makeEvent, VALID_ATTENDANCE } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 9, 0, 0);
let clock = START;
let server: Server;

const add = (slug: string, hoursAhead: number, overrides: Parameters<typeof makeEvent>[2] = {}) =>
  server.events.create(makeEvent(START, hoursAhead, { slug, title: slug, ...overrides }), "editor@qwp.example");

beforeAll(async () => {
  server = await createTestApp({ now: () => clock });
  add("peshawar-jalsa", 24, { showAttendanceCount: true });
  add("mardan-youth", 48, { district: "Mardan", wing: "youth-wing", kind: "wing-event", lang: "ur" });
  add("swat-called-off", 72, { district: "Swat", status: "cancelled", statusNote: "The venue was closed" });
  add("charsadda-undated", -24 * 5, { district: "Charsadda", status: "postponed", dateToBeAnnounced: true });
  add("secret-draft", 12, { status: "draft" });
  add("last-week", -24 * 7);
  for (let i = 1; i <= 9; i += 1) add(`convention-${i}`, 100 + i, { kind: "convention" });
});
afterAll(() => server.close());

const slugs = (body: { events: Array<{ slug: string }> }) => body.events.map((event) => event.slug);

describe("GET /api/events", () => {
  it("lists upcoming events soonest first, 9 a page, and past ones newest first, never a draft", async () => {
    const first = await server.request("/api/events");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/public/);
    expect(first.json()).toMatchObject({ page: 1, totalPages: 2, total: 13 });
    expect(slugs(first.json())).toEqual(["peshawar-jalsa", "mardan-youth", "swat-called-off", ...[1, 2, 3, 4, 5, 6].map((i) => `convention-${i}`)]);
    const second = await server.request("/api/events?when=upcoming&page=2");
    expect(slugs(second.json())).toEqual(["convention-7", "convention-8", "convention-9", "charsadda-undated"]);
    expect(slugs((await server.request("/api/events?when=past")).json())).toEqual(["last-week"]);
  });

  it("sends every field of the wire type, the cancelled event marked with its reason, its district by name and its page's path", async () => {
    const body = (await server.request("/api/events?district=Swat")).json();
    expect(body.events).toEqual([server.events.findPublic("swat-called-off")]);
    expect(body.events[0]).toMatchObject({
      status: "cancelled",
      statusNote: "The venue was closed",
      acceptsAttendance: false,
      district: "Swat",
      url: "/events/swat-called-off",
    });
    expect(Object.keys(body.events[0]).sort()).toEqual(
      [
        "slug", "title", "kind", "summary", "body", "startsAt", "endsAt", "previousStartsAt", "status", "dateToBeAnnounced",
        "statusNote", "venue", "address", "district", "map", "wing", "image", "lang", "attendingCount", "acceptsAttendance",
        "sequence", "updatedAt", "announcedAt", "url",
      ].sort(),
    );
  });

  it("filters by district (its English name, in any case, or its slug), wing, kind and language from the query string; an empty value is any", async () => {
    const list = async (query: string) => slugs((await server.request(`/api/events?${query}`)).json());
    expect(await list("district=Mardan")).toEqual(["mardan-youth"]);
    expect(await list("district=MARDAN")).toEqual(["mardan-youth"]);
    // The slug, as the site's own lists send it (its Urdu and Pashto pages carry no English names).
    expect(await list("district=mardan")).toEqual(["mardan-youth"]);
    expect(await list("district=lower-south-waziristan")).toEqual([]);
    expect(await list("district=Lower%20South%20Waziristan")).toEqual([]);
    expect(await list("wing=youth-wing&kind=wing-event")).toEqual(["mardan-youth"]);
    expect(await list("lang=ur")).toEqual(["mardan-youth"]);
    expect(await list("kind=convention&page=2")).toEqual([]);
    expect(await list("district=&wing=&kind=rally&lang=")).toEqual(["peshawar-jalsa", "swat-called-off", "charsadda-undated"]);
  });

  it("with a language (an Urdu or Pashto edition's list): that language's events alone, paged among themselves, with how many of the same list are in other languages", async () => {
    const page = async (query: string) => (await server.request(`/api/events?${query}`)).json();
    expect(await page("lang=ur")).toMatchObject({ page: 1, totalPages: 1, total: 1, others: 12 });
    expect(await page("lang=ur&district=mardan&wing=youth-wing&kind=wing-event")).toMatchObject({ total: 1, others: 0 });
    expect(await page("lang=ur&kind=convention")).toMatchObject({ events: [], totalPages: 0, total: 0, others: 9 });
    expect(await page("lang=ur&when=past")).toMatchObject({ events: [], total: 0, others: 1 });
    expect(await page("lang=ps&district=Swat")).toMatchObject({ events: [], total: 0, others: 1 });
    const english = await page("lang=en&kind=convention&page=2");
    expect(english).toMatchObject({ page: 2, totalPages: 1, total: 9, others: 0 });
    // Without a language, the list of every event, as before.
    expect(await page("kind=convention")).not.toHaveProperty("others");
  });

  it.each([
    ["district=lahore", "There is no district with this name in Khyber Pakhtunkhwa."],
    ["district=upper-lahore", "There is no district with this name in Khyber Pakhtunkhwa."],
    ["wing=student-wing", "There is no wing with this name."],
    ["kind=picnic", "The kind must be rally, corner-meeting, convention, press-conference, wing-event or other."],
    ["lang=fr", "The language must be en, ur or ps."],
  ])("refuses %s with 400 and the error on its field", async (query, message) => {
    const response = await server.request(`/api/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [query.split("=")[0]]: message } });
  });

  it.each([
    ["when=tomorrow", "The list must be upcoming or past."],
    ["page=0", "The page number must be a whole number of 1 or more."],
    ["page=two", "The page number must be a whole number of 1 or more."],
  ])("refuses %s with 400 and a sentence naming it", async (query, message) => {
    const response = await server.request(`/api/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe("GET /api/events/:slug", () => {
  it("answers a public event, and 404 with a message for a draft or an unknown slug", async () => {
    const event = await server.request("/api/events/peshawar-jalsa");
    expect(event.statusCode).toBe(200);
    expect(event.json()).toMatchObject({ slug: "peshawar-jalsa", status: "scheduled", district: "Peshawar", url: "/events/peshawar-jalsa", attendingCount: 0, acceptsAttendance: true });
    for (const slug of ["secret-draft", "no-such-event", "x".repeat(250)]) {
      const missing = await server.request(`/api/events/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Event not found." });
    }
  });
});

describe("POST /api/events/:slug/attendance", () => {
  const attend = async (slug: string, fields: Record<string, unknown> = VALID_ATTENDANCE, headers: Record<string, string> = {}) =>
    server.submit(`/api/events/${slug}/attendance`, fields, headers);
  const stored = (slug: string) =>
    server.db
      .prepare("SELECT a.name, a.mobile, a.district, a.email FROM event_attendances a JOIN events e ON e.id = a.event_id WHERE e.slug = ? ORDER BY a.id")
      .all(slug);

  it("stores an answer with the mobile's Eastern digits as 0-9, and counts it where the event shows its count", async () => {
    const response = await attend("peshawar-jalsa", { ...VALID_ATTENDANCE, mobile: "۰۳۰۰ ۱۲۳-۴۵۶۷", email: "gul@example.org" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "✓ Thank you! The organisers know you will attend." });
    // The API names the district in English; the table keeps its slug.
    expect(stored("peshawar-jalsa")).toEqual([{ name: "Gul Khan", mobile: "03001234567", district: "charsadda", email: "gul@example.org" }]);
    expect((await server.request("/api/events/peshawar-jalsa")).json().attendingCount).toBe(1);
    expect((await server.request("/api/events/mardan-youth")).json().attendingCount).toBeNull();
  });

  it("takes answers for an event postponed with its date still to be announced", async () => {
    expect((await attend("charsadda-undated")).statusCode).toBe(201);
  });

  it("refuses a cancelled or ended event with 409, in the request's language, and a draft or unknown one with 404", async () => {
    const cancelled = await attend("swat-called-off");
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: "This event has been cancelled; it no longer takes attendance." });
    const ended = await attend("last-week", VALID_ATTENDANCE, { "accept-language": "ur" });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ message: ur.eventEnded });
    expect((await attend("secret-draft")).statusCode).toBe(404);
    expect((await attend("no-such-event")).statusCode).toBe(404);
    expect(stored("swat-called-off")).toEqual([]);
    expect(stored("last-week")).toEqual([]);
    expect(stored("secret-draft")).toEqual([]);
  });

  it("refuses an event whose end passed while the form was open", async () => {
    const soon = add("ends-soon", 0.5);
    clock = Date.parse(soon.endsAt) + 1;
    try {
      expect((await attend("ends-soon")).statusCode).toBe(409);
    } finally {
      clock = START;
    }
  });

  it("names each wrong field in the edition's language, and refuses the honeypot", async () => {
    const response = await attend("peshawar-jalsa", { name: "", mobile: "12", district: "lahore", consent: false }, { "accept-language": "ur" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["consent", "district", "mobile", "name"]);
    expect(response.json().errors.district).toBe(urForms["error.chooseDistrict"]);
    const bot = await attend("peshawar-jalsa", { ...VALID_ATTENDANCE, website: "http://spam.example" });
    expect(bot.statusCode).toBe(422);
  });

  it("needs a solved bot check", async () => {
    const response = await server.request("/api/events/peshawar-jalsa/attendance", { method: "POST", json: VALID_ATTENDANCE });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/spam check/);
  });

  it("stores a retry with the same Idempotency-Key once; the same key for another event is another answer", async () => {
    const fields = { ...VALID_ATTENDANCE, name: "Retry Person" };
    const first = await attend("mardan-youth", fields, { "idempotency-key": "attend-1" });
    const again = await attend("mardan-youth", fields, { "idempotency-key": "attend-1" });
    const elsewhere = await attend("convention-1", fields, { "idempotency-key": "attend-1" });
    expect([first.statusCode, again.statusCode, elsewhere.statusCode]).toEqual([201, 201, 201]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(elsewhere.headers["idempotent-replayed"]).toBeUndefined();
    expect(stored("mardan-youth")).toHaveLength(1);
    expect(stored("convention-1")).toHaveLength(1);
  });
});

describe("the rate limit", () => {
  it("refuses a connection's answers past the forms' limit with 429", async () => {
    const limited = await createTestApp({ now: () => START, env: { RATE_LIMIT_MAX: "2" } });
    try {
      limited.events.create(makeEvent(START, 24, { slug: "busy" }), null);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.submit("/api/events/busy/attendance", VALID_ATTENDANCE)).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

it("keeps an event upcoming while it runs and lists it as past once it has ended", async () => {
  add("in-progress", 1, { kind: "press-conference" });
  const list = async (when: string) => slugs((await server.request(`/api/events?when=${when}&kind=press-conference`)).json());
  try {
    clock = START + 2 * HOUR;
    expect([await list("upcoming"), await list("past")]).toEqual([["in-progress"], []]);
    clock = START + 3 * HOUR + 1;
    expect([await list("upcoming"), await list("past")]).toEqual([[], ["in-progress"]]);
  } finally {
    clock = START;
  }
});
