/** @jest-environment node */
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

const countWhere = (server: Awaited<ReturnType<typeof createTestApp>>, subject: string) =>
  (server.db.prepare("SELECT COUNT(*) AS n FROM contacts WHERE subject = ?").get(subject) as { n: number }).n;

describe("Idempotency-Key", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  const send = async (json: Record<string, unknown>, key?: string, url = "/api/contacts") =>
    server.request(url, { method: "POST", json: { ...json, altcha: await server.botCheck() }, headers: key ? { "idempotency-key": key } : {} });

  it("a retried submission is stored once and answered the same way", async () => {
    const body = { ...VALID_CONTACT, subject: "Retry me" };
    const first = await send(body, "key-123e4567");
    const second = await send(body, "key-123e4567");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(countWhere(server, "Retry me")).toBe(1);
  });

  it("concurrent retries with one key still store once", async () => {
    const body = { ...VALID_CONTACT, subject: "Concurrent retry" };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body, "key-concurrent")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(countWhere(server, "Concurrent retry")).toBe(1);
  });

  it("without a key, two submissions are two rows", async () => {
    const body = { ...VALID_CONTACT, subject: "No key" };
    await send(body);
    await send(body);
    expect(countWhere(server, "No key")).toBe(2);
  });

  it("the same key with a different body is refused with 422", async () => {
    await send({ ...VALID_CONTACT, subject: "Original" }, "key-reused");
    const other = await send({ ...VALID_CONTACT, subject: "Different" }, "key-reused");
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(countWhere(server, "Different")).toBe(0);
  });

  it("keys are per route", async () => {
    const contact = await send({ ...VALID_CONTACT, subject: "Per route" }, "key-shared");
    const join = await send(VALID_APPLICATION, "key-shared", "/api/join-qwp");
    expect(contact.statusCode).toBe(201);
    expect(join.statusCode).toBe(201);
    expect(join.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("an invalid submission is not remembered: fixing it under the same key stores it", async () => {
    const bad = await send({ ...VALID_CONTACT, subject: "Fixed later", email: "bad" }, "key-fix");
    expect(bad.statusCode).toBe(400);
    const good = await send({ ...VALID_CONTACT, subject: "Fixed later" }, "key-fix");
    expect(good.statusCode).toBe(201);
    expect(countWhere(server, "Fixed later")).toBe(1);
  });

  it.each(["", " ", "x".repeat(300), "naïve-ключ"])("a malformed key %j is refused with 400", async (key) => {
    const response = await server.request("/api/contacts", {
      method: "POST",
      json: { ...VALID_CONTACT, subject: "Bad key" },
      headers: { "idempotency-key": Buffer.from(key, "utf8").toString("latin1") },
    });
    expect(response.statusCode).toBe(400);
    expect(countWhere(server, "Bad key")).toBe(0);
  });
});

describe("rate limit on submissions", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp({ env: { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" } });
  });
  afterAll(() => server.close());

  it("answers 429 with a message after the limit, and stores nothing more", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await server.submit("/api/contacts", { ...VALID_CONTACT, subject: `Limited ${i}` }, { "idempotency-key": `limit-${i}` })).statusCode);
    }
    const limited = await server.submit("/api/contacts", { ...VALID_CONTACT, subject: "Limited 3" });
    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(countWhere(server, "Limited 3")).toBe(0);
  });

  it("a replayed Idempotency-Key counts against the limit too (replays are no way past it)", async () => {
    const retry = await server.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, subject: "Limited 0" }, headers: { "idempotency-key": "limit-0" } });
    expect(retry.statusCode).toBe(429);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(countWhere(server, "Limited 0")).toBe(1);
  });

  it("counts each form separately and leaves reading alone", async () => {
    expect((await server.submit("/api/join-qwp", VALID_APPLICATION)).statusCode).toBe(201);
    for (let i = 0; i < 10; i += 1) expect((await server.request("/api/news/latest")).statusCode).toBe(200);
  });
});
