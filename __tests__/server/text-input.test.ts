/**
 * @jest-environment node
 *
 * Invisible and coerced values: control characters, names with no visible letter, lone surrogate
 * halves and non-string values are refused with a field error; the staff terminal never receives
 * control characters from stored text.
 */
import { CONTACT_SCHEMA } from "../../contract/validation/contact";
import { runInbox, toText } from "../../server/inbox/inboxCli";
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const count = (table: string) => (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("form text is text", () => {
  it.each([
    ["a name of NULs", "contacts", { ...VALID_CONTACT, name: "\u0000\u0000\u0000" }, "name", "Name contains characters that are not allowed"],
    ["a name of zero-width spaces", "contacts", { ...VALID_CONTACT, name: "\u200B\u200B\u200B" }, "name", "Name must contain letters"],
    ["a name of punctuation", "contacts", { ...VALID_CONTACT, name: "--.." }, "name", "Name must contain letters"],
    ["a message of 5,000 NULs", "contacts", { ...VALID_CONTACT, message: "\u0000".repeat(5000) }, "message", "Message contains characters that are not allowed"],
    ["an escape sequence in the subject", "contacts", { ...VALID_CONTACT, subject: "Hi\u001b[2J" }, "subject", "Subject contains characters that are not allowed"],
    ["a line break in the subject", "contacts", { ...VALID_CONTACT, subject: "Line one\nLine two" }, "subject", "Subject contains characters that are not allowed"],
    ["a lone surrogate", "contacts", { ...VALID_CONTACT, name: "Gul \uD800 Khan" }, "name", "Name contains characters that are not allowed"],
    ["a C1 control", "join-qwp", { ...VALID_APPLICATION, district: "Pesh\u0085awar" }, "district", "District contains characters that are not allowed"],
    ["a boolean first name", "join-qwp", { ...VALID_APPLICATION, firstName: true }, "firstName", "First name must be text"],
    ["a number as last name", "join-qwp", { ...VALID_APPLICATION, lastName: 12345 }, "lastName", "Last name must be text"],
    ["a boolean mobile number", "join-qwp", { ...VALID_APPLICATION, mobile: true }, "mobile", "Mobile number must be text"],
  ])("%s is refused with a field error and nothing is stored", async (_label, route, body, field, message) => {
    const table = route === "contacts" ? "contacts" : "membership_applications";
    const before = count(table);
    const response = await server.request(`/api/${route}`, { method: "POST", json: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(count(table)).toBe(before);
  });

  it("keeps what people really write: line breaks and tabs in the message, Urdu and Pashto names with ZWNJ", async () => {
    const response = await server.submit("/api/contacts", { ...VALID_CONTACT, name: "گل\u200Cخان", message: "First line,\r\nsecond line\n\tand an indented third." });
    expect(response.statusCode).toBe(201);
    const row = server.db.prepare("SELECT name, message FROM contacts ORDER BY id DESC LIMIT 1").get() as { name: string; message: string };
    expect(row).toEqual({ name: "گل\u200Cخان", message: "First line,\r\nsecond line\n\tand an indented third." });
  });

  it("the browser form shows the same messages (one schema)", async () => {
    await expect(CONTACT_SCHEMA.validateAt("name", { name: "\u200B\u200B" })).rejects.toThrow("Name must contain letters");
    await expect(CONTACT_SCHEMA.validateAt("message", { message: "hello\u0007 there friend" })).rejects.toThrow("Message contains characters that are not allowed");
  });
});

describe("npm run inbox escapes control characters", () => {
  it("prints ESC, carriage returns and direction overrides as visible escapes", () => {
    // Rows stored before these rules existed may still carry them.
    server.submissions.storeContact(
      { ...VALID_CONTACT, name: "Evil\u001b[2J\u001b[31mName", subject: "Over\rwritten", message: "Text\u202Eesrever\nsecond line" },
      { status: 201, body: { message: "ok" } },
    );
    let out = "";
    const code = runInbox(["contacts"], { databasePath: server.config.databasePath, out: (text) => (out += text), err: () => undefined });
    expect(code).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
    expect(out).toContain("Evil\\x1B[2J\\x1B[31mName");
    expect(out).toContain("Over\\x0Dwritten");
    expect(out).toContain("Text\\u202Eesrever\n");
    expect(toText([{ name: "a\u0000b" }], [["name", "Name"]], "contacts")).toContain("a\\x00b");
  });
});
