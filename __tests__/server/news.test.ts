/** @jest-environment node */
import Database from "better-sqlite3";
import { createNewsRepository } from "../../server/news/newsRepository";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import en from "../../data/i18n/en/server.json";
import ur from "../../data/i18n/ur/server.json";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp();
  server.news.insert(makeNews(20));
});
afterAll(() => server.close());

const get = (url: string) => server.request(url);

describe("GET /api/news?page=N", () => {
  it("answers 9 items a page, newest first, with the number of pages", async () => {
    const response = await get("/api/news?page=1");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalPages).toBe(3);
    expect(body.news).toHaveLength(9);
    expect(body.news.map((n: { slug: string }) => n.slug)).toEqual(
      Array.from({ length: 9 }, (_, i) => `story-${i + 1}`),
    );
  });

  it("starts at page 1 without a page number and ends with the remainder", async () => {
    expect((await get("/api/news")).json().news[0].slug).toBe("story-1");
    const last = (await get("/api/news?page=3")).json();
    expect(last.news.map((n: { slug: string }) => n.slug)).toEqual(["story-19", "story-20"]);
    expect((await get("/api/news?page=4")).json()).toEqual({ news: [], totalPages: 3 });
  });

  it.each(["0", "-1", "1.5", "abc", "1e3x", "99999999999"])("refuses page=%s with 400 and a message", async (page) => {
    const response = await get(`/api/news?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/page number/i);
  });

  it("carries every field of the spec's news item", async () => {
    const [item] = (await get("/api/news?page=2")).json().news;
    expect(item).toEqual({
      _id: expect.any(String),
      title: "Story 10",
      slug: "story-10",
      thumbnail: "/media/news/story-10.jpg",
      thumbnailWidth: 1200,
      thumbnailHeight: 630,
      thumbnailVariants: [],
      excerpt: "Summary of story 10.",
      content: expect.stringContaining("<h2>Story 10</h2>"),
      link: "https://example.org/story-10",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: { name: "Press Office", image: "/media/authors/press.jpg", email: "press@example.org" },
      category: { name: "Statements" },
    });
  });
});

describe("GET /api/news/latest", () => {
  it("answers an array of the 3 newest", async () => {
    const response = await get("/api/news/latest");
    expect(response.statusCode).toBe(200);
    expect(response.json().map((n: { slug: string }) => n.slug)).toEqual(["story-1", "story-2", "story-3"]);
  });
});

describe("GET /api/news/latest?lang= (Home's latest news in an edition)", () => {
  const slugs = (body: Array<{ slug: string }>) => body.map((n) => n.slug);

  it("answers the first 3 of the edition's news list: its language's articles first, then the newest others", async () => {
    const edition = await createTestApp();
    try {
      // Two Urdu articles older than every English one, one Pashto article in between.
      const [newest, second, third, fourth] = makeNews(4);
      edition.news.insert([
        newest,
        { ...second, lang: "ur", slug: "urdu-older" },
        { ...third, lang: "ps", slug: "pashto" },
        { ...fourth, lang: "ur", slug: "urdu-oldest" },
      ]);
      const latest = async (query: string) => {
        const response = await edition.request(`/api/news/latest${query}`);
        expect(response.statusCode).toBe(200);
        return slugs(response.json());
      };
      const list = async (lang: string) =>
        slugs((await edition.request(`/api/news?page=1&lang=${lang}`)).json().news);

      expect(await latest("?lang=ur")).toEqual(["urdu-older", "urdu-oldest", "story-1"]);
      expect(await latest("?lang=ur")).toEqual((await list("ur")).slice(0, 3));
      expect(await latest("?lang=ps")).toEqual(["pashto", "story-1", "urdu-older"]);
      expect(await latest("?lang=ps")).toEqual((await list("ps")).slice(0, 3));
      // English Home: the newest three by date, whatever their language, as before.
      expect(await latest("")).toEqual(["story-1", "urdu-older", "pashto"]);
    } finally {
      await edition.close();
    }
  });

  it("refuses a language the site has no edition in", async () => {
    const response = await get("/api/news/latest?lang=fr");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("GET /api/news?lang=&only=lang (an Urdu or Pashto edition's own list)", () => {
  // 20 English stories interleaved with 11 Urdu and 2 Pashto ones, on one server for every case.
  let edition: Server;
  beforeAll(async () => {
    edition = await createTestApp();
    const all = makeNews(33);
    edition.news.insert(
      all.map((item, i) =>
        i % 3 === 1 && i < 33 ? { ...item, lang: "ur" as const, slug: `urdu-${i}` } : i === 3 || i === 30 ? { ...item, lang: "ps" as const, slug: `pashto-${i}` } : item,
      ),
    );
  });
  afterAll(() => edition.close());
  const answer = async (query: string, headers: Record<string, string> = {}) => {
    const response = await edition.request(`/api/news${query}`, { headers });
    return { status: response.statusCode, body: response.json() };
  };
  const slugsOf = (body: { news: Array<{ slug: string; lang?: string }> }) => body.news.map((n) => n.slug);

  it("answers the language's articles alone, newest first, 9 a page, the pages counted from them, with how many are in other languages", async () => {
    const first = await answer("?page=1&lang=ur&only=lang");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, lang: "ur", inLanguage: 11, others: 22 });
    expect(slugsOf(first.body)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25].map((i) => `urdu-${i}`));
    expect(first.body.news.every((n: { lang?: string }) => n.lang === "ur")).toBe(true);
    expect(slugsOf((await answer("?page=2&lang=ur&only=lang")).body)).toEqual(["urdu-28", "urdu-31"]);
    expect((await answer("?page=3&lang=ur&only=lang")).body).toEqual({ news: [], totalPages: 2, lang: "ur", inLanguage: 11, others: 22 });
    expect((await answer("?lang=ps&only=lang")).body).toMatchObject({ totalPages: 1, inLanguage: 2, others: 31 });
    expect(slugsOf((await answer("?lang=ps&only=lang")).body)).toEqual(["pashto-3", "pashto-30"]);
    const english = (await answer("?page=3&lang=en&only=lang")).body;
    expect(english).toMatchObject({ totalPages: 3, inLanguage: 20, others: 13 });
    expect(english.news.every((n: { lang?: string }) => n.lang === undefined)).toBe(true);
  });

  it("leaves lang= without only as it was: the language's articles first, then the others, the pages counted from all", async () => {
    const pashto = (await answer("?page=1&lang=ps")).body;
    expect(pashto).toMatchObject({ totalPages: 4, inLanguage: 2 });
    expect(pashto).not.toHaveProperty("others");
    expect(slugsOf(pashto).slice(0, 3)).toEqual(["pashto-3", "pashto-30", "story-1"]);
    expect((await answer("")).body.totalPages).toBe(4);
  });

  it("gives Home's latest news in the language alone with only=lang", async () => {
    const response = await edition.request("/api/news/latest?lang=ur&only=lang");
    expect(response.statusCode).toBe(200);
    expect(slugsOf({ news: response.json() })).toEqual(["urdu-1", "urdu-4", "urdu-7"]);
    expect(slugsOf({ news: (await edition.request("/api/news/latest?only=lang&lang=ps")).json() })).toEqual(["pashto-3", "pashto-30"]);
  });

  it.each([
    "?only=lang",
    "?page=2&only=lang",
    "?lang=ur&only=yes",
    "?lang=ur&only=",
    "?lang=ur&only=LANG",
    "?lang=fr&only=lang",
    "?lang=ur&only=lang&page=0",
    "?lang=ur&only=lang&page=abc",
    "?lang=ur&only=lang&only=lang",
    "/latest?only=lang",
    "/latest?lang=ur&only=%00",
  ])("refuses %s with 400 and a message, never 5xx", async (query) => {
    const { status, body } = await answer(query);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it("says what only takes, in the request's language", async () => {
    expect((await answer("?only=lang")).body.message).toBe(en.newsBadOnly);
    expect((await answer("?lang=ur&only=all", { "accept-language": "ur" })).body.message).toBe(ur.newsBadOnly);
  });
});

describe("GET /api/news/{id or slug}", () => {
  it("finds an item by slug and by _id", async () => {
    const bySlug = await get("/api/news/story-5");
    expect(bySlug.statusCode).toBe(200);
    const item = bySlug.json();
    expect(item.title).toBe("Story 5");
    const byId = await get(`/api/news/${item._id}`);
    expect(byId.json().slug).toBe("story-5");
  });

  it.each(["no-such-story", "%E2%9C%93", "x".repeat(250), "' OR 1=1 --"])("answers 404 with a message for %s", async (key) => {
    const response = await get(`/api/news/${encodeURIComponent(decodeURIComponent(key))}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "News article not found." });
  });
});

describe("answers reused between requests", () => {
  it("change as soon as another connection (an editor's script) adds news", async () => {
    expect((await get("/api/news/latest")).json()[0].slug).toBe("story-1");
    const other = new Database(server.config.databasePath);
    createNewsRepository(other).insert([{ ...makeNews(1, Date.UTC(2026, 5, 1))[0], id: "fresh000000000000000000a", slug: "fresh-story" }]);
    other.close();
    expect((await get("/api/news/latest")).json()[0].slug).toBe("fresh-story");
    expect((await get("/api/news?page=1")).json().news[0].slug).toBe("fresh-story");
    server.db.prepare("DELETE FROM news WHERE slug = 'fresh-story'").run();
    expect((await get("/api/news/latest")).json()[0].slug).toBe("story-1");
  });
});

describe("an empty news table", () => {
  it("answers no items and no pages", async () => {
    const empty = await createTestApp();
    try {
      expect((await empty.request("/api/news")).json()).toEqual({ news: [], totalPages: 0 });
      expect((await empty.request("/api/news/latest")).json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const response = await get("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
  });
});
