/**
 * @jest-environment node
 *
 * What a CDN in front may keep, over real HTTP: public pages and the public API's reads for 30 s
 * (and 300 s more while it refreshes them), with validators and the right Vary; every answer that
 * depends on a session, a cookie or personal data, or that sets a cookie, is kept by no one.
 */
import Fastify from "fastify";
import { CDN_SHARED, PRIVATE, SHARED } from "../../server/site/headers";
import { installCachePolicy } from "../../server/site/cachePolicy";
import { PASSWORDS, startAdminServer, type AdminServer } from "../../test-support/admin";
import { makeNews, VALID_CONTACT } from "../../test-support/fixtures/content";
import { httpRequest, signIn } from "../../test-support/server";

jest.setTimeout(30_000);

let server: AdminServer;
let cookie: string;

beforeAll(async () => {
  server = await startAdminServer({ withSite: true });
  server.news.insert(makeNews(12));
  await server.addStaff("editor");
  cookie = await signIn(server.baseUrl, "editor@qwp.example", PASSWORDS.editor);
});
afterAll(() => server.close());

const PUBLIC_READS = [
  "/news",
  "/ur/news",
  "/news/story-3",
  "/ps/news/story-3",
  "/news/rss.xml",
  "/gallery/videos",
  "/api/news?page=1",
  "/api/news?page=1&lang=ur",
  "/api/news/latest",
  "/api/news/story-3",
  "/api/videos",
];

describe("public pages and the public API's reads", () => {
  it.each(PUBLIC_READS)("%s: shared 30 s, stale for CDNs only, an ETag, and 304 when the cache asks with it", async (url) => {
    const first = await server.request(url, { headers: { "accept-encoding": "gzip" } });
    expect([first.statusCode, first.headers["cache-control"]]).toEqual([200, SHARED]);
    // A browser never serves stale itself; a CDN may, while it fetches a fresh copy.
    expect(first.headers["cache-control"]).not.toMatch(/stale-while-revalidate/);
    expect(first.headers["cdn-cache-control"]).toBe(CDN_SHARED);
    const etag = String(first.headers.etag);
    // Weak: made on the request and compressed after it is set, it must hold in every encoding.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The news and the videos are the same in every language: one copy per encoding, not per browser.
    expect(first.headers.vary ?? "").not.toMatch(/Accept-Language/i);
    expect(first.headers["set-cookie"]).toBeUndefined();

    const again = await server.request(url, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect([again.statusCode, again.raw.length, again.headers.etag]).toEqual([304, 0, etag]);
  });

  it("names Accept-Encoding in Vary whenever the bytes depend on it", async () => {
    for (const url of ["/news", "/api/news?page=1", "/news/rss.xml"]) {
      const [plain, gzip] = await Promise.all([
        server.request(url, { headers: { "accept-encoding": "identity" } }),
        server.request(url, { headers: { "accept-encoding": "gzip" } }),
      ]);
      expect([url, gzip.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual([url, "gzip", undefined]);
      expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it("keeps hashed files immutable", async () => {
    expect((await server.request("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gives the API's translated refusals Vary: Accept-Language, and keeps them out of shared caches", async () => {
    const refused = await server.request("/api/news?page=0", { headers: { "accept-language": "ur" } });
    expect([refused.statusCode, refused.headers["cache-control"]]).toEqual([400, PRIVATE]);
    expect(refused.headers.vary).toMatch(/Accept-Language/);
    const missing = await server.request("/api/news/no-such-article");
    expect([missing.statusCode, missing.headers["cache-control"]]).toEqual([404, PRIVATE]);
  });
});

describe("answers that depend on a session, a cookie or personal data", () => {
  it("are private, no-store: sign-in, console reads, the bot check, a form's answer, health", async () => {
    const signInAnswer = await server.post("/api/admin/session", { email: "editor@qwp.example", password: PASSWORDS.editor });
    expect(signInAnswer.headers["set-cookie"]).toBeDefined();
    const answers = {
      signIn: signInAnswer,
      consoleRead: await server.get("/api/admin/news", cookie),
      signedOut: await server.get("/api/admin/session"),
      challenge: await server.request("/api/challenge"),
      form: await server.submit("/api/contacts", VALID_CONTACT),
      health: await server.request("/api/health"),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, [answer.statusCode, answer.headers["cache-control"], answer.headers.etag]]))).toEqual({
      signIn: [200, PRIVATE, undefined],
      consoleRead: [200, PRIVATE, undefined],
      signedOut: [401, PRIVATE, undefined],
      challenge: [200, PRIVATE, undefined],
      form: [201, PRIVATE, undefined],
      health: [200, PRIVATE, undefined],
    });
  });

  it("the console's page and page-data are private too; the public 404 page is shared", async () => {
    for (const url of ["/admin", "/admin/news", "/page-data/admin/page-data.json"]) {
      expect([url, (await server.request(url)).headers["cache-control"]]).toEqual([url, PRIVATE]);
    }
    expect((await server.request("/administration-of-the-party")).headers["cache-control"]).toBe(SHARED);
  });

  it("any answer that sets a cookie, whatever its route said, is private, no-store", async () => {
    // The policy on its own: a public page whose route both shares it and sets a cookie.
    const app = Fastify();
    installCachePolicy(app);
    app.get("/news", async (_request, reply) => reply.header("Cache-Control", SHARED).header("Set-Cookie", "visitor=1; Path=/").send("<p>news</p>"));
    await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const address = app.server.address();
      const answer = await httpRequest(typeof address === "object" && address ? address.port : 0, "/news");
      expect([answer.statusCode, answer.headers["set-cookie"], answer.headers["cache-control"], answer.headers.etag]).toEqual([200, ["visitor=1; Path=/"], PRIVATE, undefined]);
    } finally {
      await app.close();
    }
  });
});
