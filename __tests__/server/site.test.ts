/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { THEME_SCRIPT } from "../../contract/theme/themeScript";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import { SHARED } from "../../server/site/headers";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SITE_URL: "https://www.qwp.org.pk" } });
  server.news.insert(makeNews(25));
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.request(url, { headers });
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("pages", () => {
  it("serves every static page with the short shared lifetime", async () => {
    for (const url of ["/", "/about/about", "/news", "/leader/asfandyar"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe(SHARED);
    }
    expect((await get("/about/about")).body).toContain("<h1>About Party</h1>");
  });

  it("redirects a trailing slash to the page (trailingSlash: never) keeping the query", async () => {
    const response = await get("/about/about/?ref=x");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about/about?ref=x");
  });

  it("answers client-only routes with their page on deep link and reload", async () => {
    const article = await get("/news/story-2");
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain(`>${makeNews(3)[1].title}</h1>`);
    const byId = await get(`/news/${makeNews(1)[0].id}`);
    expect(byId.statusCode).toBe(200);
  });

  it("gives the not-found pages of client-only routes the status 404", async () => {
    for (const url of ["/news/some-story-nobody-has", "/news/a/b", "/leader/unknown-person"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(url.startsWith("/news") ? "News article" : "Leader not found.");
    }
    expect((await get("/leader/asfandyar")).statusCode).toBe(200);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const url of ["/no/such/page", "/404", "/404.html", "/.secret", "/%2e%2e/%2e%2e/etc/passwd", "/page-data/nope/page-data.json"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Oops! Page Not Found");
    }
  });

  it("answers a malformed URL with 400, not 500", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
  });

  it("redirects /wing/{slug} permanently to /wings/{slug}", async () => {
    const response = await get("/wing/youth-wing");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/wings/youth-wing");
  });

  it("answers other methods on pages with 405, not 500", async () => {
    const response = await server.request("/about/about", { method: "DELETE" });
    expect(response.statusCode).toBe(405);
  });
});

describe("headers", () => {
  it("sends the security headers everywhere", async () => {
    for (const url of ["/", "/api/news", "/app-0123456789abcdef0123.js", "/nope"]) {
      const { headers } = await get(url);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("lets exactly the page's own inline scripts run, by hash, and nothing inline else", async () => {
    const response = await get("/about/about");
    const csp = response.headers["content-security-policy"] as string;
    const directives = Object.fromEntries(csp.split(";").map((d) => { const [name, ...values] = d.trim().split(/\s+/); return [name, values]; }));
    expect(directives["script-src"]).toEqual(expect.arrayContaining(["'self'", sha(THEME_SCRIPT), sha('/*<![CDATA[*/window.pagePath="/about/about";/*]]>*/')]));
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).not.toContain("'unsafe-eval'");
    expect(directives["script-src"]).toHaveLength(3);
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["img-src"]).toEqual(expect.arrayContaining(["data:", "https://i.ytimg.com"]));
    expect(directives["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
    expect(directives["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("keeps hashed assets for a year and revalidates page data", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/static/abcdef0123456789/logo.png")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/page-data/sq/d/123456789.json")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/page-data/index/page-data.json")).headers["cache-control"]).toBe(SHARED);
    expect((await get("/manifest.webmanifest")).headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/");
    const again = await get("/", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.raw).toHaveLength(0);
  });
});

describe("compression", () => {
  it("sends Brotli or gzip to clients that accept them", async () => {
    const plain = await get("/");
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(plain.body);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2);
    const gz = await get("/app-0123456789abcdef0123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.raw).toString()).toContain("console.log('qwp');");
  });

  it("sends a file's stored compressed form as stored, with its own length and ETag in each encoding", async () => {
    const url = "/app-0123456789abcdef0123.js";
    const file = path.join(server.config.publicDir, url);
    const [plain, br, gz] = await Promise.all(["identity", "br", "gzip"].map((encoding) => get(url, { "accept-encoding": encoding })));
    expect(br.raw.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    expect(gz.raw.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
    expect(plain.raw.equals(fs.readFileSync(file))).toBe(true);
    expect([plain, br, gz].map((r) => Number(r.headers["content-length"]))).toEqual([plain.raw.length, br.raw.length, gz.raw.length]);
    expect([plain, br, gz].map((r) => r.headers.vary)).toEqual(["Accept-Encoding", "Accept-Encoding", "Accept-Encoding"]);
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
    const again = await get(url, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect([again.statusCode, again.raw.length]).toEqual([304, 0]);
  });

  it("never answers with a stored compressed form at an address of its own", async () => {
    expect((await get("/app-0123456789abcdef0123.js.br")).statusCode).toBe(404);
    expect((await get("/index.html.gz")).statusCode).toBe(404);
  });

  it("compresses API answers too, naming Accept-Encoding in Vary once", async () => {
    const response = await get("/api/news", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(response.raw).toString()).news).toHaveLength(9);
    expect(response.headers.vary).toBe("Accept-Encoding");
    const gz = await get("/api/news", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.raw).toString()).news).toHaveLength(9);
  });

  it("sends a small API answer as it is (under 1 KB compression saves nothing)", async () => {
    const response = await get("/api/news/no-such-item", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBeUndefined();
    // Another answer at this address may be big enough to compress: a cache must key on the encoding.
    expect(String(response.headers.vary).split(", ")).toContain("Accept-Encoding");
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("sends identity when the client accepts nothing", async () => {
    const response = await get("/", { "accept-encoding": "identity" });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

describe("share cards on /news/{id or slug}", () => {
  const metas = (html: string) => {
    const found: Record<string, string[]> = {};
    for (const [, , key, value] of html.matchAll(/<meta[^>]*?(property|name)="([^"]+)" content="([^"]*)"/g)) (found[key] ??= []).push(value);
    return found;
  };

  it("writes the article's title, description, image and canonical URL into the served HTML", async () => {
    const response = await get("/news/story-3");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/g)).toEqual(['<title data-gatsby-head="true">Story 3 | Qaumi Watan Party</title>']);
    const m = metas(html);
    expect(m["og:title"]).toEqual(["Story 3"]);
    expect(m["description"]).toEqual(["Summary of story 3."]);
    expect(m["og:description"]).toEqual(["Summary of story 3."]);
    expect(m["og:image"]).toEqual(["https://www.qwp.org.pk/media/news/story-3.jpg"]);
    expect(m["og:image:width"]).toEqual(["1200"]);
    expect(m["og:image:height"]).toEqual(["630"]);
    expect(m["og:url"]).toEqual(["https://www.qwp.org.pk/news/story-3"]);
    expect(m["og:type"]).toEqual(["article"]);
    expect(m["twitter:card"]).toEqual(["summary_large_image"]);
    expect(html.match(/rel="canonical"[^>]*/g)).toEqual(['rel="canonical" href="https://www.qwp.org.pk/news/story-3"']);
    expect(html).toContain("Summary of story 3.");
  });

  it("finds the article by its _id as well, and escapes what it writes", async () => {
    server.news.insert([{ ...makeNews(1)[0], id: "evil0000000000000000000a", slug: "evil", title: 'A "quoted" <b>title</b> & more' }]);
    const response = await get("/news/evil0000000000000000000a");
    expect(response.body).toContain("<title data-gatsby-head=\"true\">A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more | Qaumi Watan Party</title>");
    expect(metas(response.body)["og:url"]).toEqual(["https://www.qwp.org.pk/news/evil"]);
  });

  it("leaves the generic page for unknown articles", async () => {
    const response = await get("/news/unknown-story");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title data-gatsby-head=\"true\">News | Qaumi Watan Party</title>");
    expect(metas(response.body)["og:image"]).toBeUndefined();
  });
});

describe("RSS", () => {
  it("serves RSS 2.0 of the latest 20 at /news/rss.xml", async () => {
    const response = await get("/news/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain("<link>https://www.qwp.org.pk/news/story-1</link>");
    expect(xml).toContain("<pubDate>Sat, 31 Jan 2026 12:00:00 GMT</pubDate>");
    expect(xml).toContain("<content:encoded><![CDATA[");
  });
});

describe("media", () => {
  it("serves files from the media directory and nothing outside it", async () => {
    expect((await get("/media/news/a.jpg")).statusCode).toBe(200);
    expect((await get("/media/../qwp.sqlite")).statusCode).toBe(404);
    expect((await get("/media/%2e%2e/qwp.sqlite")).statusCode).toBe(404);
  });
});
