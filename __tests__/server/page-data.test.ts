/** @jest-environment node */
import { EMBEDDED_NEWS_ITEM, EMBEDDED_NEWS_PAGE } from "../../src/lib/api/embeddedData";
import { ARTICLE_IMAGE_SIZES } from "../../src/lib/responsiveImage";
import { photoPreload } from "../../server/site/pageData";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SITE_URL: "https://www.qwp.org.pk" } });
  server.news.insert(makeNews(12));
});
afterAll(() => server.close());

const get = (url: string) => server.request(url, { headers: { "accept-encoding": "identity" } });

/** The embedded element's attributes and its text, parsed as the browser's JSON.parse would. */
function embedded(html: string, id: string) {
  const match = new RegExp(`<script type="application/json" id="${id}"([^>]*)>([\\s\\S]*?)</script>`).exec(html);
  return match ? { attributes: match[1], body: JSON.parse(match[2]) as unknown, raw: match[2] } : undefined;
}

describe("an article's HTML carries the article", () => {
  it("embeds exactly what GET /api/news/{slug} answers", async () => {
    const html = (await get("/news/story-3")).body;
    const api = JSON.parse((await get("/api/news/story-3")).body);
    expect(embedded(html, EMBEDDED_NEWS_ITEM)?.body).toEqual(api);
  });

  it("cannot be broken out of: a title with </script> stays data", async () => {
    const title = "</script><script>alert(1)</script><!-- \u2028";
    server.news.insert([{ ...makeNews(1)[0], id: "hostile00000000000000000", slug: "hostile", title }]);
    const html = (await get("/news/hostile")).body;
    const data = embedded(html, EMBEDDED_NEWS_ITEM);
    expect(data?.raw).not.toContain("<");
    expect((data?.body as { title: string }).title).toBe(title);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("embeds nothing for an unknown article", async () => {
    const html = (await get("/news/nobody-wrote-this")).body;
    expect(embedded(html, EMBEDDED_NEWS_ITEM)).toBeUndefined();
  });
});

describe("the news list's HTML carries its page", () => {
  it.each([
    ["/news", 1],
    ["/news?page=2", 2],
  ])("%s embeds page %d as GET /api/news?page=N answers it", async (url, page) => {
    const data = embedded((await get(url)).body, EMBEDDED_NEWS_PAGE);
    expect(data?.attributes).toBe(` data-page="${page}"`);
    expect(data?.body).toEqual(JSON.parse((await get(`/api/news?page=${page}`)).body));
  });

  it("embeds nothing for a page number that is not one (the page shows page 1 and asks)", async () => {
    expect(embedded((await get("/news?page=abc")).body, EMBEDDED_NEWS_PAGE)).toBeUndefined();
  });

  it("other pages are served as built", async () => {
    expect((await get("/about/about")).body).not.toContain('type="application/json"');
  });
});

describe("the photo's preload", () => {
  const variants = [800, 400, 1200].flatMap((width) =>
    (["image/avif", "image/webp", "image/jpeg"] as const).map((type) => ({
      width,
      height: Math.round((width * 9) / 16),
      type,
      url: `/media/library/p-${width}.${type.split("/")[1]}`,
    })),
  );

  it("names the format, srcset and sizes the page's <picture> takes first", () => {
    expect(photoPreload({ thumbnailVariants: variants }, ARTICLE_IMAGE_SIZES)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/library/p-400.avif 400w, /media/library/p-800.avif 800w, /media/library/p-1200.avif 1200w" ' +
        `imagesizes="${ARTICLE_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  it("falls back to JPEG, and to nothing without variants", () => {
    const jpeg = variants.filter((v) => v.type === "image/jpeg");
    expect(photoPreload({ thumbnailVariants: jpeg }, "100vw")).toContain('type="image/jpeg" imagesrcset="/media/library/p-400.jpeg 400w');
    expect(photoPreload({ thumbnailVariants: [] }, "100vw")).toBe("");
  });
});
