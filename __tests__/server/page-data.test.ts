/** @jest-environment node */
import { EMBEDDED_NEWS_ITEM, EMBEDDED_NEWS_PAGE, EMBEDDED_VIDEOS_PAGE } from "../../contract/lib/api/embeddedData";
import { ARTICLE_IMAGE_SIZES } from "../../contract/lib/responsiveImage";
import { photoPreload } from "../../server/site/pageData";
import { JSDOM } from "jsdom";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import { FIXTURE_SPRITE } from "../../test-support/fixtures/site";
import { ORDINARY, PAYLOADS, dangerousMarkup } from "../../test-support/xssCorpus";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SITE_URL: "https://www.qwp.org.pk" } });
  server.news.insert(makeNews(12));
  const video = server.db.prepare("INSERT INTO videos VALUES (?, ?, ?, ?, 480, 360, 'UCchannel', 'QWP', ?)");
  for (let i = 0; i < 12; i += 1) {
    // A title as YouTube sends it (HTML-escaped) and one that must stay text.
    const title = i === 0 ? "Rally &amp; speech <b>live</b>" : `Video ${i}`;
    video.run(`vid${String(i).padStart(8, "0")}`, title, `About video ${i}`, `/media/videos/${i}.jpg`, new Date(Date.UTC(2026, 0, 31) - i * 86_400_000).toISOString());
  }
});
afterAll(() => server.close());

const get = (url: string) => server.request(url, { headers: { "accept-encoding": "identity" } });

/** The embedded element's attributes and its text, parsed as the browser's JSON.parse would. */
function embedded(html: string, id: string) {
  const match = new RegExp(`<script type="application/json" id="${id}"([^>]*)>([\\s\\S]*?)</script>`).exec(html);
  return match ? { attributes: match[1], body: JSON.parse(match[2]) as unknown, raw: match[2] } : undefined;
}

describe("an article's HTML carries the article", () => {
  it("embeds exactly what GET /api/news/{slug}?shape=site answers", async () => {
    const html = (await get("/news/story-3")).body;
    const api = JSON.parse((await get("/api/news/story-3?shape=site")).body);
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
  ])("%s embeds page %d as GET /api/news?page=N&shape=site answers it", async (url, page) => {
    const data = embedded((await get(url)).body, EMBEDDED_NEWS_PAGE);
    expect(data?.attributes).toBe(` data-page="${page}"`);
    expect(data?.body).toEqual(JSON.parse((await get(`/api/news?page=${page}&shape=site`)).body));
  });

  it("in an edition, embeds the edition's list (its language's articles only), and an article under its prefix", async () => {
    server.news.insert([{ ...makeNews(1)[0], id: "urdu0000000000000000000", slug: "urdu-story", title: "اردو خبر", lang: "ur", publishedAt: "2020-01-01T00:00:00.000Z" }]);
    const list = embedded((await get("/ur/news")).body, EMBEDDED_NEWS_PAGE);
    expect(list?.body).toEqual(JSON.parse((await get("/api/news?page=1&lang=ur&only=lang&shape=site")).body));
    expect((list?.body as { news: Array<{ slug: string }> }).news.map((item) => item.slug)).toEqual(["urdu-story"]);
    const article = await get("/ps/news/urdu-story");
    expect(article.statusCode).toBe(200);
    expect(embedded(article.body, EMBEDDED_NEWS_ITEM)?.body).toEqual(JSON.parse((await get("/api/news/urdu-story?shape=site")).body));
    expect(article.body).toMatch(/<article lang="ur" dir="rtl"/);
    expect((await get("/ps/news/nobody-wrote-this")).statusCode).toBe(404);
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
    expect(photoPreload({ image: { url: "/media/library/p-1200.jpeg", width: 1200, height: 675, variants } }, ARTICLE_IMAGE_SIZES)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/library/p-400.avif 400w, /media/library/p-800.avif 800w, /media/library/p-1200.avif 1200w" ' +
        `imagesizes="${ARTICLE_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  it("falls back to JPEG, and to nothing without variants", () => {
    const jpeg = variants.filter((v) => v.type === "image/jpeg");
    expect(photoPreload({ image: { url: "/media/library/p-1200.jpeg", width: 1200, height: 675, variants: jpeg } }, "100vw")).toContain('type="image/jpeg" imagesrcset="/media/library/p-400.jpeg 400w');
    expect(photoPreload({ image: { url: "/media/news/old.jpg", width: null, height: null, variants: [] } }, "100vw")).toBe("");
    expect(photoPreload({ image: null }, "100vw")).toBe("");
  });
});

describe("the server writes the content's markup into the page", () => {
  /** The served page parsed as a browser without JavaScript would (jsdom runs no script here). */
  const parse = async (url: string) => new JSDOM((await get(url)).body).window.document;

  /** The rules the page's <head> has for the element's Emotion class. */
  const headRulesFor = (document: Document, element: Element | null) => {
    const name = Array.from(element?.classList ?? []).find((c) => c.startsWith("css-"));
    const styles = Array.from(document.head.querySelectorAll("style[data-build-css]"));
    const style = styles.find((s) => s.getAttribute("data-build-css")!.split(" ").includes(name!.slice(4)));
    return style?.textContent?.match(new RegExp(`\\.${name}\\{[^}]*\\}`))?.[0];
  };

  it("an article: heading, summary, byline, date, photo and its sanitised text, styled from <head>", async () => {
    const document = await parse("/news/story-3");
    const main = document.querySelector("main#main-content")!;
    expect(main.querySelector("h1")?.textContent).toBe("Story 3");
    expect(main.textContent).toContain("Summary of story 3.");
    expect(main.textContent).toContain("Press Office");
    // 29 January 2026 12:00 UTC is 17:00 in Pakistan.
    expect(main.querySelector("time")?.textContent).toBe("January 29, 2026");
    expect(main.querySelector("picture img, img")?.getAttribute("src")).toBe("/media/news/story-3.jpg");
    const body = main.querySelector('[data-testid="article-content"]')!;
    expect(body.querySelector("h2")?.textContent).toBe("Story 3");
    expect(body.querySelector("a")?.getAttribute("href")).toBe("/contact");
    expect(main.querySelector('a[href="/news"]')?.textContent).toContain("Back to News");
    expect(main.querySelector("use")?.getAttribute("href")).toMatch(new RegExp(`^${FIXTURE_SPRITE}#`));
    expect(headRulesFor(document, main.querySelector("h1"))).toMatch(/font-weight:800/);
    expect(headRulesFor(document, body)).toMatch(/line-height:1.75/);
  });

  it("escapes a hostile title and sanitises a hostile body as the browser does (the XSS corpus)", async () => {
    const title = `<img src=x onerror="alert(1)"> & </main><script>alert(2)</script>`;
    server.news.insert([
      { ...makeNews(1)[0], id: "corpus000000000000000000", slug: "corpus", title, content: ORDINARY + PAYLOADS.join("\n") },
    ]);
    const document = await parse("/news/corpus");
    const main = document.querySelector("main#main-content")!;
    expect(main.querySelector("h1")?.textContent).toBe(title);
    expect(main.querySelector("h1 img, script")).toBeNull();
    const body = main.querySelector('[data-testid="article-content"]')!;
    expect(dangerousMarkup(body)).toEqual([]);
    // What is allowed survives: the ordinary article in front of the corpus.
    expect(body.querySelector("h2")?.textContent).toBe("Council resolution");
    expect(body.querySelector('a[target="_blank"]')?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(body.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    // Nothing of it escaped the <main>: the rest of the page is as built.
    expect(document.querySelectorAll("script:not([type]), script[src]").length).toBe(
      new JSDOM((await get("/about/about")).body).window.document.querySelectorAll("script:not([type]), script[src]").length,
    );
  });

  it("the news list: page N's cards, each linking to its article, and the pager", async () => {
    const api = JSON.parse((await get("/api/news?page=2")).body) as { news: { title: string; slug: string }[] };
    const document = await parse("/news?page=2");
    const cards = Array.from(document.querySelectorAll("main article"));
    expect(cards.map((card) => card.querySelector("h2")?.textContent)).toEqual(api.news.map((item) => item.title));
    expect(cards[0].querySelector("h2 a")?.getAttribute("href")).toBe(`/news/${api.news[0].slug}`);
    const pager = document.querySelector('nav[aria-label="News pages"]')!;
    expect(pager.querySelector('[aria-current="page"]')?.textContent).toBe("2");
    expect(document.querySelector('[data-testid="news-skeleton"]')).toBeNull();
  });

  it("the videos page: the first page's cards, as GET /api/videos answers it", async () => {
    const api = JSON.parse((await get("/api/videos")).body) as { items: { snippet: { title: string } }[] };
    expect(api.items.length).toBeGreaterThan(0);
    const html = (await get("/gallery/videos")).body;
    expect(embedded(html, EMBEDDED_VIDEOS_PAGE)?.body).toEqual(api);
    const document = new JSDOM(html).window.document;
    const titles = Array.from(document.querySelectorAll("main article h2"), (h) => h.textContent);
    expect(titles).toEqual(["Rally & speech <b>live</b>", ...api.items.slice(1).map((item) => item.snippet.title)]);
    expect(document.querySelector("main article h2 b")).toBeNull();
    expect(document.querySelector("main article img")?.getAttribute("src")).toBe("/media/videos/0.jpg");
    expect(document.querySelector("main")?.textContent).not.toContain("Loading...");
  });

  it("an unknown article keeps the page as built", async () => {
    const document = await parse("/news/nobody-wrote-this");
    expect(document.querySelector("main h1")?.textContent).toBe("News article");
    expect(document.querySelectorAll("style[data-build-css]")).toHaveLength(0);
  });
});
