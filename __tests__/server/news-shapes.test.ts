/** @jest-environment node */
/**
 * The news API's two sets of names: the seed's (`_id`, `excerpt`, `content`, `thumbnail`..., `{ news,
 * totalPages }`) by default, for outside clients, and the site's shape (contract/lib/api/siteShape.ts,
 * the same as the events') with `?shape=site`, which is what the site itself asks for.
 */
import { seedNewsItem, seedNewsPage } from "../../server/news/seedShape";
import type { SiteNewsItem, SiteNewsPage } from "../../contract/lib/api/siteShape";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import en from "../../data/i18n/en/server.json";
import ur from "../../data/i18n/ur/server.json";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp();
  const items = makeNews(20);
  // One Urdu article, so an edition's list and an item with `lang` are in the answers.
  server.news.insert(items.map((item, i) => (i === 11 ? { ...item, lang: "ur" as const, slug: "urdu-story" } : item)));
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.request(url, { headers });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const SEED_NAMES = ["_id", "excerpt", "content", "thumbnail", "thumbnailWidth", "thumbnailHeight", "thumbnailVariants"];

describe("?shape=site", () => {
  it("answers a page in the list envelope events use, each item in the site's names", async () => {
    const body: SiteNewsPage = await json("/api/news?page=2&shape=site");
    expect(Object.keys(body).sort()).toEqual(["news", "page", "total", "totalPages"]);
    expect(body).toMatchObject({ page: 2, totalPages: 3, total: 20 });
    expect(body.news[0]).toEqual({
      id: expect.any(String),
      slug: "story-10",
      title: "Story 10",
      summary: "Summary of story 10.",
      body: expect.stringContaining("<h2>Story 10</h2>"),
      image: { url: "/media/news/story-10.jpg", width: 1200, height: 630, variants: [] },
      lang: "en",
      url: "/news/story-10",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      link: "https://example.org/story-10",
      author: { name: "Press Office", image: "/media/authors/press.jpg", email: "press@example.org" },
      category: "Statements",
    });
  });

  it("answers the latest and one item (by slug or id) in the same names", async () => {
    const [first]: SiteNewsItem[] = await json("/api/news/latest?shape=site");
    const bySlug: SiteNewsItem = await json("/api/news/story-1?shape=site");
    expect(bySlug).toEqual(first);
    expect(await json(`/api/news/${bySlug.id}?shape=site`)).toEqual(bySlug);
    for (const name of SEED_NAMES) expect(bySlug).not.toHaveProperty(name);
    expect((await json("/api/news/urdu-story?shape=site")).lang).toBe("ur");
  });

  it("carries an edition's counts beside the envelope", async () => {
    const body: SiteNewsPage = await json("/api/news?page=1&lang=ur&only=lang&shape=site");
    expect(body).toMatchObject({ page: 1, totalPages: 1, total: 1, lang: "ur", inLanguage: 1, others: 19 });
    expect(body.news.map((item) => item.slug)).toEqual(["urdu-story"]);
    expect((await json("/api/news?page=1&lang=ur&shape=site")).total).toBe(20);
  });

  it("refuses another shape, in the request's language", async () => {
    const refused = await get("/api/news?shape=other");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(en.newsBadShape);
    expect((await get("/api/news/latest?shape=", { "accept-language": "ur" })).json().message).toBe(ur.newsBadShape);
    expect((await get("/api/news/story-1?shape=Site")).statusCode).toBe(400);
  });
});

describe("without shape (or shape=seed): the seed's names, as the spec fixes them", () => {
  it("answers the page envelope and items of the seed, and no name of the site's shape", async () => {
    const body = await json("/api/news?page=1");
    expect(Object.keys(body).sort()).toEqual(["news", "totalPages"]);
    for (const item of body.news) {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(SEED_NAMES));
      for (const name of ["id", "summary", "body", "image", "url"]) expect(item).not.toHaveProperty(name);
    }
    expect(await json("/api/news?page=1&shape=seed")).toEqual(body);
    const urdu = await json("/api/news/urdu-story");
    expect(urdu.lang).toBe("ur");
    expect(await json("/api/news/story-1")).not.toHaveProperty("lang");
  });

  it("are the site's answers through the one adapter, for the lists, the latest and an item", async () => {
    for (const query of ["?page=1", "?page=3", "?page=1&lang=ur", "?page=1&lang=ps&only=lang"]) {
      expect(await json(`/api/news${query}`)).toEqual(seedNewsPage(await json(`/api/news${query}&shape=site`)));
    }
    expect(await json("/api/news/latest?lang=ur")).toEqual((await json("/api/news/latest?lang=ur&shape=site")).map(seedNewsItem));
    expect(await json("/api/news/urdu-story")).toEqual(seedNewsItem(await json("/api/news/urdu-story?shape=site")));
  });
});

describe("caches", () => {
  it("share both answers, each with its own ETag, so a cache keyed by address and query keeps them apart", async () => {
    const seed = await get("/api/news?page=1");
    const site = await get("/api/news?page=1&shape=site");
    for (const answer of [seed, site]) {
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
      expect(answer.headers.vary ?? "").not.toMatch(/accept-language/i);
    }
    expect(site.headers.etag).not.toBe(seed.headers.etag);
    // A copy validated for one shape is not the other's.
    expect((await get("/api/news?page=1&shape=site", { "if-none-match": String(seed.headers.etag) })).statusCode).toBe(200);
    expect((await get("/api/news?page=1&shape=site", { "if-none-match": String(site.headers.etag) })).statusCode).toBe(304);
  });
});

describe("/api/openapi.json", () => {
  it("declares the shape parameter on every news read", async () => {
    const document = await json("/api/openapi.json");
    for (const path of ["/api/news", "/api/news/latest", "/api/news/{idOrSlug}"]) {
      const parameters = document.paths[path].get.parameters as Array<{ name: string; in: string; schema: { enum: string[] } }>;
      expect(parameters.find((parameter) => parameter.name === "shape")).toMatchObject({ in: "query", schema: { enum: ["seed", "site"] } });
    }
  });
});
