/**
 * @jest-environment node
 *
 * Who the client is behind a reverse proxy (TRUST_PROXY as a hop count or the proxies' addresses,
 * IPv6 clients counted by their /64), absolute URLs that never come from request headers, and
 * Idempotency-Keys that belong to the client that sent them.
 */
import fs from "node:fs";
import path from "node:path";
import { clientKey, clientKeyOf } from "../../server/platform/clientKey";
import { ConfigError, loadConfig } from "../../server/platform/config";
import { VALID_CONTACT, makeNews } from "../../test-support/fixtures/content";
import { createTestApp, tempDir } from "../../test-support/server";
import { writeFixtureSite } from "../../test-support/fixtures/site";

type Server = Awaited<ReturnType<typeof createTestApp>>;

const post = async (server: Server, forwardedFor: string, subject: string, headers: Record<string, string> = {}) =>
  server.request("/api/contacts", {
    method: "POST",
    json: { ...VALID_CONTACT, subject, altcha: await server.botCheck() },
    headers: { "x-forwarded-for": forwardedFor, ...headers },
  });

/** A retry under a stored Idempotency-Key: answered from the key, so it carries no new bot check. */
const replay = (server: Server, forwardedFor: string, subject: string, key: string) =>
  server.request("/api/contacts", {
    method: "POST",
    json: { ...VALID_CONTACT, subject },
    headers: { "x-forwarded-for": forwardedFor, "idempotency-key": key },
  });

const storedIps = (server: Server, subjectLike: string) =>
  (server.db.prepare("SELECT client_ip FROM contacts WHERE subject LIKE ? ORDER BY id").all(subjectLike) as Array<{ client_ip: string }>).map((r) => r.client_ip);

describe("TRUST_PROXY", () => {
  it("refuses `true`, which would let any client choose its address, with a message saying what to set", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,not-an-address" })).toThrow(/not-an-address/);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24,::1" }).trustProxy).toEqual(["10.0.0.5", "10.0.1.0/24", "::1"]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  describe("with one proxy hop (TRUST_PROXY=1)", () => {
    let server: Server;
    beforeAll(async () => {
      server = await createTestApp({ withSite: true, env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "20", RATE_LIMIT_WINDOW_MS: "600000" } });
      server.news.insert(makeNews(2));
    });
    afterAll(() => server.close());

    it("forged X-Forwarded-For entries do not escape the rate limit; the address the proxy saw is stored", async () => {
      const statuses: number[] = [];
      // The client forges the left entry; the proxy (this test, on loopback) appends what it saw.
      for (let i = 0; i < 25; i += 1) statuses.push((await post(server, `10.9.${i}.1, 203.0.113.7`, `Rotating ${i}`)).statusCode);
      expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
      expect(storedIps(server, "Rotating %")).toEqual(Array(20).fill("203.0.113.7"));
      // Another client behind the same proxy has its own limit.
      expect((await post(server, "203.0.113.8", "Other client")).statusCode).toBe(201);
    });

    it("counts IPv6 clients by their /64", async () => {
      const statuses: number[] = [];
      for (const [i, address] of ["2001:db8:1:2::a", "2001:db8:1:2:ffff::b", "2001:db8:1:2:1:2:3:4"].entries()) {
        for (let n = 0; n < 7; n += 1) statuses.push((await post(server, address, `IPv6 ${i}-${n}`)).statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual(Array(1).fill(429));
      expect((await post(server, "2001:db8:1:3::1", "Next /64")).statusCode).toBe(201);
    });

    it("never puts a forwarded scheme or host into a page", async () => {
      const response = await server.request("/news/story-1", { headers: { "x-forwarded-proto": "ftp", "x-forwarded-host": "evil.example", host: "evil.example" } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('rel="canonical" href="https://www.qwp.org.pk/news/story-1"');
      expect(response.body).not.toMatch(/ftp:|evil\.example/);
    });
  });

  it("with the proxies' addresses, only hops from those addresses are trusted", async () => {
    const server = await createTestApp({ env: { TRUST_PROXY: "10.0.0.0/8,127.0.0.1" } });
    try {
      expect((await post(server, "198.51.100.1, 203.0.113.9, 10.1.2.3", "Listed proxies")).statusCode).toBe(201);
      expect(storedIps(server, "Listed proxies")).toEqual(["203.0.113.9"]);
    } finally {
      await server.close();
    }
  });

  it("without the setting, X-Forwarded-For is ignored", async () => {
    const server = await createTestApp();
    try {
      await post(server, "203.0.113.50", "No proxy");
      expect(storedIps(server, "No proxy")).toEqual(["127.0.0.1"]);
    } finally {
      await server.close();
    }
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::a", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:0:0:b", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s → %s", (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
    expect(clientKey({ ip: address })).toBe(key);
  });
});

describe("site URL", () => {
  it("defaults to the address the build wrote into its pages, not the Host header", async () => {
    const dir = tempDir("qwp-build-");
    const publicDir = await writeFixtureSite(path.join(dir, "public"));
    const index = path.join(publicDir, "index.html");
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("https://www.qwp.org.pk/", "https://build.example.org/"));
    expect(loadConfig({ PUBLIC_DIR: publicDir }).siteUrl).toBe("https://build.example.org");
    expect(loadConfig({ PUBLIC_DIR: publicDir, SITE_URL: "https://configured.example.org/" }).siteUrl).toBe("https://configured.example.org");
    expect(loadConfig({ PUBLIC_DIR: path.join(dir, "no-build") }).siteUrl).toBe("https://www.qwp.org.pk");
    expect(() => loadConfig({ SITE_URL: "javascript:alert(1)" })).toThrow(ConfigError);

    const server = await createTestApp({ withSite: true, env: { PUBLIC_DIR: publicDir } });
    try {
      server.news.insert(makeNews(2));
      const headers = { host: "evil.example" };
      const card = await server.request("/news/story-1", { headers });
      expect(card.body).toContain('<meta data-gatsby-head="true" property="og:url" content="https://build.example.org/news/story-1">');
      expect(card.body).toContain('<meta data-gatsby-head="true" property="og:image" content="https://build.example.org/media/news/story-1.jpg">');
      expect(card.body).toContain('rel="canonical" href="https://build.example.org/news/story-1"');
      const rss = await server.request("/news/rss.xml", { headers });
      expect(rss.body).toContain("<link>https://build.example.org/news</link>");
      expect(rss.body).toContain("<link>https://build.example.org/news/story-1</link>");
      for (const body of [card.body, rss.body]) expect(body).not.toContain("evil.example");
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Idempotency-Key per client", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "600000" } });
  });
  afterAll(() => server.close());

  it("another client using the same key gets its own submission stored, not the first client's answer", async () => {
    const first = await post(server, "198.51.100.10", "Shared key", { "idempotency-key": "same-key-1" });
    const second = await post(server, "198.51.100.20", "Shared key", { "idempotency-key": "same-key-1" });
    const differentBody = await post(server, "198.51.100.30", "Other body", { "idempotency-key": "same-key-1" });
    expect([first.statusCode, second.statusCode, differentBody.statusCode]).toEqual([201, 201, 201]);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(storedIps(server, "Shared key")).toEqual(["198.51.100.10", "198.51.100.20"]);
    // The first client's own retry is still a replay.
    const retry = await post(server, "198.51.100.10", "Shared key", { "idempotency-key": "same-key-1" });
    expect(retry.headers["idempotent-replayed"]).toBe("true");
  });

  it("replaying keys after a 429 gets 429, not the stored answer", async () => {
    const client = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(server, client, `Replay ${i}`, { "idempotency-key": `replay-${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const replays = await Promise.all(Array.from({ length: 30 }, (_, i) => replay(server, client, `Replay ${i % 3}`, `replay-${i % 3}`)));
    expect(new Set(replays.map((r) => r.statusCode))).toEqual(new Set([429]));
  });
});
