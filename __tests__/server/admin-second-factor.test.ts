/**
 * @jest-environment node
 *
 * The second factor over real HTTP: enrolment, the two-step sign-in, what a pending sign-in and an
 * account that must enrol can reach, replay, recovery codes, lockout, and the session cap. The
 * servers here run with the production default of STAFF_2FA_ROLES (admin and office); the clock is
 * the test's, so codes are computed for the time the server sees.
 */
import { ENROL_FIRST, NOT_SIGNED_IN, SIGN_IN_EXPIRED, WRONG_CODE } from "../../server/staff/messages";
import { MAX_SESSIONS_PER_ACCOUNT } from "../../server/staff/sessions";
import { auditActions, PASSWORDS, startAdminServer, type AdminServer } from "../../test-support/admin";
import { sessionCookieOf, signIn } from "../../test-support/server";
import { secretOfUri, totpCode } from "../../test-support/totp";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

const STEP_MS = 30_000;

/** Step one; returns the pending cookie. */
async function passwordStep(server: AdminServer, email: string, password: string) {
  const response = await server.post("/api/admin/session", { email, password });
  expect([response.statusCode, response.json()]).toEqual([200, { secondFactor: "totp" }]);
  return sessionCookieOf(response);
}

describe("an office account before and after enrolment (STAFF_2FA_ROLES unset: admin and office)", () => {
  let server: AdminServer;
  let officeCookie: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    server = await startAdminServer({ env: { STAFF_2FA_ROLES: undefined } });
    await server.addStaff("office");
    await server.addStaff("editor");
  });
  afterAll(() => server.close());

  it("signs in with the password alone only to enrol: every other admin route is 403 { message, enrol: true }", async () => {
    const response = await server.post("/api/admin/session", { email: "office@qwp.example", password: PASSWORDS.office });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: "office@qwp.example", name: "Office Person", role: "office", secondFactor: false }, enrol: true });
    officeCookie = sessionCookieOf(response);
    for (const url of ["/api/admin/contacts", "/api/admin/applications.csv", "/api/admin/inbox/summary", "/api/admin/me/sessions"]) {
      const refused = await server.get(url, officeCookie);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, { message: ENROL_FIRST, enrol: true }]);
    }
    expect((await server.get("/api/admin/session", officeCookie)).json()).toMatchObject({ enrol: true });
    // An editor's role needs none: it reaches its routes with a password.
    const editor = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
    expect((await server.get("/api/admin/news", editor)).statusCode).toBe(200);
  });

  it("enrols: a wrong code is refused and audited, the right one answers 10 recovery codes, stored hashed", async () => {
    const started = await server.post("/api/admin/me/totp", {}, officeCookie);
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/QWP%20staff:office%40qwp\.example\?/);
    secret = body.secret;
    expect(secretOfUri(body.otpauthUri)).toBe(secret);
    const wrong = await server.post("/api/admin/me/totp/confirm", { code: "000000" === totpCode(secret, server.clock.now) ? "111111" : "000000" }, officeCookie);
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, WRONG_CODE]);
    // Not yet in force: the account still must enrol.
    expect((await server.get("/api/admin/contacts", officeCookie)).statusCode).toBe(403);

    const confirmed = await server.post("/api/admin/me/totp/confirm", { code: totpCode(secret, server.clock.now) }, officeCookie);
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = server.db.prepare("SELECT code_hash FROM staff_recovery_codes").all() as { code_hash: string }[];
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes.join(" ")).not.toContain(code_hash.slice(0, 10));
    expect(JSON.stringify(server.db.prepare("SELECT * FROM staff_recovery_codes").all())).not.toContain(recoveryCodes[0]);
    // In force now; a second enrolment is refused (a reset comes first).
    expect((await server.get("/api/admin/contacts", officeCookie)).statusCode).toBe(200);
    expect((await server.post("/api/admin/me/totp", {}, officeCookie)).statusCode).toBe(409);
    const actions = auditActions(server).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["totp.enrol_failure", "totp.enrol"]));
  });

  it("signs in in two steps; the pending state reaches no admin route; the session has a new id", async () => {
    server.clock.advance(STEP_MS);
    const pending = await passwordStep(server, "office@qwp.example", PASSWORDS.office);
    for (const url of ["/api/admin/session", "/api/admin/contacts", "/api/admin/me/sessions"]) {
      expect([url, (await server.get(url, pending)).statusCode]).toEqual([url, 401]);
    }
    expect((await server.post("/api/admin/me/totp", {}, pending)).statusCode).toBe(401);

    const second = await server.post("/api/admin/session/totp", { code: totpCode(secret, server.clock.now) }, pending);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ user: { email: "office@qwp.example", name: "Office Person", role: "office", secondFactor: true } });
    const session = sessionCookieOf(second);
    expect(session).not.toBe(pending);
    expect((await server.get("/api/admin/contacts", session)).statusCode).toBe(200);
    // The pending id is spent: it is neither a session nor a second chance.
    expect((await server.get("/api/admin/contacts", pending)).statusCode).toBe(401);
    expect((await server.post("/api/admin/session/totp", { code: totpCode(secret, server.clock.now) }, pending)).json()).toEqual({ message: SIGN_IN_EXPIRED });
  });

  it("accepts a code once: the same code again in its window is refused, the next window's code works", async () => {
    const code = totpCode(secret, server.clock.now);
    const replay = await server.post("/api/admin/session/totp", { code }, await passwordStep(server, "office@qwp.example", PASSWORDS.office));
    expect([replay.statusCode, replay.json()]).toEqual([401, { message: WRONG_CODE }]);
    server.clock.advance(STEP_MS);
    const next = await server.post("/api/admin/session/totp", { code: totpCode(secret, server.clock.now) }, await passwordStep(server, "office@qwp.example", PASSWORDS.office));
    expect(next.statusCode).toBe(200);
  });

  it("ends a pending sign-in after 5 minutes", async () => {
    server.clock.advance(STEP_MS);
    const pending = await passwordStep(server, "office@qwp.example", PASSWORDS.office);
    server.clock.advance(5 * 60_000);
    const late = await server.post("/api/admin/session/totp", { code: totpCode(secret, server.clock.now) }, pending);
    expect([late.statusCode, late.json()]).toEqual([401, { message: SIGN_IN_EXPIRED }]);
  });

  it("takes a recovery code once in place of a code, and audits its use", async () => {
    const [first] = recoveryCodes;
    const used = await server.post("/api/admin/session/totp", { code: first.toUpperCase() }, await passwordStep(server, "office@qwp.example", PASSWORDS.office));
    expect(used.statusCode).toBe(200);
    const again = await server.post("/api/admin/session/totp", { code: first }, await passwordStep(server, "office@qwp.example", PASSWORDS.office));
    expect([again.statusCode, again.json()]).toEqual([401, { message: WRONG_CODE }]);
    const entry = server.db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'totp.recovery_used'").all() as { actor: string; detail: string }[];
    expect(entry).toEqual([{ actor: "office@qwp.example", detail: JSON.stringify({ left: 9 }) }]);
  });

  it("counts a wrong code as a failed sign-in: 5 lock the account, even for the right code, and each is audited", async () => {
    server.clock.advance(STEP_MS);
    const pending = await passwordStep(server, "office@qwp.example", PASSWORDS.office);
    const right = totpCode(secret, server.clock.now);
    const wrong = right === "123456" ? "654321" : "123456";
    const before = auditActions(server).length;
    for (let i = 0; i < 5; i += 1) expect((await server.post("/api/admin/session/totp", { code: wrong }, pending)).statusCode).toBe(401);
    const locked = await server.post("/api/admin/session/totp", { code: right }, pending);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    // The password step is locked too.
    expect((await server.post("/api/admin/session", { email: "office@qwp.example", password: PASSWORDS.office })).statusCode).toBe(429);
    const failures = auditActions(server).slice(before).filter((entry) => entry.action === "login.code_failure");
    expect(failures).toHaveLength(5);
    expect(failures[0]).toEqual({ actor: "127.0.0.1", action: "login.code_failure", target: "office@qwp.example" });
    expect(auditActions(server).at(-1)).toMatchObject({ action: "login.lockout", target: "office@qwp.example" });
  });
});

describe("STAFF_2FA_ROLES", () => {
  it("an empty value requires a second factor of no role", async () => {
    const server = await startAdminServer({ env: { STAFF_2FA_ROLES: "" } });
    try {
      await server.addStaff("office");
      const response = await server.post("/api/admin/session", { email: "office@qwp.example", password: PASSWORDS.office });
      expect(response.json()).toEqual({ user: { email: "office@qwp.example", name: "Office Person", role: "office", secondFactor: false } });
      expect((await server.get("/api/admin/contacts", sessionCookieOf(response))).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("names the roles that must enrol (here only editors)", async () => {
    const server = await startAdminServer({ env: { STAFF_2FA_ROLES: "editor" } });
    try {
      await server.addStaff("editor");
      await server.addStaff("office");
      const editor = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
      expect((await server.get("/api/admin/news", editor)).json()).toEqual({ message: ENROL_FIRST, enrol: true });
      const office = await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office);
      expect((await server.get("/api/admin/contacts", office)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("sessions of one account", () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
    await server.addStaff("admin");
  });
  afterAll(() => server.close());

  it(`keeps at most ${MAX_SESSIONS_PER_ACCOUNT}: a sixth sign-in ends the oldest`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT + 1; i += 1) {
      cookies.push(await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin));
      server.clock.advance(1000);
    }
    const statuses = await Promise.all(cookies.map(async (cookie) => (await server.get("/api/admin/session", cookie)).statusCode));
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200]);
    const listed = await server.get("/api/admin/me/sessions", cookies[5]);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json() as { sessions: { current: boolean; clientIp: string }[] };
    expect(sessions).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ clientIp: "127.0.0.1" });
  });

  it("signs out everywhere: every session of the account ends", async () => {
    const here = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
    const there = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
    const out = await server.request("/api/admin/me/sessions", { method: "DELETE", headers: { cookie: here, origin: server.baseUrl } });
    expect(out.statusCode).toBe(204);
    for (const cookie of [here, there]) expect((await server.get("/api/admin/session", cookie)).json()).toEqual({ message: NOT_SIGNED_IN });
    expect(auditActions(server).at(-1)).toMatchObject({ action: "logout.everywhere", actor: "admin@qwp.example" });
  });
});

describe("the session cookie", () => {
  it("is Secure by default: the effective site origin (no SITE_URL, the build's https address) decides", async () => {
    const server = await startAdminServer({ withSite: true });
    try {
      expect(server.config.siteUrl).toBe("https://www.qwp.org.pk");
      await server.addStaff("editor");
      const response = await server.post("/api/admin/session", { email: "editor@qwp.example", password: PASSWORDS.editor });
      const setCookie = response.headers["set-cookie"]![0];
      expect(setCookie.split("; ")).toContain("Secure");
      expect(setCookie).toMatch(/^__Host-qwp_staff=/);
    } finally {
      await server.close();
    }
  });
});
