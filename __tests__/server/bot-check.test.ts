/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { Challenge } from "altcha-lib";
import { loadConfig } from "../../server/platform/config";
import {
  BOT_CHECK_EXPIRED,
  BOT_CHECK_INVALID,
  BOT_CHECK_MISSING,
  BOT_CHECK_REUSED,
  BOT_CHECK_TOO_FAST,
} from "../../server/forms/botCheck";
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp, httpRequest, solveBotCheck } from "../../test-support/server";
import { PRIVATE } from "../../server/site/headers";

type Server = Awaited<ReturnType<typeof createTestApp>>;

const count = (server: Server, table: "contacts" | "membership_applications") =>
  (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const challengeOf = async (server: Server) => (await server.request("/api/challenge")).json() as Challenge;

function expectRefused(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, errors: { altcha: message } });
}

describe("the bot check on both forms", () => {
  let now = Date.UTC(2026, 10, 24, 9, 0, 0);
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ now: () => now });
  });
  afterAll(() => server.close());

  const post = (url: string, json: Record<string, unknown>) => server.request(url, { method: "POST", json });

  it("GET /api/challenge answers a signed ALTCHA v2 challenge that expires in 10 minutes and is never cached", async () => {
    const response = await server.request("/api/challenge");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE);
    const challenge = response.json() as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", keyLength: 32 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.data).toEqual({ issuedAt: now, notBefore: now, expiresAt: now + 10 * 60_000 });
  });

  it("a solved check is accepted: 201 and one row, for either form", async () => {
    const contacts = count(server, "contacts");
    const applications = count(server, "membership_applications");
    expect((await post("/api/contacts", { ...VALID_CONTACT, altcha: await server.botCheck() })).statusCode).toBe(201);
    expect((await post("/api/join-qwp", { ...VALID_APPLICATION, altcha: await server.botCheck() })).statusCode).toBe(201);
    expect(count(server, "contacts")).toBe(contacts + 1);
    expect(count(server, "membership_applications")).toBe(applications + 1);
  });

  it("a submission without the check is refused and nothing is stored (a plain curl)", async () => {
    const contacts = count(server, "contacts");
    const applications = count(server, "membership_applications");
    expectRefused(await post("/api/contacts", VALID_CONTACT), BOT_CHECK_MISSING);
    expectRefused(await post("/api/join-qwp", VALID_APPLICATION), BOT_CHECK_MISSING);
    expectRefused(await post("/api/contacts", { ...VALID_CONTACT, altcha: "" }), BOT_CHECK_MISSING);
    expect(count(server, "contacts")).toBe(contacts);
    expect(count(server, "membership_applications")).toBe(applications);
  });

  it("a wrong solution, a forged challenge or garbage is refused and nothing is stored", async () => {
    const before = count(server, "contacts");
    const challenge = await challengeOf(server);
    const good = JSON.parse(Buffer.from(await solveBotCheck(challenge), "base64").toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

    // The solution of another challenge: the derived key proves the work, so it must be this one's.
    const other = JSON.parse(Buffer.from(await server.botCheck(), "base64").toString());
    const otherSolution = { ...good, solution: other.solution };
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } };
    // Made easier by the sender: the signature no longer matches the parameters.
    const forged = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1, keyPrefix: "0" } } };
    const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
    for (const altcha of [encode(otherSolution), encode(wrongKey), encode(forged), encode(unsigned), "not base64 json", 42, { a: 1 }]) {
      const response = await post("/api/contacts", { ...VALID_CONTACT, altcha });
      expectRefused(response, BOT_CHECK_INVALID);
    }
    expect(count(server, "contacts")).toBe(before);
  });

  it("a solution is accepted once", async () => {
    const before = count(server, "contacts");
    const altcha = await server.botCheck();
    expect((await post("/api/contacts", { ...VALID_CONTACT, altcha })).statusCode).toBe(201);
    expectRefused(await post("/api/contacts", { ...VALID_CONTACT, subject: "Again", altcha }), BOT_CHECK_REUSED);
    expectRefused(await post("/api/join-qwp", { ...VALID_APPLICATION, altcha }), BOT_CHECK_REUSED);
    expect(count(server, "contacts")).toBe(before + 1);
    // Spent solutions are remembered in the database until their challenge expires.
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM altcha_used").get()).toEqual({ n: expect.any(Number) });
  });

  it("concurrent submissions of one solution store one row", async () => {
    const before = count(server, "contacts");
    const altcha = await server.botCheck();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post("/api/contacts", { ...VALID_CONTACT, subject: `Race ${i}`, altcha })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(count(server, "contacts")).toBe(before + 1);
  });

  it("a refused submission does not spend its solution", async () => {
    const altcha = await server.botCheck();
    const conflict = await server.request("/api/contacts", {
      method: "POST",
      json: { ...VALID_CONTACT, subject: "Original", altcha: await server.botCheck() },
      headers: { "idempotency-key": "bot-check-key" },
    });
    expect(conflict.statusCode).toBe(201);
    const other = await server.request("/api/contacts", {
      method: "POST",
      json: { ...VALID_CONTACT, subject: "Different body", altcha },
      headers: { "idempotency-key": "bot-check-key" },
    });
    expect(other.statusCode).toBe(422);
    expect((await post("/api/contacts", { ...VALID_CONTACT, subject: "Spent later", altcha })).statusCode).toBe(201);
  });

  it("an expired challenge is refused, also when it was solved in time", async () => {
    const before = count(server, "contacts");
    const altcha = await server.botCheck();
    now += 10 * 60_000 + 1000;
    expectRefused(await post("/api/contacts", { ...VALID_CONTACT, altcha }), BOT_CHECK_EXPIRED);
    expect(count(server, "contacts")).toBe(before);
    const fresh = await server.botCheck();
    now += 9 * 60_000;
    expect((await post("/api/contacts", { ...VALID_CONTACT, altcha: fresh })).statusCode).toBe(201);
  });
});

describe("faster than a person", () => {
  let now = Date.UTC(2026, 10, 24, 10, 0, 0);
  let server: Server;
  beforeAll(async () => {
    // The real default: no ALTCHA_MIN_FILL_MS override (the other tests switch it off).
    server = await createTestApp({ now: () => now, env: { ALTCHA_MIN_FILL_MS: "" } });
  });
  afterAll(() => server.close());

  it("is 3 seconds by default", () => {
    expect(server.config.botCheck.minFillMs).toBe(3000);
    expect(loadConfig({}).botCheck.minFillMs).toBe(3000);
  });

  it("a submission under 3 seconds after the challenge was issued is refused and not stored; at 3 s it is accepted", async () => {
    const before = count(server, "membership_applications");
    const altcha = await server.botCheck();
    now += 2999;
    expectRefused(await server.request("/api/join-qwp", { method: "POST", json: { ...VALID_APPLICATION, altcha } }), BOT_CHECK_TOO_FAST);
    expect(count(server, "membership_applications")).toBe(before);
    now += 1;
    const accepted = await server.request("/api/join-qwp", { method: "POST", json: { ...VALID_APPLICATION, altcha } });
    expect(accepted.statusCode).toBe(201);
    expect(count(server, "membership_applications")).toBe(before + 1);
  });
});

describe("the HMAC secret", () => {
  it("is generated on first run beside the database, readable by its owner only, and kept", async () => {
    const first = await createTestApp();
    const keyFile = path.join(path.dirname(first.config.databasePath), "altcha-hmac.key");
    try {
      expect(first.config.botCheck.keyFile).toBe(keyFile);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const key = fs.readFileSync(keyFile, "utf8").trim();
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      // A second server on the same database directory accepts the first one's challenges.
      const altcha = await first.botCheck();
      const { buildApp } = await import("../../server/app");
      const second = await buildApp(first.config);
      await second.app.listen({ host: "127.0.0.1", port: 0 });
      try {
        const port = (second.app.server.address() as { port: number }).port;
        const response = await httpRequest(port, "/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha } });
        expect(response.statusCode).toBe(201);
      } finally {
        await second.app.close();
      }
      expect(fs.readFileSync(keyFile, "utf8").trim()).toBe(key);
    } finally {
      await first.close();
    }
  });

  it("comes from ALTCHA_HMAC_KEY when set: a challenge signed with another key is refused", async () => {
    const a = await createTestApp({ env: { ALTCHA_HMAC_KEY: "a".repeat(40) } });
    const b = await createTestApp({ env: { ALTCHA_HMAC_KEY: "b".repeat(40) } });
    try {
      expect(fs.existsSync(path.join(a.dir, "altcha-hmac.key"))).toBe(false);
      const fromA = await a.botCheck();
      expectRefused(await b.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha: fromA } }), BOT_CHECK_INVALID);
      expect((await a.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha: fromA } })).statusCode).toBe(201);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
