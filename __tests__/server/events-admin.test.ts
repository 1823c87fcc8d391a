/** @jest-environment node */
/** The console's events API over real HTTP: roles, same origin, the form's rules, the workflow, attendance, audit. */
import sharp from "sharp";
import { BAD_FORMAT } from "../../server/events/eventAdminRoutes";
import { EVENT_ID_NOT_FOUND, NEVER_DELETED } from "../../server/events/eventDesk";
import {
  DUPLICATE_SLUG,
  EMPTY_DESCRIPTION,
  END_NOT_ISO,
  NO_DRAFT_AGAIN,
  NO_SUCH_PHOTO,
  NO_SUCH_WING,
  SLUG_LOCKED,
  START_NOT_ISO,
  START_TOO_EARLY,
  START_TOO_LATE,
  TOO_LONG,
} from "../../server/events/eventDrafts";
import { processImage } from "../../server/media/pipeline";
import { PHOTO_IN_USE } from "../../server/media/mediaRoutes";
import { sanitizeArticleOnServer } from "../../server/news/articleSanitizer";
import { CROSS_ORIGIN, NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { auditActions, startAdminServer, type AdminServer } from "../../test-support/admin";
import { makeEvent, VALID_ATTENDANCE } from "../../test-support/fixtures/content";
import { signIn } from "../../test-support/server";
import { ORDINARY, PAYLOADS } from "../../test-support/xssCorpus";
import type { EventFormValues } from "../../contract/validation/event";
import { toPakistanInput } from "../../contract/lib/pakistanTime";

// Setup hashes three staff passwords with Argon2id and starts a server: seconds on a busy 2-core machine.
jest.setTimeout(60_000);

let server: AdminServer;
const cookies = { admin: "", editor: "", office: "" };

beforeAll(async () => {
  server = await startAdminServer();
  for (const role of ["admin", "editor", "office"] as const) {
    const account = await server.addStaff(role);
    cookies[role] = await signIn(server.baseUrl, account.email, account.password);
  }
}, 60_000);
afterAll(() => server.close());

const event = (overrides: Partial<EventFormValues> = {}) => makeEvent(server.clock.now, 24, overrides);
const send = (method: string, url: string, json: unknown, cookie = cookies.editor, origin = server.baseUrl) =>
  server.request(url, { method, json, headers: { cookie, origin } });
const create = (overrides: Partial<EventFormValues> = {}, cookie = cookies.editor) => send("POST", "/api/admin/events", event(overrides), cookie);
const put = (id: number, values: EventFormValues, cookie = cookies.editor) => send("PUT", `/api/admin/events/${id}`, values, cookie);
const lastAudit = () => auditActions(server).at(-1);

describe("roles", () => {
  it("lets editors and admins change events, office staff only read them, and no one without a session", async () => {
    const made = await create({ title: "Role check", status: "draft" });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const statuses = async (cookie: string) => ({
      list: (await server.get("/api/admin/events", cookie)).statusCode,
      one: (await server.get(`/api/admin/events/${id}`, cookie)).statusCode,
      create: (await create({ title: "Role check", slug: `role-${Math.random().toString(36).slice(2, 8)}`, status: "draft" }, cookie)).statusCode,
      update: (await put(id, event({ title: "Role check", slug: made.json().slug, status: "draft" }), cookie)).statusCode,
      attendances: (await server.get(`/api/admin/events/${id}/attendance`, cookie)).statusCode,
      csv: (await server.get(`/api/admin/events/${id}/attendance?format=csv`, cookie)).statusCode,
    });
    expect(await statuses("")).toEqual({ list: 401, one: 401, create: 401, update: 401, attendances: 401, csv: 401 });
    expect(await statuses(cookies.office)).toEqual({ list: 200, one: 200, create: 403, update: 403, attendances: 200, csv: 200 });
    expect(await statuses(cookies.editor)).toEqual({ list: 200, one: 200, create: 201, update: 200, attendances: 403, csv: 403 });
    expect(await statuses(cookies.admin)).toEqual({ list: 200, one: 200, create: 201, update: 200, attendances: 200, csv: 200 });
    expect((await server.get("/api/admin/events")).json()).toEqual({ message: NOT_SIGNED_IN });
    expect((await create({}, cookies.office)).json()).toEqual({ message: WRONG_ROLE });
    expect((await send("DELETE", `/api/admin/events/${id}`, undefined, cookies.office)).statusCode).toBe(403);
  });

  it("refuses a change that does not come from the site's own pages", async () => {
    const response = await send("POST", "/api/admin/events", event({ title: "Cross origin" }), cookies.editor, "https://evil.example");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_ORIGIN });
    expect(server.events.adminList({ page: 1, size: 100 }).events.map((e) => e.title)).not.toContain("Cross origin");
  });
});

describe("the form's rules", () => {
  it.each<[string, Partial<EventFormValues> | Record<string, unknown>, Record<string, string>]>([
    ["end before start", { endsAt: new Date(Date.UTC(2026, 10, 21, 8)).toISOString() }, { endsAt: "The end must be after the start" }],
    ["not a date", { startsAt: "next Friday" }, { startsAt: "Enter a valid start date and time" }],
    ["a date without a time", { startsAt: "2026-11-24", endsAt: "2026-11-25T10:00:00Z" }, { startsAt: START_NOT_ISO }],
    ["a time without an offset", { endsAt: "2026-11-21T12:00:00" }, { endsAt: END_NOT_ISO }],
    ["far past", { startsAt: "1926-11-21T09:00:00Z", endsAt: "1926-11-21T11:00:00Z" }, { startsAt: START_TOO_EARLY }],
    ["far future", { startsAt: "2126-11-21T09:00:00Z", endsAt: "2126-11-21T11:00:00Z" }, { startsAt: START_TOO_LATE }],
    ["months long", { endsAt: "2027-03-21T11:00:00Z" }, { endsAt: TOO_LONG }],
    ["unknown district", { district: "lahore" }, { district: "Choose a district" }],
    ["district by its slug", { district: "charsadda" }, { district: "Choose a district" }],
    ["unknown wing", { wing: "student-wing" }, { wing: NO_SUCH_WING }],
    ["unknown kind", { kind: "picnic" }, { kind: "Choose the kind of event" }],
    ["no photo of that id", { photo: 999 }, { photo: NO_SUCH_PHOTO }],
    ["half a map point", { lat: 34.01 }, { lon: "Enter both latitude and longitude, or neither" }],
    ["cancelled without a reason", { status: "cancelled", statusNote: " " }, { statusNote: "Say in one line why it was cancelled" }],
    ["a body of markup only", { body: "<p><script>x()</script></p>" }, { body: EMPTY_DESCRIPTION }],
    ["a bad slug", { slug: "Not A Slug" }, { slug: "The address may contain only lower-case letters, digits and single hyphens" }],
  ])("answers %s with 400 naming the field", async (_case, overrides, errors) => {
    const before = server.events.adminList({ page: 1 }).total;
    const response = await create(overrides as Partial<EventFormValues>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Please correct the highlighted fields and try again.", errors });
    expect(server.events.adminList({ page: 1 }).total).toBe(before);
  });

  it("keeps hostile HTML in the description from ever running (the news tests' XSS corpus)", async () => {
    const body = ORDINARY + PAYLOADS.join("\n");
    const response = await create({ title: "Corpus event", body });
    expect(response.statusCode).toBe(201);
    const stored = response.json().body as string;
    expect(stored).toBe(sanitizeArticleOnServer(body));
    expect(stored).not.toMatch(/<(script|iframe|style|svg|math|object|embed|form|meta|base)\b|\son\w+=|javascript:|data:/i);
    expect((await server.request(`/api/events/${response.json().slug}`)).json().body).toBe(stored);
  });

  it("makes a free address from the title, or from the kind, district and Pakistan date for a title in Urdu, and refuses a taken one", async () => {
    const first = await create({ title: "Youth Convention: Jobs & Skills", status: "draft" });
    const second = await create({ title: "Youth Convention: Jobs & Skills", status: "draft" });
    const urdu = await create({ title: "پشاور میں جلسہ", status: "draft", lang: "ur" });
    expect([first.json().slug, second.json().slug]).toEqual(["youth-convention-jobs-skills", "youth-convention-jobs-skills-2"]);
    const { kind, district, startsAt } = event();
    expect(urdu.json().slug).toBe(`${kind}-${district.toLowerCase()}-${toPakistanInput(startsAt).slice(0, 10)}`);
    const taken = await create({ title: "Another", slug: "youth-convention-jobs-skills" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: DUPLICATE_SLUG, errors: { slug: DUPLICATE_SLUG } });
  });

  it("takes a photo of the media library and sends it to the public with its sizes", async () => {
    const image = await processImage(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#225533" } }).jpeg().toBuffer(),
      server.config.mediaDir,
    );
    const photo = server.mediaLibrary.add(image, "jalsa.jpg", "editor@qwp.example");
    const response = await create({ title: "With a photo", photo: photo.id, lat: 34.0151, lon: 71.5249 });
    expect(response.statusCode).toBe(201);
    const published = (await server.request(`/api/events/${response.json().slug}`)).json();
    expect(published.image).toMatchObject({ url: photo.url, width: photo.width, height: photo.height });
    expect(published.image.variants).toHaveLength(photo.variants.length);
    expect(published.map).toEqual({ lat: 34.0151, lon: 71.5249 });
    // The library keeps a photo an event shows.
    const removal = await send("DELETE", `/api/admin/media/${photo.id}`, undefined);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ message: PHOTO_IN_USE });
  });
});

describe("the workflow", () => {
  it("publishes a draft, grows the sequence on every change, keeps the old start of a postponement and audits each step", async () => {
    const draft = (await create({ title: "Charsadda corner meeting", district: "Charsadda", kind: "corner-meeting", status: "draft" })).json();
    expect(draft).toMatchObject({ sequence: 0, slugLocked: false, previousStartsAt: null, updatedBy: "editor@qwp.example", district: "Charsadda", url: `/events/${draft.slug}` });
    expect(lastAudit()).toEqual({ actor: "editor@qwp.example", action: "event.create", target: `event:${draft.id}` });
    expect((await server.request(`/api/events/${draft.slug}`)).statusCode).toBe(404);

    const values = event({ title: "Charsadda corner meeting", slug: draft.slug, district: "Charsadda", kind: "corner-meeting" });
    const published = (await put(draft.id, values)).json();
    expect(published).toMatchObject({ sequence: 1, slugLocked: true, status: "scheduled" });
    expect(lastAudit()?.action).toBe("event.publish");
    expect((await server.request(`/api/events/${draft.slug}`)).json()).toMatchObject({ status: "scheduled", sequence: 1 });

    const undated = (await put(draft.id, { ...values, status: "postponed", dateToBeAnnounced: true })).json();
    expect(undated).toMatchObject({ sequence: 2, previousStartsAt: null, dateToBeAnnounced: true });
    expect(lastAudit()?.action).toBe("event.postpone");

    const newDate = { startsAt: new Date(server.clock.now + 9 * 86_400_000).toISOString(), endsAt: new Date(server.clock.now + 9 * 86_400_000 + 7_200_000).toISOString() };
    const moved = (await put(draft.id, { ...values, startsAt: newDate.startsAt, endsAt: newDate.endsAt, status: "postponed" })).json();
    expect(moved).toMatchObject({ sequence: 3, previousStartsAt: values.startsAt, startsAt: newDate.startsAt, dateToBeAnnounced: false });
    expect(lastAudit()?.action).toBe("event.postpone");
    expect((await server.request(`/api/events/${draft.slug}`)).json()).toMatchObject({ previousStartsAt: values.startsAt, status: "postponed" });

    const cancelled = (await put(draft.id, { ...values, startsAt: newDate.startsAt, endsAt: newDate.endsAt, status: "cancelled", statusNote: "Section 144 imposed" })).json();
    expect(cancelled).toMatchObject({ sequence: 4, status: "cancelled", statusNote: "Section 144 imposed" });
    expect(lastAudit()?.action).toBe("event.cancel");

    const edited = (await put(draft.id, { ...values, startsAt: newDate.startsAt, endsAt: newDate.endsAt, status: "cancelled", statusNote: "Section 144 imposed by the district" })).json();
    expect(edited.sequence).toBe(5);
    expect(lastAudit()?.action).toBe("event.edit");
  });

  it("locks the slug once public, never lets a public event become a draft again, and never deletes it", async () => {
    const made = (await create({ title: "Swat rally", district: "Swat" })).json();
    const values = event({ title: "Swat rally", district: "Swat", slug: made.slug });
    const renamed = await put(made.id, { ...values, slug: "swat-rally-renamed" });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ slug: SLUG_LOCKED });
    const hidden = await put(made.id, { ...values, status: "draft" });
    expect(hidden.json().errors).toEqual({ status: NO_DRAFT_AGAIN });
    const deleted = await send("DELETE", `/api/admin/events/${made.id}`, undefined);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: NEVER_DELETED });
    expect((await server.request(`/api/events/${made.slug}`)).statusCode).toBe(200);
    expect(server.events.adminFind(made.id)?.sequence).toBe(0);
  });

  it("deletes a draft that was never public, audited", async () => {
    const draft = (await create({ title: "Never shown", status: "draft" })).json();
    const response = await send("DELETE", `/api/admin/events/${draft.id}`, undefined);
    expect(response.statusCode).toBe(204);
    expect(lastAudit()).toEqual({ actor: "editor@qwp.example", action: "event.delete", target: `event:${draft.id}` });
    expect((await server.get(`/api/admin/events/${draft.id}`, cookies.editor)).json()).toEqual({ message: EVENT_ID_NOT_FOUND });
  });

  it("keeps a saved date valid as time passes: only a new or moved date is checked against now", async () => {
    const longAgo = server.clock.now - 2 * 365 * 86_400_000;
    const old = server.events.create(makeEvent(longAgo, 0, { title: "Kept old", slug: "kept-old" }), null);
    const values = makeEvent(longAgo, 0, { title: "Kept old", slug: "kept-old", venue: "Another hall" });
    expect((await put(old.id, values)).statusCode).toBe(200);
    const moved = await put(old.id, { ...values, startsAt: new Date(longAgo + 3_600_000).toISOString() });
    expect(moved.json().errors).toEqual({ startsAt: START_TOO_EARLY });
  });

  it("lists the console's events by status and page, and answers 400 and 404 for what names nothing", async () => {
    const drafts = (await server.get("/api/admin/events?status=draft", cookies.editor)).json();
    expect(drafts.events.length).toBeGreaterThan(0);
    expect(drafts.events.every((e: { status: string }) => e.status === "draft")).toBe(true);
    expect((await server.get("/api/admin/events?status=published", cookies.editor)).statusCode).toBe(400);
    expect((await server.get("/api/admin/events?page=0", cookies.editor)).statusCode).toBe(400);
    for (const id of ["0", "abc", "99999"]) {
      const missing = await server.get(`/api/admin/events/${id}`, cookies.editor);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: EVENT_ID_NOT_FOUND });
      expect((await put(Number(id) || 99999, event())).statusCode).toBe(404);
    }
  });
});

describe("attendance in the console", () => {
  it("lists and searches the answers for the office, and exports them as CSV with formulas defused, audited", async () => {
    const made = (await create({ title: "Mardan convention", district: "Mardan", kind: "convention" })).json();
    for (const person of [
      { ...VALID_ATTENDANCE, name: "Gul Khan", mobile: "0300 1234567", district: "Charsadda" },
      { ...VALID_ATTENDANCE, name: "=HYPERLINK(\"http://evil.example\")", mobile: "0333 9876543", district: "Mardan", email: "z@example.org" },
    ]) {
      expect((await server.submit(`/api/events/${made.slug}/attendance`, person)).statusCode).toBe(201);
    }
    const list = (await server.get(`/api/admin/events/${made.id}/attendance`, cookies.office)).json();
    expect(list).toMatchObject({ page: 1, totalPages: 1, total: 2 });
    expect(list.attendances[1]).toEqual({
      id: expect.any(Number),
      eventSlug: made.slug,
      name: "Gul Khan",
      mobile: "03001234567",
      district: "Charsadda",
      email: null,
      createdAt: new Date(server.clock.now).toISOString(),
    });
    const found = (await server.get(`/api/admin/events/${made.id}/attendance?q=0300`, cookies.office)).json();
    expect(found.attendances.map((a: { name: string }) => a.name)).toEqual(["Gul Khan"]);
    const byDistrict = (await server.get(`/api/admin/events/${made.id}/attendance?q=charsad`, cookies.office)).json();
    expect(byDistrict.attendances.map((a: { name: string }) => a.name)).toEqual(["Gul Khan"]);
    const badFormat = await server.get(`/api/admin/events/${made.id}/attendance?format=xlsx`, cookies.office);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toEqual({ message: BAD_FORMAT, errors: { format: BAD_FORMAT } });
    expect((await server.get(`/api/admin/events/${made.id}`, cookies.editor)).json().attendingCount).toBe(2);

    const csv = await server.get(`/api/admin/events/${made.id}/attendance?format=csv`, cookies.office);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="attendance-${made.slug}-2026-11-20.csv"`);
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.body.split("\r\n")).toEqual([
      "\uFEFFName,Mobile,District,Email,Sent at (UTC)",
      `Gul Khan,03001234567,Charsadda,,${new Date(server.clock.now).toISOString()}`,
      `"'=HYPERLINK(""http://evil.example"")",03339876543,Mardan,z@example.org,${new Date(server.clock.now).toISOString()}`,
      "",
    ]);
    expect(lastAudit()).toEqual({ actor: "office@qwp.example", action: "event.attendance.export", target: `event:${made.id}` });
  });
});

describe("hostile input", () => {
  const isClientError = (status: number) => status >= 400 && status < 500;

  it("is refused with a 4xx, never a 5xx", async () => {
    const bodies: Record<string, unknown> = {
      array: [],
      null: null,
      text: "text",
      "title as an array": { ...event(), title: ["a", "b"] },
      "latitude out of range": { ...event(), lat: 1e308, lon: -1e308 },
      "huge photo id": { ...event(), photo: 1e20 },
      "impossible date": { ...event(), startsAt: "2026-13-45T99:99:99Z" },
      "control characters and a lone surrogate": { ...event(), title: "Jalsa\u0000\ud800", venue: "Hall\u001b[2J" },
      "operator object": { ...event(), status: { $ne: null } },
    };
    const statuses: Record<string, number> = {};
    for (const [name, body] of Object.entries(bodies)) statuses[name] = (await send("POST", "/api/admin/events", body)).statusCode;
    expect(Object.entries(statuses).filter(([, status]) => !isClientError(status))).toEqual([]);

    const urls = ["/api/events/%E0%A4%A", "/api/events?district=swat&district=mardan", "/api/events?page=1e3", `/api/events/${"a".repeat(290)}`];
    const answers: Record<string, number> = {};
    for (const url of urls) answers[url] = (await server.request(url)).statusCode;
    answers.attendanceArray = (
      await server.request("/api/events/x/attendance", { method: "POST", body: "[1,2]", headers: { "content-type": "application/json" } })
    ).statusCode;
    expect(Object.entries(answers).filter(([, status]) => !isClientError(status))).toEqual([]);
  });
});
