/**
 * @jest-environment node
 *
 * POST /api/vitals over real HTTP: a reader's beacon is counted in its histogram buckets and read back
 * by the console's report and by Prometheus; bad, oversized, automated and unknown-route beacons are
 * refused and count nothing; the table holds nothing that could name a reader; the purge keeps 90 days.
 */
import { purgeExpired } from "../../server/forms/retention";
import { parseVitalsSample } from "../../server/platform/config";
import { startAdminServer, type AdminServer } from "../../test-support/admin";
import { signIn } from "../../test-support/server";

jest.setTimeout(60_000);

const PHONE = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const BEACON = {
  route: "/news/:slug",
  edition: "ur",
  connection: "3g",
  deviceMemory: 2,
  deviceClass: "low",
  metrics: [
    { name: "LCP", value: 2300, element: "image" },
    { name: "INP", value: 320, target: "header>nav>button.menu-toggle" },
    { name: "CLS", value: 0.02 },
    { name: "TTFB", value: 640 },
  ],
};

describe("POST /api/vitals", () => {
  let server: AdminServer;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    server.request("/api/vitals", { method: "POST", json: body, headers: { "user-agent": PHONE, ...headers } });
  const rows = () => server.db.prepare("SELECT * FROM vitals ORDER BY metric").all() as Record<string, unknown>[];

  beforeEach(async () => {
    server = await startAdminServer({ withSite: true });
  });
  afterEach(() => server.close());

  it("counts a reader's beacon per day, route, edition, connection and device class, in the metric's bucket, and the Speed report reads it", async () => {
    const answer = await send(BEACON);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(rows()).toEqual([
      { day: "2026-11-20", route: "/news/:slug", edition: "ur", connection: "3g", device_class: "low", metric: "CLS", bucket: 1, count: 1 },
      { day: "2026-11-20", route: "/news/:slug", edition: "ur", connection: "3g", device_class: "low", metric: "INP", bucket: 5, count: 1 },
      { day: "2026-11-20", route: "/news/:slug", edition: "ur", connection: "3g", device_class: "low", metric: "LCP", bucket: 4, count: 1 },
      { day: "2026-11-20", route: "/news/:slug", edition: "ur", connection: "3g", device_class: "low", metric: "TTFB", bucket: 4, count: 1 },
    ]);
    // A second reader on the home page, slower: the report's p75 per route and over all.
    expect((await send({ ...BEACON, route: "/", edition: "en", metrics: [{ name: "LCP", value: 4200, element: "text" }] })).statusCode).toBe(204);

    await server.addStaff("editor");
    const cookie = await signIn(server.baseUrl, "editor@qwp.example", "river basalt tomato parade");
    const report = (await server.get("/api/admin/vitals", cookie)).json();
    expect(report.days).toBe(28);
    expect(report.routes).toContainEqual({ route: "/news/:slug", edition: "ur", metric: "INP", count: 1, p75: 400 });
    expect(report.routes).toContainEqual({ route: "/", edition: "en", metric: "LCP", count: 1, p75: 5000 });
    expect(report.overall).toContainEqual({ metric: "LCP", count: 2, p75: 5000 });
    expect(report.trend).toContainEqual({ day: "2026-11-20", metric: "CLS", count: 1, p75: 0.025 });
    expect(report.attribution).toEqual(
      expect.arrayContaining([
        { route: "/news/:slug", metric: "INP", detail: "header>nav>button.menu-toggle", count: 1 },
        { route: "/", metric: "LCP", detail: "text", count: 1 },
      ]),
    );
    // The office has no use for it; a stranger gets nothing.
    expect((await server.get("/api/admin/vitals")).statusCode).toBe(401);

    const prometheus = await server.metrics.registry.metrics();
    expect(prometheus).toContain('qwp_web_vitals_lcp_seconds_bucket{le="2.5",route="/news/:slug",edition="ur",connection="3g"} 1');
    expect(prometheus).toContain('qwp_web_vitals_inp_seconds_bucket{le="0.2",route="/news/:slug",edition="ur",connection="3g"} 0');
    expect(prometheus).toContain('qwp_web_vitals_cls_count{route="/news/:slug",edition="ur",connection="3g"} 1');
  });

  it("refuses bad, oversized, automated and unknown-route beacons, and counts none of them", async () => {
    const refused = [
      [{ ...BEACON, metrics: [] }, 400],
      [{ ...BEACON, metrics: [{ name: "FID", value: 10 }] }, 400],
      [{ ...BEACON, metrics: [{ name: "LCP", value: -1 }] }, 400],
      [{ ...BEACON, metrics: [{ name: "LCP", value: "fast" }] }, 400],
      [{ ...BEACON, metrics: [{ name: "LCP", value: 10_000_000 }] }, 400],
      [{ ...BEACON, metrics: [{ name: "CLS", value: 0.1 }, { name: "CLS", value: 0.2 }] }, 400],
      [{ ...BEACON, metrics: [{ name: "INP", value: 90, target: "<img src=x onerror=alert(1)>" }] }, 400],
      [{ ...BEACON, route: "/news/some-article" }, 400],
      [{ ...BEACON, route: "/no-such-page" }, 400],
      [{ ...BEACON, route: "/../../etc" }, 400],
      [{ ...BEACON, edition: "fr" }, 400],
      [{ ...BEACON, connection: "5g" }, 400],
      [{ ...BEACON, deviceMemory: 3 }, 400],
      [{ ...BEACON, deviceClass: undefined }, 400],
      [[BEACON], 400],
      ["LCP", 400],
    ] as const;
    for (const [body, status] of refused) {
      const answer = await send(body);
      expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), status]);
      // The route's sentence, as the whole answer's message or the refused field's.
      const { message, errors = {} } = answer.json();
      expect([message, ...Object.values(errors)]).toContain("This speed measurement cannot be recorded.");
    }
    const malformed = await server.request("/api/vitals", { method: "POST", body: "{", headers: { "content-type": "application/json", "user-agent": PHONE } });
    expect(malformed.statusCode).toBe(400);

    const oversized = await send({ ...BEACON, padding: "x".repeat(5000) });
    expect(oversized.statusCode).toBe(413);

    for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse", "curl/8.5.0"]) {
      const bot = await send(BEACON, { "user-agent": agent });
      expect([agent, bot.statusCode]).toEqual([agent, 403]);
      expect(bot.json().message).toBe("Automated visits are not measured.");
    }
    // A cheap Android phone whose maker's name ends in "bot" is a reader.
    const cubot = "Mozilla/5.0 (Linux; Android 12; Cubot P60 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
    expect((await send({ ...BEACON, connection: "4g" }, { "user-agent": cubot })).statusCode).toBe(204);
    server.db.prepare("DELETE FROM vitals").run();
    server.db.prepare("DELETE FROM vitals_attribution").run();
    const noAgent = await server.request("/api/vitals", { method: "POST", json: BEACON });
    expect(noAgent.statusCode).toBe(403);

    // An Urdu reader's browser would be told in Urdu (nobody reads it, but no answer is in English for them).
    const inUrdu = await send({ ...BEACON, edition: "fr" }, { "accept-language": "ur" });
    expect(inUrdu.json().errors).toEqual({ edition: "رفتار کی یہ پیمائش درج نہیں کی جا سکتی۔" });

    expect(rows()).toEqual([]);
  });

  it("limits beacons per address: three times a form's allowance", async () => {
    await server.close();
    server = await startAdminServer({ withSite: true, env: { RATE_LIMIT_MAX: "2" } });
    for (let i = 0; i < 6; i += 1) expect((await send(BEACON)).statusCode).toBe(204);
    const limited = await send(BEACON);
    expect(limited.statusCode).toBe(429);
    expect(rows().find((row) => row.metric === "LCP")?.count).toBe(6);
  });

  it("stores nothing that could name a reader: no identifier, address, user agent, time of day or page address", async () => {
    const address = "203.0.113.77";
    await send(BEACON, { "x-forwarded-for": address, cookie: "visitor=abc123" });
    const tables = ["vitals", "vitals_attribution"];
    for (const table of tables) {
      const columns = (server.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(columns.filter((name) => /ip|agent|addr|user|session|cookie|id$|time|url|path/i.test(name))).toEqual([]);
      const text = JSON.stringify(server.db.prepare(`SELECT * FROM ${table}`).all());
      for (const personal of ["127.0.0.1", address, "Android", "Chrome", "abc123", "some-article", "T09:"]) expect(text).not.toContain(personal);
    }
    // Each row is a day's count: the time of the visit is not kept, only its UTC date.
    expect(rows().every((row) => row.day === "2026-11-20")).toBe(true);
  });

  it("keeps 90 days: the daily purge deletes older days", async () => {
    await send(BEACON);
    const now = Date.UTC(2026, 10, 20, 9, 0, 0);
    expect(purgeExpired(server.db, new Date(now + 90 * 86_400_000)).vitals).toBe(0);
    expect(purgeExpired(server.db, new Date(now + 91 * 86_400_000)).vitals).toBe(6);
    expect(rows()).toEqual([]);
  });
});

describe("VITALS_SAMPLE", () => {
  it("is a share from 0 to 1, 1 when unset", () => {
    expect(parseVitalsSample(undefined)).toBe(1);
    expect(parseVitalsSample("0.25")).toBe(0.25);
    expect(parseVitalsSample("0")).toBe(0);
    expect(() => parseVitalsSample("2")).toThrow(/VITALS_SAMPLE/);
    expect(() => parseVitalsSample("-0.5")).toThrow(/VITALS_SAMPLE/);
  });

  it("counts no beacon at 0, yet answers as if it had", async () => {
    const server = await startAdminServer({ withSite: true, env: { VITALS_SAMPLE: "0" } });
    try {
      const answer = await server.request("/api/vitals", { method: "POST", json: BEACON, headers: { "user-agent": PHONE } });
      expect(answer.statusCode).toBe(204);
      expect(server.db.prepare("SELECT COUNT(*) AS n FROM vitals").get()).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });
});
