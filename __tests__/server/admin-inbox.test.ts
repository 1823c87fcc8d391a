/** @jest-environment node */
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { signIn } from "../../test-support/server";
import { startAdminServer, type AdminServer } from "../../test-support/admin";
import { BAD_PAGE } from "../../server/staff/messages";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

const DAY = 86_400_000;
let server: AdminServer;
let office: string;
let admin: string;
let editor: string;

const del = (url: string, cookie?: string, origin = server.baseUrl) =>
  server.request(url, { method: "DELETE", headers: { origin, ...(cookie ? { cookie } : {}) } });
const auditRows = () =>
  server.db.prepare("SELECT actor, action, target, detail FROM audit_log ORDER BY id").all() as Array<{ actor: string; action: string; target: string | null; detail: string | null }>;

beforeAll(async () => {
  server = await startAdminServer();
  const officeAccount = await server.addStaff("office", "office@qwp.example", "Office Person");
  const adminAccount = await server.addStaff("admin");
  const editorAccount = await server.addStaff("editor");

  // Sent through the public API, with real bot checks, on three different days.
  const send = async (url: string, fields: Record<string, unknown>) => expect((await server.submit(url, fields)).statusCode).toBe(201);
  await send("/api/contacts", { ...VALID_CONTACT, name: "=HYPERLINK(\"http://evil.example\",\"x\")", subject: "Formula" });
  server.clock.advance(DAY);
  await send("/api/contacts", { ...VALID_CONTACT, name: "ثناء خان", email: "sana@example.pk", contactNumber: "0312 7654321", subject: "Urdu" });
  await send("/api/join-qwp", { ...VALID_APPLICATION, firstName: "ثناء", lastName: "خان", province: "punjab", politicalWing: "youth-wing" });
  server.clock.advance(DAY);
  await send("/api/join-qwp", VALID_APPLICATION);
  // Signed in after the clock moved (sessions end after 30 idle minutes).
  office = await signIn(server.baseUrl, officeAccount.email, officeAccount.password);
  admin = await signIn(server.baseUrl, adminAccount.email, adminAccount.password);
  editor = await signIn(server.baseUrl, editorAccount.email, editorAccount.password);
});
afterAll(() => server.close());

describe("who may use the inbox", () => {
  const routes = ["/api/admin/contacts", "/api/admin/contacts/1", "/api/admin/contacts.csv", "/api/admin/applications", "/api/admin/applications/1", "/api/admin/applications.csv", "/api/admin/inbox/summary"];

  it.each(routes)("GET %s: anonymous 401, editor 403, office and admin 200", async (url) => {
    expect((await server.get(url)).statusCode).toBe(401);
    const refused = await server.get(url, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await server.get(url, office)).statusCode).toBe(200);
    expect((await server.get(url, admin)).statusCode).toBe(200);
  });

  it("changes and deletions: anonymous 401, editor 403, another site's page 403", async () => {
    for (const kind of ["contacts", "applications"]) {
      expect((await server.patch(`/api/admin/${kind}/1`, { status: "new" })).statusCode).toBe(401);
      expect((await server.patch(`/api/admin/${kind}/1`, { status: "new" }, editor)).statusCode).toBe(403);
      expect((await del(`/api/admin/${kind}/1`)).statusCode).toBe(401);
      expect((await del(`/api/admin/${kind}/1`, editor)).statusCode).toBe(403);
      expect((await del(`/api/admin/${kind}/1`, office, "https://evil.example")).statusCode).toBe(403);
    }
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM contacts").get()).toEqual({ n: 2 });
  });
});

describe("lists", () => {
  it("newest first, every field, 20 a page, no-store", async () => {
    const response = await server.get("/api/admin/contacts", office);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(["ثناء خان", "=HYPERLINK(\"http://evil.example\",\"x\")"]);
    expect(body.items[0]).toMatchObject({ email: "sana@example.pk", contactNumber: "0312 7654321", subject: "Urdu", status: "new", note: "", receivedAt: expect.any(String) });
    expect((await server.get("/api/admin/contacts?page=2", office)).json()).toMatchObject({ items: [], page: 2 });
  });

  it("searches names, emails, phone numbers and CNICs however they are typed", async () => {
    const names = async (url: string) => (await server.get(url, office)).json().items.map((i: { name?: string; firstName?: string }) => i.name ?? i.firstName);
    expect(await names(`/api/admin/contacts?q=${encodeURIComponent("ثناء")}`)).toEqual(["ثناء خان"]);
    expect(await names("/api/admin/contacts?q=SANA@EXAMPLE")).toEqual(["ثناء خان"]);
    expect(await names("/api/admin/contacts?q=03127654321")).toEqual(["ثناء خان"]);
    expect(await names("/api/admin/contacts?q=%25")).toEqual([]);
    expect(await names("/api/admin/applications?q=1710112345671")).toHaveLength(2);
    expect(await names(`/api/admin/applications?q=${encodeURIComponent("ثناء خان")}`)).toEqual(["ثناء"]);
    expect(await names("/api/admin/applications?q=0300%201234567")).toHaveLength(2);
  });

  it("filters applications by status, province, wing and dates of arrival", async () => {
    const total = async (query: string) => (await server.get(`/api/admin/applications?${query}`, office)).json().total;
    const [newest] = (await server.get("/api/admin/applications", office)).json().items;
    const day = (iso: string) => iso.slice(0, 10);
    expect(await total("province=punjab")).toBe(1);
    expect(await total("wing=youth-wing")).toBe(1);
    expect(await total("wing=women-wing&province=khyber-pakhtunkhwa")).toBe(1);
    expect(await total(`from=${day(newest.receivedAt)}`)).toBe(1);
    expect(await total(`to=${day(new Date(Date.parse(newest.receivedAt) - DAY).toISOString())}`)).toBe(1);
    expect(await total(`from=${day(newest.receivedAt)}&to=${day(newest.receivedAt)}`)).toBe(1);
    expect(await total("status=approved")).toBe(0);
  });

  it.each([
    ["/api/admin/contacts?status=approved", "status"],
    ["/api/admin/applications?province=mars", "province"],
    ["/api/admin/applications?from=2026-02-30", "from"],
    ["/api/admin/applications?from=2026-05-02&to=2026-05-01", "to"],
    ["/api/admin/contacts?q=" + "x".repeat(201), "q"],
  ])("a bad filter %s is a 400 naming the field", async (url, field) => {
    const response = await server.get(url, office);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(expect.any(String));
  });

  it("answers a bad filter with every refused field's message, a blank or padded one as any, and a bad page alone with the page's message", async () => {
    const body = async (url: string) => (await server.get(url, office)).json();
    expect(await body("/api/admin/applications?province=mars&wing=Youth%20Wing&from=2026-13-01&to=2026-02-30&status=new")).toEqual({
      message: "The search or filter is not valid.",
      errors: {
        province: "Choose a province from the list.",
        wing: "Choose a wing from the list.",
        from: "Give the date as YYYY-MM-DD.",
        to: "Give the date as YYYY-MM-DD.",
      },
    });
    expect(await body("/api/admin/applications?from=2026-05-02&to=2026-05-01")).toEqual({
      message: "The search or filter is not valid.",
      errors: { to: "The end date is before the start date." },
    });
    expect(await body(`/api/admin/contacts?q=%20${"x".repeat(200)}%20&status=%20&page=`)).toEqual(expect.objectContaining({ page: 1 }));
    expect(await body("/api/admin/contacts?status=%20answered%20&q=%20%20")).toEqual(expect.objectContaining({ page: 1 }));
    expect(await body("/api/admin/contacts?page=0&status=approved")).toEqual({ message: BAD_PAGE });
  });

  it("a bad page is 400, an unknown item 404", async () => {
    expect((await server.get("/api/admin/contacts?page=0", office)).statusCode).toBe(400);
    expect((await server.get("/api/admin/contacts?page=abc", office)).statusCode).toBe(400);
    expect((await server.get("/api/admin/contacts/999", office)).json()).toEqual({ message: "There is no contact message with this id." });
    expect((await server.get("/api/admin/applications/x1", office)).statusCode).toBe(404);
  });
});

describe("status and note", () => {
  it("are changed with the time and the staff member recorded, in the history and the audit log", async () => {
    const id = (await server.get("/api/admin/applications?province=punjab", office)).json().items[0].id;
    const first = await server.patch(`/api/admin/applications/${id}`, { status: "contacted", note: "  Called on Monday.  " }, office);
    expect(first.statusCode).toBe(200);
    server.clock.advance(60_000);
    const second = await server.patch(`/api/admin/applications/${id}`, { status: "approved" }, admin);
    expect(second.json().item).toMatchObject({ status: "approved", note: "Called on Monday.", cnicCrc: "17101-1234567-1" });
    const detail = (await server.get(`/api/admin/applications/${id}`, office)).json().item;
    expect(detail.history).toEqual([
      { at: new Date(server.clock.now - 60_000).toISOString(), actor: "office@qwp.example", status: "contacted", note: "Called on Monday." },
      { at: new Date(server.clock.now).toISOString(), actor: "admin@qwp.example", status: "approved", note: null },
    ]);
    const entries = auditRows().filter((e) => e.action === "applications.update");
    expect(entries.map((e) => [e.actor, e.target, JSON.parse(e.detail!)])).toEqual([
      ["office@qwp.example", `application:${id}`, { status: "contacted", noteChanged: true }],
      ["admin@qwp.example", `application:${id}`, { status: "approved" }],
    ]);
    // Sending what is already there changes nothing and records nothing.
    await server.patch(`/api/admin/applications/${id}`, { status: "approved" }, office);
    expect((await server.get(`/api/admin/applications/${id}`, office)).json().item.history).toHaveLength(2);
    expect(await (await server.get("/api/admin/applications?status=approved", office)).json().total).toBe(1);
  });

  it.each([
    [{ status: "approved" }, "status"],
    [{ status: 3 }, "status"],
    [{ note: "x".repeat(5001) }, "note"],
    [{ note: ["a"] }, "note"],
  ])("a bad change %j of a contact is a 400 naming the field", async (body, field) => {
    const response = await server.patch("/api/admin/contacts/1", body, office);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(expect.any(String));
  });

  it("an empty change is a 400 and an unknown item 404", async () => {
    expect((await server.patch("/api/admin/contacts/1", {}, office)).statusCode).toBe(400);
    expect((await server.patch("/api/admin/contacts/1", [1], office)).statusCode).toBe(400);
    expect((await server.patch("/api/admin/contacts/999", { status: "closed" }, office)).statusCode).toBe(404);
  });
});

describe("export", () => {
  it("writes the current filter as formula-safe UTF-8 CSV with a BOM, and the audit log says who, when, which filter and how many rows", async () => {
    const response = await server.get("/api/admin/contacts.csv?q=example&status=new", office);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const csv = response.raw.toString("utf8");
    expect(csv.startsWith("\uFEFFID,Received (UTC),Name,Email")).toBe(true);
    expect(csv).toContain("Status,Note\r\n");
    expect(csv).toContain("ثناء خان");
    // The formula is text: a leading apostrophe, quoted because of its comma and quotes.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);

    const entry = auditRows().at(-1)!;
    expect(entry).toMatchObject({ actor: "office@qwp.example", action: "contacts.export", target: "contacts" });
    expect(JSON.parse(entry.detail!)).toEqual({ filter: { q: "example", status: "new" }, rows: 2 });
    const at = server.db.prepare("SELECT at FROM audit_log ORDER BY id DESC LIMIT 1").get() as { at: string };
    expect(at.at).toBe(new Date(server.clock.now).toISOString());
  });

  it("exports applications by province, and a bad filter exports nothing", async () => {
    const csv = (await server.get("/api/admin/applications.csv?province=punjab", office)).raw.toString("utf8");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain("ثناء,خان");
    const before = auditRows().length;
    expect((await server.get("/api/admin/applications.csv?province=atlantis", office)).statusCode).toBe(400);
    expect(auditRows()).toHaveLength(before);
  });
});

describe("delete and the count of new items", () => {
  it("counts new items, deletes one item with its history, and records the deletion", async () => {
    expect((await server.get("/api/admin/inbox/summary", office)).json()).toEqual({ contacts: { new: 2 }, applications: { new: 1 } });
    const id = (await server.get(`/api/admin/contacts?q=${encodeURIComponent("ثناء")}`, office)).json().items[0].id;
    await server.patch(`/api/admin/contacts/${id}`, { status: "answered" }, office);
    expect((await del(`/api/admin/contacts/${id}`, office)).statusCode).toBe(204);
    expect((await server.get(`/api/admin/contacts/${id}`, office)).statusCode).toBe(404);
    expect((await del(`/api/admin/contacts/${id}`, office)).statusCode).toBe(404);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM submission_history WHERE kind = 'contact' AND submission_id = ?").get(id)).toEqual({ n: 0 });
    expect(auditRows().at(-1)).toMatchObject({ actor: "office@qwp.example", action: "contacts.delete", target: `contact:${id}` });
    expect((await server.get("/api/admin/inbox/summary", office)).json()).toEqual({ contacts: { new: 1 }, applications: { new: 1 } });
  });
});

describe("an application typed on an Urdu or Pashto phone", () => {
  it("is stored as typed in composed Unicode, with its digits as 0-9, shown so in the inbox and the CSV", async () => {
    // "آ" typed as ا + madda above (U+0627 U+0653) composes to U+0622; the CNIC and year in Urdu digits.
    const decomposed = "\u0627\u0653فریدی";
    const response = await server.submit("/api/join-qwp", {
      ...VALID_APPLICATION,
      firstName: decomposed,
      lastName: "یوسفزئی",
      district: "مردان",
      cnicCrc: "۱۶۱۰۱-۲۳۴۵۶۷۸-۹",
      yearOfBirth: "۱۹۹۲",
      mobile: "۰۳۱۲ ۳۴۵۶۷۸۹",
      province: "balochistan",
    });
    expect(response.statusCode).toBe(201);
    const composed = "\u0622فریدی";
    expect(composed).toBe(decomposed.normalize("NFC"));

    const list = (await server.get(`/api/admin/applications?q=${encodeURIComponent("16101")}`, office)).json();
    expect(list.items).toHaveLength(1);
    const detail = (await server.get(`/api/admin/applications/${list.items[0].id}`, office)).json().item;
    expect(detail).toMatchObject({ firstName: composed, lastName: "یوسفزئی", district: "مردان", cnicCrc: "16101-2345678-9", yearOfBirth: 1992, mobile: "03123456789" });

    const bytes = (await server.get("/api/admin/applications.csv?province=balochistan", office)).raw;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const row = bytes.toString("utf8").split("\r\n")[1];
    expect(row).toContain(`${composed},یوسفزئی,`);
    expect(row).toContain(",16101-2345678-9,1992,03123456789,");
    expect(bytes.includes(Buffer.from(composed, "utf8"))).toBe(true);
  });
});
