/** @jest-environment node */
import { CROSS_ORIGIN } from "../../server/staff/messages";
import fs from "node:fs";
import path from "node:path";
import { httpRequest, signIn, tempDir } from "../../test-support/server";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { startServerProcess, type ServerProcess } from "../../test-support/serverProcess";
import { PASSWORDS, startAdminServer, type AdminServer } from "../../test-support/admin";
import { PRIVATE } from "../../server/site/headers";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

describe("state-changing admin requests must come from the site's own origin", () => {
  let server: AdminServer;
  let cookie: string;
  let editorId: number;
  beforeAll(async () => {
    server = await startAdminServer({ env: { SITE_URL: "https://www.qwp.example", SECURE_COOKIES: "false" } });
    await server.addStaff("admin");
    editorId = (await server.addStaff("editor")).id;
    cookie = await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin);
  });
  afterAll(() => server.close());

  const patchWith = (headers: Record<string, string>) =>
    server.request(`/api/admin/staff/${editorId}`, { method: "PATCH", json: { role: "office" }, headers: { cookie, ...headers } });
  const signInWith = (headers: Record<string, string>) =>
    server.request("/api/admin/session", { method: "POST", json: { email: "admin@qwp.example", password: PASSWORDS.admin }, headers });

  it("refuses an Origin of another site with 403 and changes nothing", async () => {
    const response = await patchWith({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_ORIGIN });
    expect(response.headers["cache-control"]).toBe(PRIVATE);
    const row = server.db.prepare("SELECT role FROM staff_accounts WHERE id = ?").get(editorId) as { role: string };
    expect(row.role).toBe("editor");
  });

  it("refuses Origin: null and a look-alike origin", async () => {
    expect((await patchWith({ origin: "null" })).statusCode).toBe(403);
    expect((await patchWith({ origin: `${server.baseUrl}.evil.example` })).statusCode).toBe(403);
    expect((await patchWith({ origin: "http://www.qwp.example" })).statusCode).toBe(403);
  });

  it("without Origin, refuses Sec-Fetch-Site cross-site or same-site, and a request with neither header", async () => {
    expect((await patchWith({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await patchWith({ "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect((await patchWith({})).statusCode).toBe(403);
  });

  it("guards sign-in and sign-out too (no login or logout forgery)", async () => {
    expect((await signInWith({ origin: "https://evil.example" })).statusCode).toBe(403);
    const out = await server.request("/api/admin/session", { method: "DELETE", headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(out.statusCode).toBe(403);
    expect((await server.get("/api/admin/session", cookie)).statusCode).toBe(200);
  });

  it("accepts the site's own origin, SITE_URL's origin, and Sec-Fetch-Site: same-origin", async () => {
    expect((await signInWith({ origin: server.baseUrl })).statusCode).toBe(200);
    expect((await signInWith({ origin: "https://www.qwp.example" })).statusCode).toBe(200);
    expect((await signInWith({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    const changed = await patchWith({ origin: server.baseUrl });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff.role).toBe("office");
  });

  it("never trusts the Host header: a rebound name with its own matching Origin is refused", async () => {
    // DNS rebinding: evil.example resolves to this server, so the browser sends Host and Origin alike.
    const rebound = await patchWith({ host: "evil.example", origin: "http://evil.example" });
    expect([rebound.statusCode, rebound.json()]).toEqual([403, { message: CROSS_ORIGIN }]);
    const row = server.db.prepare("SELECT role FROM staff_accounts WHERE id = ?").get(editorId) as { role: string };
    expect(row.role).not.toBe("admin");
    // Loopback is accepted on this server's own port only (development), under any of its names.
    expect((await signInWith({ host: "evil.example", origin: `http://localhost:${server.port}` })).statusCode).toBe(200);
    expect((await signInWith({ origin: `http://127.0.0.1:${server.port + 1}` })).statusCode).toBe(403);
  });

  it("lets reads through whatever their Origin (GET changes nothing)", async () => {
    const response = await server.request("/api/admin/session", { headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("in production, only the site's own address passes", () => {
  const dir = tempDir("qwp-origin-production-");
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      DATABASE_PATH: path.join(dir, "qwp.sqlite"),
      PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
      MEDIA_DIR: path.join(dir, "media"),
      SEED_DEMO_CONTENT: "false",
      SITE_URL: "https://www.qwp.example",
    });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const signInFrom = (origin: string) =>
    httpRequest(server.port, "/api/admin/session", { method: "POST", json: { email: "nobody@qwp.example", password: "wrong password here" }, headers: { origin } });

  it("refuses a loopback origin on the server's own port (403), and takes SITE_URL's (the sign-in itself then fails: 401)", async () => {
    for (const origin of [`http://127.0.0.1:${server.port}`, `http://localhost:${server.port}`, `http://[::1]:${server.port}`, `https://localhost:${server.port}`]) {
      const refused = await signInFrom(origin);
      expect([origin, refused.statusCode, refused.json()]).toEqual([origin, 403, { message: CROSS_ORIGIN }]);
    }
    expect((await signInFrom("https://www.qwp.example")).statusCode).toBe(401);
  });
});
