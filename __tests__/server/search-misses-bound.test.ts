/** @jest-environment node */
import { RATE_LIMITED } from "../../server/app";
import { MISSES_PER_CLIENT_PER_DAY, MISSES_QUERIES_PER_DAY } from "../../server/search/searchMisses";
import { createStaffAccount, createTestApp, signIn } from "../../test-support/server";

// Sign-in hashes a password with Argon2id: seconds on a busy 2-core machine.
jest.setTimeout(120_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;

const DAY_MS = 86_400_000;
const clock = { now: Date.UTC(2026, 10, 20, 9, 0, 0) };

/** A search from `address` (the proxy in front reports it), resolving to the status. */
const searchFrom = async (server: Server, q: string, address: string) =>
  (await server.request(`/api/search?q=${encodeURIComponent(q)}`, { headers: { "x-forwarded-for": address } })).statusCode;
const rows = (server: Server) => server.db.prepare("SELECT COUNT(*) FROM search_misses").pluck().get() as number;

describe("searches that found nothing are bounded", () => {
  let server: Server;
  beforeAll(async () => {
    // One proxy in front, so each test request can come from an address of its own.
    server = await createTestApp({ now: () => clock.now, env: { TRUST_PROXY: "1" } });
    await createStaffAccount(server.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: "river basalt tomato parade" });
  });
  afterAll(() => server.close());

  it("one address adds at most its day's share of rows, however many different searches it makes", async () => {
    for (let i = 0; i < 200; i++) expect(await searchFrom(server, `zzqx nothing ${i}`, "203.0.113.7")).toBe(200);
    expect(rows(server)).toBe(MISSES_PER_CLIENT_PER_DAY);
    // The next day it may add as many again; other addresses were never held back.
    expect(await searchFrom(server, "zzqx from another reader", "203.0.113.8")).toBe(200);
    expect(rows(server)).toBe(MISSES_PER_CLIENT_PER_DAY + 1);
    clock.now += DAY_MS;
    expect(await searchFrom(server, "zzqx the next day", "203.0.113.7")).toBe(200);
    expect(rows(server)).toBe(MISSES_PER_CLIENT_PER_DAY + 2);
  });

  it("a day holds a bounded number of different queries, and the ones counted keep counting; the console still lists them", async () => {
    clock.now += DAY_MS;
    server.db.prepare("DELETE FROM search_misses").run();
    for (let i = 0; i < MISSES_QUERIES_PER_DAY + 100; i++) {
      expect(await searchFrom(server, `qqzx ${i}`, `198.51.${Math.floor(i / 250)}.${i % 250}`)).toBe(200);
    }
    expect(rows(server)).toBe(MISSES_QUERIES_PER_DAY);
    for (let i = 0; i < 3; i++) expect(await searchFrom(server, "qqzx 7", `192.0.2.${i}`)).toBe(200);
    expect(rows(server)).toBe(MISSES_QUERIES_PER_DAY);

    const cookie = await signIn(server.baseUrl, "editor@qwp.example", "river basalt tomato parade");
    const answer = (await server.request("/api/admin/search/misses", { headers: { cookie } })).json();
    expect(answer.misses[0]).toEqual({ query: "qqzx 7", count: 4 });
    expect(answer.misses).toHaveLength(20);
  });
});

describe("GET /api/search is rate-limited per address", () => {
  let server: Server;
  // The production default (createTestApp raises it for the other suites).
  beforeAll(async () => {
    server = await createTestApp({ env: { TRUST_PROXY: "1", SEARCH_RATE_LIMIT_MAX: undefined } });
  });
  afterAll(() => server.close());

  it("answers 120 searches a minute from one address, then 429 with a message; another address is answered", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push(await searchFrom(server, `party ${i}`, "203.0.113.50"));
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const refused = await server.request("/api/search?q=party", { headers: { "x-forwarded-for": "203.0.113.50" } });
    expect(refused.json()).toEqual({ message: RATE_LIMITED });
    expect(refused.headers["retry-after"]).toEqual(expect.any(String));
    expect(await searchFrom(server, "party", "203.0.113.51")).toBe(200);
  });
});
