/**
 * Servers for tests: the project's real Fastify app on a throwaway database, media folder and
 * (optionally) a miniature built site, started in-process on a loopback port; plain HTTP requests;
 * the bot check solved in Node; staff accounts and sign-in. Jest's server tests, the browser tests'
 * extra servers and scripts/bench-api.ts all start servers this one way.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createStaffRepository } from "../server/staff/staffAccounts";
import { createSecondFactor, TOTP_PERIOD_S } from "../server/staff/secondFactor";
import { totpCode } from "./totp";
import type { Role } from "../server/staff/roles";
import { buildApp, type BuildOptions } from "../server/app";
import { loadConfig, type ServerConfig } from "../server/platform/config";
import type { Db } from "../server/platform/database";
import { writeFixtureSite } from "./fixtures/site";

export function tempDir(prefix = "qwp-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Bot-check settings for tests: the real check, made cheap (one PBKDF2 iteration, a short search)
 * and without the 3-second minimum, which has tests of its own.
 */
export const TEST_BOT_CHECK_ENV = { ALTCHA_COST: "1", ALTCHA_MAX_NUMBER: "40", ALTCHA_MIN_FILL_MS: "0" };

/** Solves a challenge the way the browser does, in Node: the `altcha` field's value. */
export async function solveBotCheck(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches GET /api/challenge from a server on loopback and solves it. */
export async function fetchBotCheck(port: number): Promise<string> {
  const response = await httpRequest(port, "/api/challenge");
  if (response.statusCode !== 200) throw new Error(`GET /api/challenge answered ${response.statusCode}`);
  return solveBotCheck(response.json() as Challenge);
}

export type ThrowawayServerOptions = {
  /** Environment for loadConfig, over the throwaway DATABASE_PATH and MEDIA_DIR. */
  env?: Record<string, string | undefined>;
  /** Port to listen on; 0 (the default) lets the system pick a free one. */
  port?: number;
  /** Prefix of the throwaway folder's name, to tell test runs apart in the temp folder. */
  prefix?: string;
  /** A temp folder the caller already filled (removed on close like one made here). */
  dir?: string;
  /** Read the rest of the configuration from process.env too (the throwaway paths still win). */
  inheritEnv?: boolean;
} & Pick<BuildOptions, "now" | "sessionTimes" | "lockout" | "logger" | "buildStep" | "onRoute">;

/**
 * The real app on a fresh database and media folder in a temp folder, listening on 127.0.0.1.
 * `close()` stops it and removes the folder.
 */
export async function startThrowawayServer({
  env = {},
  port = 0,
  prefix,
  dir = tempDir(prefix),
  inheritEnv = false,
  ...buildOptions
}: ThrowawayServerOptions = {}) {
  const loaded: ServerConfig = loadConfig({
    ...(inheritEnv ? process.env : {}),
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: path.join(dir, "media"),
    ...env,
  } as NodeJS.ProcessEnv);
  // A throwaway server has no address of its own but its loopback port, where the browser opens it:
  // as `npm run serve:test`, its console takes writes from that origin unless a SITE_URL is given.
  const config: ServerConfig = (env.SITE_URL ?? (inheritEnv ? process.env.SITE_URL : undefined)) ? loaded : { ...loaded, loopbackOrigins: true };
  const built = await buildApp(config, buildOptions);
  await built.app.listen({ host: "127.0.0.1", port });
  const address = built.app.server.address();
  const actualPort = typeof address === "object" && address ? address.port : 0;
  return {
    ...built,
    port: actualPort,
    /** http://127.0.0.1:PORT: the origin state-changing admin requests must name in `Origin`. */
    baseUrl: `http://127.0.0.1:${actualPort}`,
    config,
    dir,
    async close() {
      await built.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThrowawayServer = Awaited<ReturnType<typeof startThrowawayServer>>;

/**
 * What the browser tests' own servers share: the real build, no demonstration content, quiet logs,
 * no load shedding (the server shares the test worker's event loop), and staff signing in with a password alone (e2e/second-factor.spec.ts starts its server with the
 * production default, where admin and office accounts need a second factor).
 */
export const E2E_SERVER_ENV: Record<string, string | undefined> = { SEED_DEMO_CONTENT: "false", LOG_LEVEL: "warn", STAFF_2FA_ROLES: "", SHED_LOAD: "false" };

export type TestServerOptions = {
  /** Over the defaults below; a value of undefined removes a default (STAFF_2FA_ROLES: undefined = the production default). */
  env?: Record<string, string | undefined>;
  withSite?: boolean;
} & Pick<BuildOptions, "now" | "sessionTimes" | "lockout" | "logger" | "buildStep" | "onRoute">;

/** For Jest's server tests: a throwaway server with a cheap bot check, a fixture site if asked, and request helpers. */
export async function createTestApp({ env = {}, withSite = false, ...buildOptions }: TestServerOptions = {}) {
  const dir = tempDir();
  const publicDir = withSite ? await writeFixtureSite(path.join(dir, "public")) : path.join(dir, "public");
  const mediaDir = path.join(dir, "media");
  fs.mkdirSync(path.join(mediaDir, "news"), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, "news", "a.jpg"), "jpeg bytes");
  const server = await startThrowawayServer({
    dir,
    env: {
      PUBLIC_DIR: publicDir,
      MEDIA_DIR: mediaDir,
      RATE_LIMIT_MAX: "1000",
      SEARCH_RATE_LIMIT_MAX: "10000",
      ...TEST_BOT_CHECK_ENV,
      // Staff sign in with a password alone unless a test is about the second factor
      // (admin-second-factor.test.ts starts its servers with the production default).
      STAFF_2FA_ROLES: "",
      // The server shares this process's event loop with the test's own work (hashing, solving bot
      // checks), which would read as load: shedding is off unless a test is about it.
      SHED_LOAD: "false",
      ...env,
    },
    ...buildOptions,
  });
  const { port } = server;
  return {
    ...server,
    /** A real HTTP request on loopback (Fastify's inject needs ESM-only packages under Jest). */
    request: (urlPath: string, options: RequestOptions = {}) => httpRequest(port, urlPath, options),
    /** A fresh, solved bot check for one submission. */
    botCheck: () => fetchBotCheck(port),
    /** POSTs a form with a fresh solved bot check added to its fields. */
    async submit(urlPath: string, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
      return httpRequest(port, urlPath, { method: "POST", json: { ...fields, altcha: await fetchBotCheck(port) }, headers });
    },
  };
}

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** JSON-encodes the value and sets Content-Type: application/json. */
  json?: unknown;
};

export type TestResponse = {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export function httpRequest(port: number, urlPath: string, options: RequestOptions = {}): Promise<TestResponse> {
  return sendRequest(options, (headers, onAnswer) =>
    http.request({ host: "127.0.0.1", port, path: urlPath, method: options.method ?? "GET", headers, agent: false }, onAnswer),
  );
}

/** Sends `options`' headers and body on the request `open` makes (HTTP or HTTPS) and collects the answer. */
export function sendRequest(
  options: RequestOptions,
  open: (headers: Record<string, string>, onAnswer: (res: http.IncomingMessage) => void) => http.ClientRequest,
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] ??= "application/json";
  }
  if (body !== undefined) headers["content-length"] ??= String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = open(headers, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          body: raw.toString("utf8"),
          json: () => JSON.parse(raw.toString("utf8")),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Creates a staff account straight in the database (the password still goes through Argon2id). */
export async function createStaffAccount(db: Db, account: { email: string; name: string; role: Role; password: string }) {
  return createStaffRepository(db).create(account);
}

/**
 * Gives an account an authenticator app through the server's own enrolment, as the console's
 * enrolment screen would; returns the app's secret. Confirmed with the previous 30-second step's
 * code (still accepted), so the code of the present step is new and signs in at once.
 */
export function enrolSecondFactor(db: Db, account: { id: number; email: string }): string {
  const factor = createSecondFactor(db);
  const { secret } = factor.begin(account.id, account.email)!;
  const confirmed = factor.confirm(account.id, totpCode(secret, Date.now() - TOTP_PERIOD_S * 1000));
  if (!Array.isArray(confirmed)) throw new Error(`Enrolment of ${account.email} failed: ${confirmed}`);
  return secret;
}

/** Signs in over HTTP like the console does; returns the Cookie header value to send afterwards. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const url = new URL(baseUrl);
  const response = await httpRequest(Number(url.port), "/api/admin/session", {
    method: "POST",
    json: { email, password },
    headers: { origin: url.origin },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** The `name=value` of the session cookie a response set (for a Cookie header). */
export function sessionCookieOf(response: TestResponse): string {
  const setCookie = response.headers["set-cookie"] ?? [];
  const cookie = setCookie.find((line) => /^(__Host-)?qwp_staff=/.test(line));
  if (!cookie) throw new Error(`No session cookie in the answer (${response.statusCode})`);
  return cookie.split(";")[0];
}

/** A multipart/form-data body: plain `fields` first, then one file part. */
export function multipartBody(file: { field: string; filename: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----qwp${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
