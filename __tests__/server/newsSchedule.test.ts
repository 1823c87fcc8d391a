/** @jest-environment node */
import sharp from "sharp";
import { processImage } from "../../server/media/pipeline";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let clock = new Date("2026-02-01T12:00:00.000Z");

const [published, draft, scheduled] = makeNews(3);
const SCHEDULED_AT = "2026-02-01T15:00:00.000Z";

beforeAll(async () => {
  server = await createTestApp({ withSite: true, now: () => clock.getTime() });
  const image = await processImage(
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#336699" } }).jpeg().toBuffer(),
    server.config.mediaDir,
  );
  const photo = server.mediaLibrary.add(image, "rally.jpg", "editor@example.org");
  server.news.insert([
    { ...published, slug: "published-item", title: "Published item", imageId: photo.id, thumbnail: null },
    { ...draft, slug: "draft-item", title: "Draft item", status: "draft", publishedAt: "2026-01-01T00:00:00.000Z" },
    { ...scheduled, slug: "scheduled-item", title: "Scheduled item", publishedAt: SCHEDULED_AT },
  ]);
});
afterAll(() => server.close());

const slugs = (body: { news: Array<{ slug: string }> }) => body.news.map((n) => n.slug);

async function publicView() {
  const rss = (await server.request("/news/rss.xml")).body;
  const share = async (slug: string) => {
    const response = await server.request(`/news/${slug}`);
    return response.statusCode === 200 && response.body.includes(`<meta data-gatsby-head="true" property="og:url"`);
  };
  return {
    list: slugs((await server.request("/api/news")).json()),
    latest: ((await server.request("/api/news/latest")).json() as Array<{ slug: string }>).map((n) => n.slug),
    draft: (await server.request("/api/news/draft-item")).statusCode,
    draftById: (await server.request(`/api/news/${draft.id}`)).statusCode,
    scheduled: (await server.request("/api/news/scheduled-item")).statusCode,
    rssDraft: rss.includes("Draft item"),
    rssScheduled: rss.includes("Scheduled item"),
    shareDraft: await share("draft-item"),
    shareScheduled: await share("scheduled-item"),
    sharePublished: await share("published-item"),
  };
}

describe("what the public sees: published items whose time has come", () => {
  it("hides drafts and scheduled items from the list, latest, item, RSS and share cards", async () => {
    clock = new Date("2026-02-01T12:00:00.000Z");
    expect(await publicView()).toEqual({
      list: ["published-item"],
      latest: ["published-item"],
      draft: 404,
      draftById: 404,
      scheduled: 404,
      rssDraft: false,
      rssScheduled: false,
      shareDraft: false,
      shareScheduled: false,
      sharePublished: true,
    });
    expect((await server.request("/api/news")).json().totalPages).toBe(1);
  });

  it("shows a scheduled item by itself at its time, through the cached answers, with no write", async () => {
    clock = new Date("2026-02-01T14:59:59.999Z");
    expect((await publicView()).list).toEqual(["published-item"]);
    clock = new Date(SCHEDULED_AT);
    expect(await publicView()).toEqual({
      list: ["scheduled-item", "published-item"],
      latest: ["scheduled-item", "published-item"],
      draft: 404,
      draftById: 404,
      scheduled: 200,
      rssDraft: false,
      rssScheduled: true,
      shareDraft: false,
      shareScheduled: true,
      sharePublished: true,
    });
  });

  it("adds the photo's width, height and variants to the public item, keeping every field", async () => {
    const item = (await server.request("/api/news/published-item")).json();
    expect(Object.keys(item).sort()).toEqual(
      ["_id", "author", "category", "content", "createdAt", "excerpt", "link", "publishedAt", "slug", "thumbnail",
        "thumbnailHeight", "thumbnailVariants", "thumbnailWidth", "title"].sort(),
    );
    expect(item.thumbnail).toMatch(/^\/media\/library\/[a-f0-9]{24}-1200\.jpg$/);
    expect([item.thumbnailWidth, item.thumbnailHeight]).toEqual([1200, 675]);
    expect(item.thumbnailVariants).toHaveLength(9);
    expect(item.thumbnailVariants[0]).toEqual({ width: 400, height: 225, url: expect.stringMatching(/-400\.avif$/), type: "image/avif" });

    const small = item.thumbnailVariants.find((v: { width: number; type: string }) => v.width === 400 && v.type === "image/jpeg");
    const file = await server.request(small.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(file.raw).metadata()).width).toBe(400);

    const card = (await server.request("/news/published-item")).body;
    // Absolute URLs use the site's address (the build's), never the request's Host.
    expect(card).toContain(`property="og:image" content="${server.config.siteUrl}${item.thumbnail}"`);
    expect(card).toContain('property="og:image:width" content="1200"');
  });
});
