/** @jest-environment node */
import zlib from "node:zlib";
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { PROTOTYPE_KEY } from "../../server/app";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

// Every valid-looking submission carries a freshly solved bot check, as the browser's does.
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);
const post = async (url: string, json: unknown, headers: Record<string, string> = {}) =>
  server.request(url, { method: "POST", json: isObject(json) ? { altcha: await server.botCheck(), ...json } : json, headers });
const contactCount = () => (server.db.prepare("SELECT COUNT(*) AS n FROM contacts").get() as { n: number }).n;
const applicationCount = () =>
  (server.db.prepare("SELECT COUNT(*) AS n FROM membership_applications").get() as { n: number }).n;

describe("POST /api/contacts", () => {
  it("stores a valid message and answers 201 with a message", async () => {
    const before = contactCount();
    const response = await post("/api/contacts", { ...VALID_CONTACT, subject: "  Office hours  " });
    expect(response.statusCode).toBe(201);
    // The same text the browser shows in its banner (one source: contract/validation/contact.ts).
    expect(response.json()).toEqual({ message: "✓ Message sent successfully! We'll get back to you soon." });
    expect(contactCount()).toBe(before + 1);
    const row = server.db.prepare("SELECT * FROM contacts ORDER BY id DESC LIMIT 1").get() as Record<string, unknown>;
    expect(row).toMatchObject({ name: "Gul Khan", email: "gul@example.org", subject: "Office hours", client_ip: "127.0.0.1" });
  });

  it("names every bad field with the form's own messages", async () => {
    const before = contactCount();
    const response = await post("/api/contacts", { name: "", email: "not-an-email", contactNumber: "12", subject: "", message: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: {
        name: "Name is required",
        email: "Enter a valid email address",
        contactNumber: "Enter a valid phone number",
        subject: "Subject is required",
        message: "Message must be at least 10 characters",
      },
    });
    expect(contactCount()).toBe(before);
  });

  it("rejects a filled honeypot without storing it", async () => {
    const before = contactCount();
    const response = await post("/api/contacts", { ...VALID_CONTACT, website: "http://spam.example" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
    expect(contactCount()).toBe(before);
  });

  it("strips unknown fields and stores only the form's fields", async () => {
    const response = await post("/api/contacts", { ...VALID_CONTACT, subject: "Strip test", isAdmin: true, id: 1, created_at: "1999" });
    expect(response.statusCode).toBe(201);
    const row = server.db.prepare("SELECT * FROM contacts WHERE subject = 'Strip test'").get() as Record<string, unknown>;
    expect(row.id).not.toBe(1);
    expect(row.created_at).not.toBe("1999");
    expect(row).not.toHaveProperty("isAdmin");
  });

  it("keeps unicode and emoji exactly", async () => {
    const text = "سلام! د پښتو ژبه 🙂👍🏽 — ملګري";
    const response = await post("/api/contacts", { ...VALID_CONTACT, name: "ګل خان 🌸", subject: "Unicode", message: text });
    expect(response.statusCode).toBe(201);
    const row = server.db.prepare("SELECT name, message FROM contacts WHERE subject = 'Unicode'").get();
    expect(row).toEqual({ name: "ګل خان 🌸", message: text });
  });
});

describe("POST /api/join-qwp", () => {
  it("stores a valid application with a normalised CNIC and mobile", async () => {
    const before = applicationCount();
    const response = await post("/api/join-qwp", VALID_APPLICATION);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "✓ Membership application submitted successfully! We'll review your application and get back to you soon.",
    });
    expect(applicationCount()).toBe(before + 1);
    const row = server.db.prepare("SELECT * FROM membership_applications ORDER BY id DESC LIMIT 1").get();
    expect(row).toMatchObject({ cnic_crc: "17101-1234567-1", mobile: "03001234567", year_of_birth: 1994, email: null, political_wing: "women-wing" });
  });

  it("names every bad field", async () => {
    const response = await post("/api/join-qwp", {
      ...VALID_APPLICATION,
      gender: "other",
      cnicCrc: "123",
      yearOfBirth: 1900,
      mobile: "12345",
      province: "",
      politicalWing: "no-such-wing",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ["cnicCrc", "gender", "mobile", "politicalWing", "province", "yearOfBirth"].sort(),
    );
    expect(response.json().errors.yearOfBirth).toBe("Year of birth must be 1950 or later");
  });

  it("accepts Urdu/Pashto (۰-۹) and Arabic (٠-٩) digits and stores them as 0-9", async () => {
    const response = await post("/api/join-qwp", {
      ...VALID_APPLICATION,
      cnicCrc: "۱۲۳۴۵-۱۲۳۴۵۶۷-۱",
      yearOfBirth: "١٩٩٠",
      mobile: "۰۳۰۰ ۷۶۵۴۳۲۱",
    });
    expect(response.statusCode).toBe(201);
    const row = server.db.prepare("SELECT * FROM membership_applications ORDER BY id DESC LIMIT 1").get();
    expect(row).toMatchObject({ cnic_crc: "12345-1234567-1", year_of_birth: 1990, mobile: "03007654321" });
  });

  it("reports missing required fields of an empty object", async () => {
    const response = await post("/api/join-qwp", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ firstName: "First name is required", province: "Province is required" });
  });
});

describe("bad input of every kind is a 4xx with a JSON message, never a 500", () => {
  const raw = (body: string | Buffer, headers: Record<string, string> = { "content-type": "application/json" }) =>
    server.request("/api/contacts", { method: "POST", body, headers });

  it.each([
    ["malformed JSON", '{"name": "Gul", ', 400],
    ["a JSON array", "[1,2,3]", 400],
    ["a JSON string", '"hello"', 400],
    ["JSON null", "null", 400],
    ["an empty body", "", 400],
    ["__proto__ keys", '{"__proto__": {"polluted": true}, "name": "x"}', 400],
    ["constructor.prototype keys", '{"constructor": {"prototype": {"polluted": true}}}', 400],
  ])("%s", async (_label, body, status) => {
    const before = contactCount();
    const response = await raw(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(contactCount()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("says that a __proto__ or constructor.prototype key was refused, not that the JSON is broken", async () => {
    for (const body of ['{"__proto__": {"polluted": true}, "name": "x"}', '{"constructor": {"prototype": {"polluted": true}}}']) {
      const response = await raw(body);
      expect([response.statusCode, response.json()]).toEqual([400, { message: PROTOTYPE_KEY }]);
    }
  });

  it("a wrong content type is 415", async () => {
    const response = await raw("name=Gul&email=a@b.c", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it("a huge body is 413", async () => {
    const response = await raw(JSON.stringify({ ...VALID_CONTACT, message: "x".repeat(200_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it("a gzip bomb is 413, not a decompressed flood", async () => {
    const body = zlib.gzipSync(JSON.stringify({ ...VALID_CONTACT, message: "x".repeat(5_000_000) }));
    const response = await raw(body, { "content-type": "application/json", "content-encoding": "gzip" });
    expect(response.statusCode).toBe(413);
  });

  it("an unknown content encoding is 415", async () => {
    const response = await raw("{}", { "content-type": "application/json", "content-encoding": "zstd-x" });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each([
    ["an object", { name: { first: "Gul" } }],
    ["an array", { name: ["Gul", "Khan"] }],
    ["null", { name: null }],
    ["a boolean", { email: true }],
    ["a nested array message", { message: [[["deep"]]] }],
  ])("a field that is %s", async (_label, override) => {
    const before = contactCount();
    const response = await post("/api/contacts", { ...VALID_CONTACT, ...override });
    expect(response.statusCode).toBe(400);
    const [field] = Object.keys(override);
    expect(response.json().errors[field]).toEqual(expect.any(String));
    expect(response.json().errors[field]).not.toMatch(/`/);
    expect(contactCount()).toBe(before);
  });

  it("a year of birth that is text or a float", async () => {
    for (const yearOfBirth of ["nineteen", 1990.5, { y: 1990 }]) {
      const response = await post("/api/join-qwp", { ...VALID_APPLICATION, yearOfBirth });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.yearOfBirth).toEqual(expect.any(String));
    }
  });

  it("control characters and lone surrogates don't break storage", async () => {
    const response = await post("/api/contacts", { ...VALID_CONTACT, subject: "Odd \u0000 chars \ud800", message: "Line one\r\nline two\u0007 end." });
    expect([201, 400]).toContain(response.statusCode);
  });

  it("GET on a POST-only endpoint is not a 500", async () => {
    const response = await server.request("/api/contacts");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
