/** @jest-environment node */
import http from "node:http";
import { seedDatabase } from "../../server/seed/seed";
import { createTestApp } from "../../test-support/server";

describe("POST /api/services and /api/products", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp();
    server.db.prepare("INSERT INTO services (slug, title, description, icon, sort_order) VALUES ('legal-aid', 'Legal aid', 'Free advice', 'scale', 1)").run();
    server.db.prepare("INSERT INTO products (slug, name, description, price_pkr, sort_order) VALUES ('flag', 'Party flag', 'Cloth flag', 1200, 1)").run();
  });
  afterAll(() => server.close());

  it("answer { success, data, message } from the database", async () => {
    const services = await server.request("/api/services", { method: "POST" });
    expect(services.statusCode).toBe(200);
    expect(services.json()).toEqual({
      success: true,
      data: [{ _id: expect.any(String), slug: "legal-aid", title: "Legal aid", description: "Free advice", icon: "scale" }],
      message: expect.any(String),
    });
    const products = await server.request("/api/products", { method: "POST" });
    expect(products.json()).toEqual({
      success: true,
      data: [{ _id: expect.any(String), slug: "flag", name: "Party flag", description: "Cloth flag", price: 1200, currency: "PKR", image: null }],
      message: expect.any(String),
    });
  });

  it("accept an empty JSON object as the body too", async () => {
    const response = await server.request("/api/products", { method: "POST", json: {} });
    expect(response.json().success).toBe(true);
  });
});

describe("GET /api/videos from the database (no YouTube key)", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp();
    const insert = server.db.prepare(
      "INSERT INTO videos VALUES (?, ?, ?, ?, 480, 360, 'UCchannel', 'QWP', ?)",
    );
    for (let i = 0; i < 23; i += 1) {
      insert.run(`vid${String(i).padStart(8, "0")}`, `Video ${i}`, `About video ${i}`, `/media/videos/${i}.jpg`, new Date(Date.UTC(2026, 0, 31) - i * 86_400_000).toISOString());
    }
  });
  afterAll(() => server.close());

  it("pages 10 at a time with working next and previous tokens", async () => {
    const first = (await server.request("/api/videos")).json();
    expect(first.items).toHaveLength(10);
    expect(first.prevPageToken).toBeUndefined();
    expect(first.items[0]).toEqual({
      kind: "youtube#searchResult",
      etag: expect.any(String),
      id: { kind: "youtube#video", videoId: "vid00000000" },
      snippet: expect.objectContaining({
        title: "Video 0",
        description: "About video 0",
        thumbnails: expect.objectContaining({ high: { url: "/media/videos/0.jpg", width: 480, height: 360 } }),
      }),
    });
    const second = (await server.request(`/api/videos?pageToken=${first.nextPageToken}`)).json();
    expect(second.items[0].snippet.title).toBe("Video 10");
    const third = (await server.request(`/api/videos?pageToken=${second.nextPageToken}`)).json();
    expect(third.items).toHaveLength(3);
    expect(third.nextPageToken).toBeUndefined();
    const back = (await server.request(`/api/videos?pageToken=${third.prevPageToken}`)).json();
    expect(back.items[0].snippet.title).toBe("Video 10");
    expect(first.pageInfo).toEqual({ totalResults: 23, resultsPerPage: 10 });
  });

  it.each(["garbage", "%3Cscript%3E", "Q0FvUUFB"])("refuses the page token %s with 400", async (token) => {
    const response = await server.request(`/api/videos?pageToken=${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("GET /api/videos proxying YouTube (a local fake of its search endpoint)", () => {
  let fake: http.Server;
  let fakeBase: string;
  const calls: URL[] = [];
  let failing = false;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://fake");
      calls.push(url);
      if (failing) {
        res.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: 403, message: "quotaExceeded" } }));
        return;
      }
      const token = url.searchParams.get("pageToken");
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          kind: "youtube#searchListResponse",
          nextPageToken: token ? undefined : "CAoQAA",
          prevPageToken: token ? "CAoQAQ" : undefined,
          pageInfo: { totalResults: 12, resultsPerPage: 10 },
          items: [
            {
              id: { kind: "youtube#video", videoId: token ? "second-page" : "dQw4w9WgXcQ" },
              snippet: { title: "From YouTube", description: "d", thumbnails: { high: { url: "https://i.ytimg.com/vi/x/hqdefault.jpg" } } },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    fakeBase = `http://127.0.0.1:${(fake.address() as { port: number }).port}/youtube/v3`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
    failing = false;
  });

  const proxyApp = (cacheMs: string) =>
    createTestApp({ env: { YOUTUBE_API_KEY: "secret-key", YOUTUBE_CHANNEL_ID: "UCqwp", YOUTUBE_API_BASE: fakeBase, YOUTUBE_CACHE_MS: cacheMs } });

  it("asks YouTube's search endpoint with the documented query and passes its answer on", async () => {
    const server = await proxyApp("900000");
    try {
      const response = await server.request("/api/videos");
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0].id.videoId).toBe("dQw4w9WgXcQ");
      expect(response.json().nextPageToken).toBe("CAoQAA");
      expect(response.body).not.toContain("secret-key");
      expect(calls).toHaveLength(1);
      expect(calls[0].pathname).toBe("/youtube/v3/search");
      expect(Object.fromEntries(calls[0].searchParams)).toMatchObject({
        key: "secret-key", channelId: "UCqwp", part: "snippet,id", order: "date", maxResults: "10",
      });
      const next = await server.request("/api/videos?pageToken=CAoQAA");
      expect(next.json().items[0].id.videoId).toBe("second-page");
      expect(calls[1].searchParams.get("pageToken")).toBe("CAoQAA");
    } finally {
      await server.close();
    }
  });

  it("caches each page: polling browsers cost one YouTube search per page per period", async () => {
    const server = await proxyApp("900000");
    try {
      await Promise.all(Array.from({ length: 5 }, () => server.request("/api/videos")));
      const again = await server.request("/api/videos");
      expect(again.headers["x-cache"]).toBe("hit");
      expect(calls).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("asks again after the cache period, and serves the stale page when YouTube fails", async () => {
    const server = await proxyApp("30");
    try {
      await server.request("/api/videos");
      await new Promise((resolve) => setTimeout(resolve, 60));
      failing = true;
      const stale = await server.request("/api/videos");
      expect(calls).toHaveLength(2);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers["x-cache"]).toBe("stale");
      expect(stale.json().items[0].id.videoId).toBe("dQw4w9WgXcQ");
    } finally {
      await server.close();
    }
  });

  it("answers 502 with a message when YouTube fails and nothing is cached", async () => {
    failing = true;
    const server = await proxyApp("900000");
    try {
      const response = await server.request("/api/videos");
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.body).not.toContain("secret-key");
    } finally {
      await server.close();
    }
  });
});

describe("seeding", () => {
  it("fills empty tables once, with a dozen or more news items (some in Urdu and in Pashto), and never duplicates", async () => {
    const server = await createTestApp();
    const { mediaDir } = server.config;
    try {
      const first = await seedDatabase(server.db, mediaDir);
      expect(first.news).toBeGreaterThanOrEqual(12);
      expect(first.videos).toBeGreaterThan(10);
      expect(first.events).toBe(8);
      const second = await seedDatabase(server.db, mediaDir);
      expect(second).toEqual({ news: 0, events: 0, videos: 0, services: 0, products: 0 });
      const list = (await server.request("/api/news")).json();
      expect(list.totalPages).toBeGreaterThanOrEqual(2);
      const item = list.news[0];
      expect(item.content).toMatch(/<h2>/);
      expect(item.author.name).toEqual(expect.any(String));
      const image = await server.request(item.thumbnail);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/jpeg");
      expect(image.raw.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      // Each edition has demonstration news of its own language first, bylined in that language.
      for (const lang of ["ur", "ps"]) {
        const edition = (await server.request(`/api/news?page=1&lang=${lang}`)).json();
        expect(edition.inLanguage).toBeGreaterThanOrEqual(3);
        expect(edition.news.slice(0, edition.inLanguage).map((n: { lang?: string }) => n.lang)).toEqual(Array(edition.inLanguage).fill(lang));
        expect(edition.news[0].author.name).not.toMatch(/[A-Za-z]/);
      }
      // The demonstration photos are ordinary library photos, in every width and format.
      expect(item.thumbnail).toMatch(/^\/media\/library\//);
      expect(item.thumbnailVariants.map((v: { width: number; type: string }) => `${v.width} ${v.type}`)).toEqual(
        [400, 800, 1200].flatMap((w) => [`${w} image/avif`, `${w} image/webp`, `${w} image/jpeg`]),
      );
      // The demonstration events show every state an event can be in, dated from the day of seeding.
      const upcoming = server.events.upcoming().events;
      const past = server.events.past().events;
      const events = [...upcoming, ...past];
      expect(events).toHaveLength(first.events);
      expect(new Set(upcoming.map((e) => e.status))).toEqual(new Set(["scheduled", "postponed", "cancelled"]));
      expect(past.length).toBeGreaterThanOrEqual(2);
      expect(upcoming.every((e) => e.dateToBeAnnounced || Date.parse(e.startsAt) > Date.now())).toBe(true);
      expect(new Set(events.map((e) => e.district))).toEqual(new Set(["Peshawar", "Charsadda", "Mardan", "Swat"]));
      expect(new Set(events.map((e) => e.lang))).toEqual(new Set(["en", "ur", "ps"]));
      expect(["ur", "ps"].map((lang) => events.filter((e) => e.lang === lang).length)).toEqual([2, 2]);
      expect(events.find((e) => e.wing === "youth-wing")).toMatchObject({ status: "postponed", dateToBeAnnounced: false, previousStartsAt: expect.any(String) });
      expect(events.filter((e) => e.dateToBeAnnounced).map((e) => e.status)).toEqual(["postponed"]);
      expect(events.find((e) => e.status === "cancelled")?.statusNote).toEqual(expect.any(String));
      expect(events.filter((e) => e.image).map((e) => e.image!.url)).toEqual([expect.stringMatching(/^\/media\/library\//), expect.stringMatching(/^\/media\/library\//)]);
      const eventPhotos = server.db.prepare("SELECT COUNT(*) FROM events WHERE image_id IS NOT NULL").pluck().get() as number;
      expect(server.mediaLibrary.page(1).media.length).toBe(Math.min(first.news + eventPhotos, 24));
      // After an editor deletes every article, a restart seeds them again with the same photos.
      server.db.prepare("DELETE FROM news").run();
      expect((await seedDatabase(server.db, mediaDir)).news).toBe(first.news);
      expect(server.db.prepare("SELECT COUNT(*) FROM media").pluck().get()).toBe(first.news + eventPhotos);
    } finally {
      await server.close();
    }
    // Each seeded photo goes through the media pipeline (9 files each); slow on a busy machine.
  }, 120_000);
});
