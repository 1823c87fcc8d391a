/** @jest-environment node */
/**
 * The news, article and videos markup the server writes into the Urdu and Pashto pages: in the
 * page's own words (its page data's strings, as the browser's first render has them), its dates in
 * the edition's locale, an article's own text marked with the article's language.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { EMBEDDED_NEWS_PAGE, EMBEDDED_VIDEOS_PAGE } from "../../contract/lib/api/embeddedData";
import { createTestApp } from "../../test-support/server";
import { makeNews } from "../../test-support/fixtures/content";
import ur from "../../data/i18n/ur/news.json";
import urVideos from "../../data/i18n/ur/videos.json";
import ps from "../../data/i18n/ps/news.json";
import urSite from "../../data/ur/site.json";
import urServer from "../../data/i18n/ur/server.json";
import psSite from "../../data/ps/site.json";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

// 29 January 2026 12:00 UTC (story 3) is 17:00 in Pakistan: the 29th there.
const STORY_3_UR = new Intl.DateTimeFormat("ur-PK", {
  dateStyle: "long",
  timeZone: "Asia/Karachi",
}).format(new Date(Date.UTC(2026, 0, 29, 12)));

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SITE_URL: "https://www.qwp.org.pk" } });
  server.news.insert(makeNews(12));
  const video = server.db.prepare(
    "INSERT INTO videos VALUES (?, ?, ?, ?, 480, 360, 'UCchannel', 'QWP', ?)",
  );
  for (let i = 0; i < 3; i += 1)
    video.run(
      `vid${String(i).padStart(8, "0")}`,
      `Video ${i}`,
      `About video ${i}`,
      `/media/videos/${i}.jpg`,
      new Date(Date.UTC(2026, 0, 31) - i * 86_400_000).toISOString(),
    );
});
afterAll(() => server.close());

const get = (url: string) => server.request(url, { headers: { "accept-encoding": "identity" } });
const parse = async (url: string) => new JSDOM((await get(url)).body).window.document;
const main = (document: Document) => document.querySelector("main#main-content")!;

describe("the Urdu news list", () => {
  it("without articles in Urdu: its words, Urdu's empty state and the link to the other editions, no English article", async () => {
    const document = await parse("/ur/news");
    expect(main(document).querySelector("h1")?.textContent).toBe(ur.title);
    expect(main(document).textContent).toContain(ur.intro);
    expect(main(document).textContent).toContain(ur.empty);
    expect(main(document).querySelectorAll("article")).toHaveLength(0);
    const others = main(document).querySelector("[data-other-editions]")!;
    expect(others.textContent).toBe("انگریزی اور پشتو میں بھی خبریں پڑھیں۔");
    expect(Array.from(others.querySelectorAll("a"), (a) => [a.getAttribute("href"), a.getAttribute("hreflang")])).toEqual([
      ["/news", "en"],
      ["/ps/news", "ps"],
    ]);
  });

  it("with articles in Urdu: those alone, in Urdu, paged among themselves, as the embedded list the page hydrates from", async () => {
    server.news.insert(
      Array.from({ length: 10 }, (_, i) => ({
        ...makeNews(1)[0],
        id: `urdu${String(i).padStart(19, "0")}`,
        slug: `urdu-story-${i}`,
        title: `اردو خبر ${i}`,
        lang: "ur" as const,
        publishedAt: new Date(Date.UTC(2020, 0, 10 - i)).toISOString(),
      })),
    );
    const html = (await get("/ur/news")).body;
    const document = new JSDOM(html).window.document;
    expect(main(document).textContent).not.toContain(ur.empty);
    const cards = Array.from(main(document).querySelectorAll("article"));
    expect(cards.map((card) => card.querySelector("h2")?.textContent)).toEqual(Array.from({ length: 9 }, (_, i) => `اردو خبر ${i}`));
    const first = cards[0];
    // Written in the edition's language: nothing to mark.
    expect(first.querySelector("h2")?.hasAttribute("lang")).toBe(false);
    expect(first.querySelector("time")?.textContent).toBe(
      new Intl.DateTimeFormat("ur-PK", { dateStyle: "long", timeZone: "Asia/Karachi" }).format(new Date("2020-01-10T00:00:00.000Z")),
    );
    const embedded = JSON.parse(document.getElementById(EMBEDDED_NEWS_PAGE)!.textContent!);
    expect(embedded).toEqual(JSON.parse((await get("/api/news?page=1&lang=ur&only=lang&shape=site")).body));
    expect(embedded).toMatchObject({ totalPages: 2, inLanguage: 10, others: 12 });
    const pager = main(document).querySelector(`nav[aria-label="${ur.pages}"]`)!;
    expect(pager.querySelector('[aria-current="page"]')?.getAttribute("aria-label")).toBe("صفحہ 1");
    expect(pager.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/ur/news?page=2");
    const second = await parse("/ur/news?page=2");
    expect(Array.from(main(second).querySelectorAll("article h2"), (h) => h.textContent)).toEqual(["اردو خبر 9"]);
    expect(main(second).querySelector("[data-other-editions]")).not.toBeNull();
  });
});

describe("an article in an edition", () => {
  it("an English article in Urdu: marked English, the site's words around it in Urdu, its date in ur-PK", async () => {
    const document = await parse("/ur/news/story-3");
    const article = main(document).querySelector("article")!;
    expect([article.getAttribute("lang"), article.getAttribute("dir")]).toEqual(["en", "ltr"]);
    expect(article.querySelector("h1")?.textContent).toBe("Story 3");
    const back = main(document).querySelector('a[href="/ur/news"]');
    expect(back?.textContent).toBe(` ${ur.backToNews}`);
    // Outside the article: the page's language.
    expect(back?.closest("[lang]")).toBe(document.documentElement);
    const time = article.querySelector("time")!;
    expect(time.textContent).toBe(STORY_3_UR);
    expect(time.closest("[lang]")?.getAttribute("lang")).toBe("ur");
    const share = Array.from(article.querySelectorAll("button")).find((b) =>
      b.textContent?.includes(ur.share),
    )!;
    expect(share.closest("[lang]")?.getAttribute("lang")).toBe("ur");
    expect(share.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    const author = article.querySelector(`aside[aria-label="${ur.aboutAuthor}"]`)!;
    expect([author.getAttribute("lang"), author.getAttribute("dir")]).toEqual(["ur", "rtl"]);
    expect(author.textContent).toContain(ur.writtenBy);
    expect(main(document).textContent).not.toMatch(/Back to News|Written by|Share/);
  });

  it("in Pashto: the date in Pashto, Gregorian (not Afghanistan's Solar Hijri calendar)", async () => {
    const document = await parse("/ps/news/story-3");
    const time = main(document).querySelector("time")!;
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat("ps-AF", {
        dateStyle: "long",
        calendar: "gregory",
        timeZone: "Asia/Karachi",
      }).format(new Date(Date.UTC(2026, 0, 29, 12))),
    );
    expect(time.textContent).toContain("۲۰۲۶");
    expect(main(document).querySelector('a[href="/ps/news"]')?.textContent).toBe(
      ` ${ps.backToNews}`,
    );
  });

  it("its share card: the edition's address, locale and the article in every edition", async () => {
    const html = (await get("/ur/news/story-3")).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/rel="canonical"[^>]*/g)).toEqual([
      'rel="canonical" href="https://www.qwp.org.pk/ur/news/story-3"',
    ]);
    expect(head).toContain('property="og:url" content="https://www.qwp.org.pk/ur/news/story-3"');
    expect(head).toContain('property="og:locale" content="ur_PK"');
    expect(head.match(/property="og:locale:alternate" content="[^"]+"/g)).toEqual([
      'property="og:locale:alternate" content="en_GB"',
      'property="og:locale:alternate" content="ps_AF"',
    ]);
    expect(head.match(/hreflang="[^"]+" href="[^"]+"/g)).toEqual([
      'hreflang="en" href="https://www.qwp.org.pk/news/story-3"',
      'hreflang="ur" href="https://www.qwp.org.pk/ur/news/story-3"',
      'hreflang="ps" href="https://www.qwp.org.pk/ps/news/story-3"',
      'hreflang="x-default" href="https://www.qwp.org.pk/news/story-3"',
    ]);
  });
});

describe("an article's title and share card in the editions", () => {
  const headOf = async (url: string) => {
    const html = (await get(url)).body;
    return html.slice(0, html.indexOf("</head>"));
  };
  const content = (head: string, key: string) =>
    Array.from(head.matchAll(new RegExp(`(?:property|name)="${key}" content="([^"]*)"`, "g")), (m) => m[1]);

  it.each([
    ["/ur/news/story-3", urSite.name],
    ["/ps/news/story-3", psSite.name],
  ])("%s: the title ends with the party's name as the edition writes it, and the card names the site so", async (url, name) => {
    const head = await headOf(url);
    expect(head.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual([`<title data-gatsby-head="true">Story 3 | ${name}</title>`]);
    expect(content(head, "og:site_name")).toEqual([name]);
    // The card's own title is the article's, with no site name glued to it in any language.
    expect(content(head, "og:title")).toEqual(["Story 3"]);
    expect(content(head, "twitter:title")).toEqual(["Story 3"]);
    expect(head).not.toContain("Qaumi Watan Party");
  });

  it("the Urdu feed names the party in Urdu; the English feed as before", async () => {
    const channelTitle = async (url: string) => /<channel>\s*<title>([^<]*)<\/title>/.exec((await get(url)).body)?.[1];
    expect(await channelTitle("/ur/news/rss.xml")).toBe(urServer.rssTitle.replace("{site}", urSite.name));
    expect(await channelTitle("/news/rss.xml")).toBe("Qaumi Watan Party news");
  });

  it("in English, the English name as before", async () => {
    const head = await headOf("/news/story-3");
    expect(head.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual(['<title data-gatsby-head="true">Story 3 | Qaumi Watan Party</title>']);
    expect(content(head, "og:site_name")).toEqual(["Qaumi Watan Party"]);
  });
});

describe("the Urdu videos page", () => {
  it("its heading, cards and links in Urdu", async () => {
    const document = await parse("/ur/gallery/videos");
    expect(main(document).querySelector("h1")?.textContent).toBe(urVideos.title);
    const links = Array.from(main(document).querySelectorAll("article a"));
    expect(links).toHaveLength(3);
    expect(links[0].textContent?.trim()).toBe(urVideos.watch);
    expect(links[0].getAttribute("aria-label")).toBe(
      urVideos.watchLabel.replace("{title}", "Video 0"),
    );
    expect(main(document).textContent).not.toContain("Watch Video");
  });

  it("without its page data's strings, is served as built: the browser then loads the videos", async () => {
    fs.rmSync(path.join(server.config.publicDir, "page-data/ur/gallery/videos/page-data.json"));
    const html = (await get("/ur/gallery/videos")).body;
    expect(html).not.toContain(`id="${EMBEDDED_VIDEOS_PAGE}"`);
    expect(new JSDOM(html).window.document.querySelector("main h1")?.textContent).toBe("ویڈیوز");
    expect(html).not.toContain("<article");
  });
});
