import { ApiError, errorMessage } from "../../../src/lib/api/client";
import {
  embeddedNewsItem,
  embeddedNewsPage,
  newsItemPath,
  normaliseNewsItem,
} from "../../../contract/lib/api/news";
import { fetchLatestNews, fetchNewsItem, fetchNewsPage } from "../../../src/lib/api/newsRequests";
import { EMBEDDED_NEWS_ITEM, EMBEDDED_NEWS_PAGE } from "../../../contract/lib/api/embeddedData";
import { readEmbeddedJson, releaseEmbeddedJson } from "../../../src/lib/api/readEmbeddedJson";
import { jsonResponse, mockFetch, rawNews } from "../../../test-support/fetch";

afterEach(() => jest.restoreAllMocks());

describe("normaliseNewsItem", () => {
  it("maps the server's _id / thumbnail / excerpt spelling", () => {
    expect(normaliseNewsItem(rawNews(1, { link: "https://example.com/a" }))).toEqual({
      id: "id-1",
      title: "News item 1",
      slug: "news-item-1",
      image: "/media/news/1.jpg",
      excerpt: "Excerpt of item 1.",
      content: "<p>Body of item 1.</p>",
      link: "https://example.com/a",
      date: "2025-03-05T10:00:00.000Z",
      author: { name: "QWP Press Office", image: undefined, email: "press@qwp.org.pk" },
      category: "Party Affairs",
    });
  });

  it("maps the id / image / summary spelling and falls back to createdAt", () => {
    const item = normaliseNewsItem({
      id: 42,
      title: "Other shape",
      image: "https://cdn.example.com/x.jpg",
      summary: "A summary.",
      createdAt: "2024-01-02T00:00:00Z",
      author: "Someone",
      category: "Events",
    });
    expect(item).toMatchObject({
      id: "42",
      slug: "",
      image: "https://cdn.example.com/x.jpg",
      excerpt: "A summary.",
      date: "2024-01-02T00:00:00Z",
      author: { name: "Someone" },
      category: "Events",
      content: "",
    });
    expect(item.link).toBeUndefined();
  });

  it("treats empty strings and nulls as missing", () => {
    const item = normaliseNewsItem(rawNews(2, { thumbnail: "", image: null, excerpt: " ", author: { name: "" }, category: null }));
    expect(item.image).toBeUndefined();
    expect(item.excerpt).toBe("");
    expect(item.author).toBeUndefined();
    expect(item.category).toBeUndefined();
  });

  it("rejects items without an id or a title", () => {
    expect(() => normaliseNewsItem({ title: "No id" })).toThrow(/without an id or title/);
    expect(() => normaliseNewsItem({ _id: "x" })).toThrow(/without an id or title/);
    expect(() => normaliseNewsItem("nonsense")).toThrow(/unexpected shape/);
  });

  it("links by slug, else by id", () => {
    expect(newsItemPath({ id: "abc", slug: "a-slug" })).toBe("/news/a-slug");
    expect(newsItemPath({ id: "abc 1", slug: "" })).toBe("/news/abc%201");
  });
});

describe("news calls", () => {
  it("GETs news?page=N from the API base and normalises the page", async () => {
    const fetch = mockFetch(() => jsonResponse({ news: [rawNews(1), rawNews(2)], totalPages: 4 }));
    const page = await fetchNewsPage(3);
    expect(fetch).toHaveBeenCalledWith("/api/news?page=3", expect.objectContaining({ method: "GET" }));
    expect(page.totalPages).toBe(4);
    expect(page.news.map((n) => n.id)).toEqual(["id-1", "id-2"]);
  });

  it("GETs news/latest (an array) and news/{id}", async () => {
    const fetch = mockFetch((url) =>
      url.endsWith("/latest") ? jsonResponse([rawNews(7)]) : jsonResponse(rawNews(8, { slug: "a/b" })),
    );
    expect((await fetchLatestNews())[0].title).toBe("News item 7");
    expect((await fetchNewsItem("a/b"))?.id).toBe("id-8");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/news/latest", "/api/news/a%2Fb"]);
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
    expect(log).toHaveBeenCalledWith("API GET /api/news/nope failed", error);
  });

  it("rejects a list in an unexpected shape", async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    await expect(fetchNewsPage(1)).rejects.toThrow(/unexpected shape/);
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
    embed(EMBEDDED_NEWS_ITEM, rawNews(2));
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
    embed(EMBEDDED_NEWS_PAGE, { news: [rawNews(10), rawNews(11)], totalPages: 4 }, { "data-page": "2" });
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
