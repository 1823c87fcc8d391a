/** @jest-environment node */
import { Writable } from "node:stream";
import { loadConfig } from "../../server/platform/config";
import { sessionCookieOf, signIn } from "../../test-support/server";
import { BAD_CREDENTIALS, NOT_SIGNED_IN } from "../../server/staff/messages";
import { PASSWORDS, auditActions, startAdminServer, type AdminServer } from "../../test-support/admin";
import { PRIVATE } from "../../server/site/headers";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

const MINUTE = 60_000;

describe("sign-in, session and sign-out over HTTP", () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
    await server.addStaff("admin");
    await server.addStaff("editor");
  });
  afterAll(() => server.close());

  it("signs in with the right password: 200, the user, and a server-side session cookie", async () => {
    const response = await server.post("/api/admin/session", { email: "Admin@QWP.example ", password: PASSWORDS.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: "admin@qwp.example", name: "Admin Person", role: "admin", secondFactor: false } });
    const setCookie = response.headers["set-cookie"]![0];
    expect(setCookie).toMatch(/^__Host-qwp_staff=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    // Secure by default (the site's origin is https); no Domain, and a browser-session cookie.
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).not.toMatch(/Domain|Max-Age|Expires/);
    // The id is random (>= 128 bits) and only its hash is stored.
    const id = setCookie.split(";")[0].split("=")[1];
    expect(Buffer.from(id, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = server.db.prepare("SELECT id_hash FROM staff_sessions").all() as { id_hash: string }[];
    expect(rows.some((row) => row.id_hash === id)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("answers a wrong password and an unknown email with the same 401 message", async () => {
    const wrongPassword = await server.post("/api/admin/session", { email: "editor@qwp.example", password: "not the password at all" });
    const unknownEmail = await server.post("/api/admin/session", { email: "nobody@qwp.example", password: PASSWORDS.editor });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: BAD_CREDENTIALS });
    expect(unknownEmail.json()).toEqual({ message: BAD_CREDENTIALS });
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses bad sign-in bodies with 400 and field messages, never 500", async () => {
    for (const body of [{}, { email: "a@b.c" }, { email: ["x"], password: "y" }, { email: "a@b.c", password: { $ne: 1 } }, "text", [1, 2]]) {
      const response = await server.post("/api/admin/session", body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    const broken = await server.request("/api/admin/session", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", origin: server.baseUrl },
    });
    expect(broken.statusCode).toBe(400);
  });

  it("GET /session: 200 with the user for a live cookie, 401 { message } without", async () => {
    const cookie = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
    const me = await server.get("/api/admin/session", cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: { email: "editor@qwp.example", name: "Editor Person", role: "editor", secondFactor: false } });
    const none = await server.get("/api/admin/session");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: NOT_SIGNED_IN });
    const forged = await server.get("/api/admin/session", "__Host-qwp_staff=" + "A".repeat(43));
    expect(forged.statusCode).toBe(401);
  });

  it("DELETE /session: 204, and the old cookie no longer works", async () => {
    const cookie = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
    const out = await server.request("/api/admin/session", { method: "DELETE", headers: { cookie, origin: server.baseUrl } });
    expect(out.statusCode).toBe(204);
    expect(out.headers["set-cookie"]![0]).toMatch(/^__Host-qwp_staff=; Max-Age=0/);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(401);
    expect(auditActions(server).some((entry) => entry.action === "logout" && entry.actor === "editor@qwp.example")).toBe(true);
  });

  it("gives a new id at every sign-in and ends the session the browser had before", async () => {
    const first = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
    const again = await server.request("/api/admin/session", {
      method: "POST",
      json: { email: "editor@qwp.example", password: PASSWORDS.editor },
      headers: { origin: server.baseUrl, cookie: first },
    });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect((await server.get("/api/admin/session", first)).statusCode).toBe(401);
    expect((await server.get("/api/admin/session", second)).statusCode).toBe(200);
  });

  it("marks every admin answer Cache-Control: no-store (200, 401, 400, 404)", async () => {
    const cookie = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
    const answers = await Promise.all([
      server.get("/api/admin/session", cookie),
      server.get("/api/admin/session"),
      server.get("/api/admin/audit?page=zero", cookie),
      server.get("/api/admin/no-such-thing", cookie),
      server.post("/api/admin/session", { email: "x@y.z", password: "wrong wrong wrong" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 404, 401]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe(PRIVATE);
  });

  it("records sign-ins and failed sign-ins in the audit log", () => {
    const entries = auditActions(server);
    expect(entries).toEqual(
      expect.arrayContaining([
        { actor: "admin@qwp.example", action: "login.success", target: "admin@qwp.example" },
        { actor: "127.0.0.1", action: "login.failure", target: "editor@qwp.example" },
        // An email no account has is kept masked.
        { actor: "127.0.0.1", action: "login.failure", target: "n***@qwp.example" },
      ]),
    );
  });
});

describe("session lifetime (the test moves the clock)", () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
    await server.addStaff("office");
  });
  afterAll(() => server.close());

  it("ends a session after 30 minutes without a request", async () => {
    const cookie = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
    server.clock.advance(29 * MINUTE);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(200);
    // That request counted as activity: another 29 minutes are fine too.
    server.clock.advance(29 * MINUTE);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(200);
    server.clock.advance(30 * MINUTE);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(401);
    // And it is gone for good, not just refused once.
    server.clock.advance(-30 * MINUTE);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(401);
  });

  it("ends a session 12 hours after sign-in however active it is", async () => {
    const cookie = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
    // 35 × 20 minutes = 11 h 40 min of steady use.
    for (let step = 0; step < 35; step += 1) {
      server.clock.advance(20 * MINUTE);
      expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(200);
    }
    server.clock.advance(20 * MINUTE);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(401);
  });
});

describe("cookie settings behind HTTPS", () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer({ env: { SECURE_COOKIES: "true" } });
    await server.addStaff("admin");
  });
  afterAll(() => server.close());

  it("names the cookie __Host-qwp_staff and marks it Secure, HttpOnly, SameSite=Strict, Path=/", async () => {
    const response = await server.post("/api/admin/session", { email: "admin@qwp.example", password: PASSWORDS.admin });
    expect(response.statusCode).toBe(200);
    const setCookie = response.headers["set-cookie"]![0];
    expect(setCookie).toMatch(/^__Host-qwp_staff=[A-Za-z0-9_-]{43}; /);
    for (const flag of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict"]) expect(setCookie.split("; ")).toContain(flag);
    expect(setCookie).not.toMatch(/Domain=/);
    const cookie = sessionCookieOf(response);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(200);
    // The plain name is not read when the secure one is in force.
    expect((await server.get("/api/admin/session", cookie.replace("__Host-", ""))).statusCode).toBe(401);
  });
});

describe("secure cookies are on by default in production and behind an https site origin", () => {
  it("follows NODE_ENV and the effective site origin unless SECURE_COOKIES says otherwise", () => {
    // No SITE_URL and no build: the site's default origin, https.
    expect(loadConfig({ PUBLIC_DIR: "no-such-build" }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(loadConfig({ SITE_URL: "https://www.qwp.org.pk" }).secureCookies).toBe(true);
    expect(loadConfig({ SITE_URL: "http://localhost:8000" }).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SECURE_COOKIES: "false" }).secureCookies).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: "true" }).secureCookies).toBe(true);
    expect(loadConfig({ SECURE_COOKIES: "false" }).secureCookies).toBe(false);
  });
});

describe("passwords never reach the log", () => {
  it("logs nothing of the password on sign-in, failure, or account creation", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startAdminServer({ logger: { level: "trace", stream } });
    try {
      await server.addStaff("admin");
      const secret = "zebra crossing violin 77";
      const cookie = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
      await server.post("/api/admin/session", { email: "admin@qwp.example", password: secret });
      await server.post("/api/admin/staff", { email: "new@qwp.example", name: "New Person", role: "office", password: secret }, cookie);
      await server.post("/api/admin/staff", { email: "bad@qwp.example", name: "Bad", role: "office", password: "short" }, cookie);
      const log = lines.join("");
      expect(log).toContain("/api/admin/session"); // the logger did capture the requests
      expect(log).not.toContain(secret);
      expect(log).not.toContain(PASSWORDS.admin);
      expect(log).not.toContain('"short"');
      const stored = JSON.stringify(server.db.prepare("SELECT * FROM audit_log").all());
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(PASSWORDS.admin);
    } finally {
      await server.close();
    }
  });
});
