import { ApiError, TIMED_OUT, UNREACHABLE, errorMessage } from "../../../src/lib/api/client";
import { feedError } from "../../../src/lib/api/feedError";
import urduNews from "../../../data/i18n/ur/news.json";
import {
  embeddedNewsItem,
  embeddedNewsPage,
  newsItemPath,
  newsItemOf,
} from "../../../contract/lib/api/news";
import { fetchLatestNews, fetchNewsItem, fetchNewsPage } from "../../../src/lib/api/newsRequests";
import { EMBEDDED_NEWS_ITEM, EMBEDDED_NEWS_PAGE } from "../../../contract/lib/api/embeddedData";
import { readEmbeddedJson, releaseEmbeddedJson } from "../../../src/lib/api/readEmbeddedJson";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";

afterEach(() => jest.restoreAllMocks());

describe("newsItemOf", () => {
  it("takes an item in the site's shape as it is", () => {
    const raw = siteNews(1, { link: "https://example.com/a", lang: "ur" });
    expect(newsItemOf(raw)).toEqual(raw);
  });

  it("reads no other spelling: the seed's names are for outside clients", () => {
    const seed = {
      _id: "id-1",
      title: "News item 1",
      slug: "news-item-1",
      thumbnail: "/media/news/1.jpg",
      excerpt: "An excerpt.",
      content: "<p>Body.</p>",
      publishedAt: "2025-03-05T10:00:00.000Z",
      createdAt: "2025-03-04T10:00:00.000Z",
      author: { name: "QWP Press Office", image: null, email: null },
      category: { name: "Party Affairs" },
    };
    expect(newsItemOf(seed)).toBeNull();
    expect(newsItemOf({ data: siteNews(1) })).toBeNull();
    expect(newsItemOf({ news: siteNews(1) })).toBeNull();
    expect(newsItemOf(siteNews(1, { summary: undefined, excerpt: "An excerpt." }))).toBeNull();
    expect(newsItemOf(siteNews(1, { publishedAt: undefined, createdAt: "2024-01-02T00:00:00Z" }))).toBeNull();
  });

  it("refuses items without an id, a title or a language the site has", () => {
    expect(newsItemOf(siteNews(1, { id: "" }))).toBeNull();
    expect(newsItemOf(siteNews(1, { title: "" }))).toBeNull();
    expect(newsItemOf(siteNews(1, { lang: "fr" }))).toBeNull();
    expect(newsItemOf("nonsense")).toBeNull();
  });

  it("keeps only the picture files it can render", () => {
    const good = { width: 400, height: 225, url: "/media/library/a-400.avif", type: "image/avif" };
    const item = newsItemOf(
      siteNews(1, {
        image: {
          url: "/media/library/a-1200.jpg",
          width: 1200,
          height: 675,
          variants: [
            good,
            { ...good, url: "javascript:alert(1)" },
            { ...good, url: "//evil.example/x.jpg" },
            { ...good, url: "/a.jpg 9999w, /b.jpg" },
            { ...good, width: "400" },
            { ...good, height: undefined },
            { ...good, type: "image/gif" },
          ],
        },
      }),
    );
    expect(item?.image).toEqual({ url: "/media/library/a-1200.jpg", width: 1200, height: 675, variants: [good] });
    expect(newsItemOf(siteNews(2, { image: { url: "/x.jpg", width: 0, height: "1" } }))?.image).toEqual({
      url: "/x.jpg",
      width: null,
      height: null,
      variants: [],
    });
    expect(newsItemOf(siteNews(3, { image: { url: "" } }))?.image).toBeNull();
  });

  it("links by slug, else by id", () => {
    expect(newsItemPath({ id: "abc", slug: "a-slug" })).toBe("/news/a-slug");
    expect(newsItemPath({ id: "abc 1", slug: "" })).toBe("/news/abc%201");
  });
});

describe("news calls", () => {
  it("GETs news?page=N in the site's shape from the API base and reads the page", async () => {
    const fetch = mockFetch(() => jsonResponse({ news: [siteNews(1), siteNews(2)], page: 3, totalPages: 4, total: 30 }));
    const page = await fetchNewsPage(3);
    expect(fetch).toHaveBeenCalledWith("/api/news?page=3&shape=site", expect.objectContaining({ method: "GET" }));
    expect(page).toMatchObject({ page: 3, totalPages: 4, total: 30 });
    expect(page.news.map((n) => n.id)).toEqual(["id-1", "id-2"]);
  });

  it("GETs news/latest (an array) and news/{id} in the site's shape", async () => {
    const fetch = mockFetch((url) =>
      url.includes("/latest?") ? jsonResponse([siteNews(7)]) : jsonResponse(siteNews(8, { slug: "a/b" })),
    );
    expect((await fetchLatestNews())[0].title).toBe("News item 7");
    expect((await fetchNewsItem("a/b"))?.id).toBe("id-8");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/news/latest?shape=site", "/api/news/a%2Fb?shape=site"]);
  });

  it("answers null for an empty body and for an empty id", async () => {
    const fetch = mockFetch(() => new Response("", { status: 200 }));
    expect(await fetchNewsItem("x")).toBeNull();
    expect(await fetchNewsItem("")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("logs a failed request and rethrows the server's body", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(() => jsonResponse({ message: "News article not found." }, 404));
    const error = await fetchNewsItem("nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { message: "News article not found." }, message: "News article not found." });
    expect(log).toHaveBeenCalledWith("API GET /api/news/nope?shape=site failed", error);
  });

  it("rejects a list in an unexpected shape, the seed's among them", async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    await expect(fetchNewsPage(1)).rejects.toThrow(/unexpected shape/);
    mockFetch(() => jsonResponse({ news: [{ _id: "a", title: "T", excerpt: "E", content: "" }], totalPages: 1 }));
    await expect(fetchNewsPage(1)).rejects.toThrow(/unexpected shape/);
    mockFetch(() => jsonResponse({ data: [siteNews(1)] }));
    await expect(fetchLatestNews()).rejects.toThrow(/unexpected shape/);
  });
});

describe("errorMessage", () => {
  it("prefers the server's message, then network wording, then the screen's fallback", () => {
    expect(errorMessage(new ApiError("Busy", 503, { message: "Busy" }), "Failed to load news")).toBe("Busy");
    expect(errorMessage(new ApiError("Request failed (500)", 500, "<html>"), "Failed to load news")).toBe(
      "Failed to load news",
    );
    expect(errorMessage(new ApiError("The server took too long to answer.", 0, null), "x")).toBe(
      "The server took too long to answer.",
    );
    expect(errorMessage(new TypeError("boom"), "Failed to load latest news")).toBe("Failed to load latest news");
  });
});

describe("feedError", () => {
  // The Urdu edition's words, so a sentence left in English would show.
  const t = (key: string) => ({ "news.timeout": urduNews.timeout, "news.unreachable": urduNews.unreachable })[key] ?? key;

  it("says why no answer came in the edition's words, else what errorMessage says", () => {
    expect(feedError(new ApiError(TIMED_OUT, 0, null), "x", t)).toBe(urduNews.timeout);
    expect(feedError(new ApiError(UNREACHABLE, 0, null), "x", t)).toBe(urduNews.unreachable);
    expect(feedError(new ApiError("Busy", 503, { message: "Busy" }), "x", t)).toBe("Busy");
    expect(feedError(new TypeError("boom"), "Failed to load events", t)).toBe("Failed to load events");
  });
});

describe("data the server embedded in the page", () => {
  const embed = (id: string, body: unknown, attributes: Record<string, string> = {}) => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = id;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.textContent = JSON.stringify(body);
    document.head.append(script);
  };
  afterEach(() => document.head.replaceChildren());

  it("an article page reads its embedded article, for its own id or slug only, until it is released", () => {
    embed(EMBEDDED_NEWS_ITEM, siteNews(2));
    const embedded = readEmbeddedJson(EMBEDDED_NEWS_ITEM)!;
    expect(embeddedNewsItem(embedded, "news-item-2")?.title).toBe("News item 2");
    expect(embeddedNewsItem(embedded, "id-2")?.title).toBe("News item 2");
    expect(embeddedNewsItem(embedded, "news-item-3")).toBeUndefined();
    // Reading again (a render React starts over) gives the same; after the first commit it is gone.
    expect(readEmbeddedJson(EMBEDDED_NEWS_ITEM)).toBe(embedded);
    releaseEmbeddedJson(EMBEDDED_NEWS_ITEM);
    expect(readEmbeddedJson(EMBEDDED_NEWS_ITEM)).toBeUndefined();
  });

  it("the list takes the embedded page only for the page number it was written for", () => {
    embed(EMBEDDED_NEWS_PAGE, { news: [siteNews(10), siteNews(11)], totalPages: 4 }, { "data-page": "2" });
    const embedded = readEmbeddedJson(EMBEDDED_NEWS_PAGE)!;
    expect(embeddedNewsPage(embedded, 1)).toBeUndefined();
    const page = embeddedNewsPage(embedded, 2);
    expect(page).toMatchObject({ totalPages: 4 });
    expect(page?.news.map((n) => n.title)).toEqual(["News item 10", "News item 11"]);
  });

  it("an embedded body in a shape it cannot read is as if there were none", () => {
    embed(EMBEDDED_NEWS_PAGE, { news: "nope" }, { "data-page": "1" });
    expect(embeddedNewsPage(readEmbeddedJson(EMBEDDED_NEWS_PAGE)!, 1)).toBeUndefined();
  });

  it("embedded text that is not JSON is ignored", () => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = EMBEDDED_NEWS_ITEM;
    script.textContent = "{not json";
    document.head.append(script);
    expect(readEmbeddedJson(EMBEDDED_NEWS_ITEM)).toBeUndefined();
  });
});
