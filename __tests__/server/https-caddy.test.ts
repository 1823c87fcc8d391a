/**
 * @jest-environment node
 *
 * HTTPS in front, tried: Debian's Caddy runs deploy/Caddyfile itself (its internal certificate
 * authority, ports chosen here) in front of the real server process as production runs it
 * (NODE_ENV=production, TRUST_PROXY=1). Site and API over HTTPS, HTTP redirected; the staff cookie is
 * `__Host-` and Secure and signing in works, with the second factor for an admin; the visitor's
 * address, not Caddy's, meets the submission rate limit, and one a client writes in X-Forwarded-For
 * does not; the signed git hook reaches the server with its bytes intact.
 */
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { createNewsRepository } from "../../server/news/newsRepository";
import { openDatabase } from "../../server/platform/database";
import { HOOK_NOT_SIGNED, HOOK_OTHER_BRANCH } from "../../server/publish/hookRoutes";
import { createSecondFactor } from "../../server/staff/secondFactor";
import { PASSWORDS } from "../../test-support/admin";
import { caddyPorts, startCaddy, type Caddy } from "../../test-support/caddy";
import { makeNews } from "../../test-support/fixtures/content";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { createStaffAccount, sessionCookieOf, tempDir } from "../../test-support/server";
import { startServerProcess, type ServerProcess } from "../../test-support/serverProcess";
import { totpCode } from "../../test-support/totp";

jest.setTimeout(60_000);

const DOMAIN = "www.qwp.test";
const ADMIN = "admin@qwp.example";
const HOOK_SECRET = "a deploy secret for this test";
/** Submissions one address may make per form in the window: the third is refused. */
const RATE_LIMIT_MAX = 2;

let server: ServerProcess;
let caddy: Caddy;
let adminSecret: string;

beforeAll(async () => {
  const dir = tempDir("qwp-https-");
  const databasePath = path.join(dir, "qwp.sqlite");
  const db = openDatabase(databasePath);
  createNewsRepository(db).insert(makeNews(5));
  const admin = await createStaffAccount(db, { email: ADMIN, name: "Admin Person", role: "admin", password: PASSWORDS.admin });
  // Enrolled with the code of the previous 30 s step, so the sign-in below may use the current one.
  const factor = createSecondFactor(db);
  adminSecret = factor.begin(admin.id, ADMIN)!.secret;
  expect(factor.confirm(admin.id, totpCode(adminSecret, Date.now() - 30_000))).toEqual(expect.any(Array));
  db.close();

  const ports = await caddyPorts();
  server = await startServerProcess({
    PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
    DATABASE_PATH: databasePath,
    MEDIA_DIR: path.join(dir, "media"),
    SEED_DEMO_CONTENT: "false",
    SITE_URL: `https://${DOMAIN}:${ports.httpsPort}`,
    TRUST_PROXY: "1",
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    PUBLISHING: "1",
    RELEASES_DIR: path.join(dir, "releases"),
    DEPLOY_HOOK_SECRET: HOOK_SECRET,
    CONTENT_BRANCH: "main",
  });
  caddy = await startCaddy({ domain: DOMAIN, backendPort: server.port, ...ports });
});
afterAll(async () => {
  await caddy?.stop();
  server?.child.kill();
});

it("serves the site and the API over HTTPS with a certificate for the domain", async () => {
  const [page, api] = await Promise.all([caddy.request("/news"), caddy.request("/api/news/latest")]);
  expect([page.statusCode, page.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
  expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect([api.statusCode, api.json().length]).toEqual([200, 3]);
});

// Caddy 2.6.2 names no port in the redirect, which is right for the standard port 443 a production
// install listens on (the test's HTTPS port is another).
it("redirects plain HTTP to the same address over HTTPS", async () => {
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: "127.0.0.1", port: caddy.httpPort, path: "/news?page=2", headers: { host: DOMAIN } }, resolve).on("error", reject),
  );
  answer.resume();
  expect([answer.statusCode, answer.headers.location]).toEqual([308, `https://${DOMAIN}/news?page=2`]);
});

it("signs an admin in with password and second factor; the cookie is __Host- and Secure", async () => {
  const origin = caddy.origin;
  const password = await caddy.request("/api/admin/session", { method: "POST", json: { email: ADMIN, password: PASSWORDS.admin }, headers: { origin } });
  expect([password.statusCode, password.json()]).toEqual([200, { secondFactor: "totp" }]);
  const pending = sessionCookieOf(password);
  const code = await caddy.request("/api/admin/session/totp", { method: "POST", json: { code: totpCode(adminSecret) }, headers: { origin, cookie: pending } });
  expect(code.statusCode).toBe(200);
  const setCookie = (code.headers["set-cookie"] ?? []).join("\n");
  expect(setCookie).toMatch(/^__Host-qwp_staff=[^;]+;/);
  expect(setCookie).toMatch(/;\s*Secure/i);
  expect(setCookie).toMatch(/;\s*Path=\//i);
  expect(setCookie).not.toMatch(/Domain=/i);
  const me = await caddy.request("/api/admin/session", { headers: { cookie: sessionCookieOf(code) } });
  expect([me.statusCode, me.json().user.email]).toEqual([200, ADMIN]);
});

it("limits submissions by the visitor's address, and not by one the visitor writes in X-Forwarded-For", async () => {
  const submit = (from: string, headers: Record<string, string> = {}) =>
    caddy.request("/api/contacts", { method: "POST", json: {}, headers: { origin: caddy.origin, ...headers }, from }).then((answer) => answer.statusCode);
  // Refused for their content (400), but counted: the limit is on submissions, whatever they hold.
  const first = [];
  for (let i = 0; i < RATE_LIMIT_MAX + 1; i += 1) first.push(await submit("127.0.0.2"));
  expect(first).toEqual([...Array(RATE_LIMIT_MAX).fill(400), 429]);
  // Another visitor is not limited: the server sees two addresses behind the one proxy.
  expect(await submit("127.0.0.3")).toBe(400);
  // The first visitor cannot escape by naming another address.
  expect(await submit("127.0.0.2", { "x-forwarded-for": "203.0.113.7" })).toBe(429);
  expect(await submit("127.0.0.2", { "x-forwarded-for": "203.0.113.8, 198.51.100.9" })).toBe(429);
});

it("passes the git hook's signed bytes to the server", async () => {
  const push = Buffer.from(JSON.stringify({ ref: "refs/heads/a-branch-that-is-not-published", after: "0".repeat(40) }));
  const signature = `sha256=${crypto.createHmac("sha256", HOOK_SECRET).update(push).digest("hex")}`;
  const headers = { "content-type": "application/json", "x-github-event": "push", "x-github-delivery": crypto.randomUUID() };
  const signed = await caddy.request("/api/hooks/git", { method: "POST", body: push, headers: { ...headers, "x-hub-signature-256": signature } });
  expect([signed.statusCode, signed.json()]).toEqual([202, { message: HOOK_OTHER_BRANCH }]);
  const forged = await caddy.request("/api/hooks/git", { method: "POST", body: push, headers: { ...headers, "x-hub-signature-256": `sha256=${"0".repeat(64)}` } });
  expect([forged.statusCode, forged.json()]).toEqual([401, { message: HOOK_NOT_SIGNED }]);
});

it("answers large bodies the server refuses before reading them with its refusal, never 502 or a reset", async () => {
  const statuses: Record<string, number[]> = {};
  const send = async (label: string, urlPath: string, bytes: number, headers: Record<string, string>) => {
    const answer = await caddy.request(urlPath, { method: "POST", body: Buffer.alloc(bytes, 0x61), headers: { origin: caddy.origin, ...headers } }).then(
      (response) => response.statusCode,
      () => 0,
    );
    (statuses[label] ??= []).push(answer);
  };
  // Several at once, as browsers and a busy proxy send them: each refused before its body is read.
  for (let i = 0; i < 10; i += 1) {
    await Promise.all([
      // Past the server's JSON limit, named in Content-Length (413; 429 once past the submission limit).
      send("form, 5 MB", "/api/contacts", 5 * 1024 * 1024, { "content-type": "application/json" }),
      send("form, 5 MB", "/api/contacts", 5 * 1024 * 1024, { "content-type": "application/json" }),
      // Under the upload limit but refused before the body is read: no session (401).
      send("upload, 8 MB", "/api/admin/media", 8 * 1024 * 1024, { "content-type": "multipart/form-data; boundary=x" }),
      send("upload, 8 MB", "/api/admin/media", 8 * 1024 * 1024, { "content-type": "multipart/form-data; boundary=x" }),
      send("staff, 3 MB", "/api/admin/staff", 3 * 1024 * 1024, { "content-type": "application/json" }),
      send("staff, 3 MB", "/api/admin/staff", 3 * 1024 * 1024, { "content-type": "application/json" }),
    ]);
  }
  const all = Object.values(statuses).flat();
  expect(all.filter((status) => status === 502 || status === 0)).toEqual([]);
  // The third and later from one address meet the submission limit first (429): refused early too.
  expect(statuses["form, 5 MB"].filter((status) => status !== 413 && status !== 429)).toEqual([]);
  expect(new Set(statuses["upload, 8 MB"])).toEqual(new Set([401]));
  // Past the JSON limit and without a session: whichever the server checks first.
  expect(statuses["staff, 3 MB"].filter((status) => status !== 401 && status !== 413)).toEqual([]);
}, 180_000);
