/** @jest-environment node */
/**
 * Every article's schema.org/NewsArticle in every edition, read back with extruct (the structured
 * data extractor), and held to Google's Article rich-result rules: a headline, ISO 8601 dates with a
 * zone, the modified date not before the published one, absolute image addresses, an author with a
 * name and address, a publisher with its logo.
 */
import { makeNews } from "../../test-support/fixtures/content";
import { readJsonLd } from "../../test-support/pythonParsers";
import { createTestApp } from "../../test-support/server";
import urSite from "../../data/ur/site.json";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
const SITE = "https://www.qwp.org.pk";
type Organization = { "@type": string; name: string; url: string; logo?: { url: string } };
type Article = {
  "@context": string;
  headline: string;
  datePublished: string;
  dateModified: string;
  image: string[];
  author: Organization[];
  publisher: Organization & { logo: { url: string } };
  [key: string]: unknown;
};
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SITE_URL: SITE } });
  const [english, withoutPhoto] = makeNews(2);
  server.news.insert([english]);
  server.news.insert([{ ...withoutPhoto, thumbnail: null, thumbnailWidth: null, thumbnailHeight: null, lang: "ur", title: "پشاور میں جلسہ" }]);
});
afterAll(() => server.close());

const articleOf = async (path: string) => {
  const response = await server.request(path, { headers: { "accept-encoding": "identity" } });
  expect(response.statusCode).toBe(200);
  const articles = readJsonLd(response.body, SITE + path).filter((data) => data["@type"] === "NewsArticle");
  expect(articles).toHaveLength(1);
  return articles[0] as Article;
};

function expectGoogleArticle(article: Article) {
  expect(article["@context"]).toBe("https://schema.org");
  expect(typeof article.headline).toBe("string");
  expect(article.headline.length).toBeGreaterThan(0);
  expect(article.datePublished).toMatch(ISO_WITH_ZONE);
  expect(article.dateModified).toMatch(ISO_WITH_ZONE);
  expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(Date.parse(article.datePublished));
  expect(article.image.length).toBeGreaterThan(0);
  for (const image of article.image) expect(image).toMatch(/^https:\/\//);
  for (const author of article.author) {
    expect(author["@type"]).toBe("Organization");
    expect(author.name).toBeTruthy();
    expect(author.url).toMatch(/^https:\/\//);
  }
  expect(article.publisher["@type"]).toBe("Organization");
  expect(article.publisher.logo.url).toMatch(/^https:\/\/.+\.png$/);
}

it("an English article: its headline, dates, photo, the party as author and publisher", async () => {
  const article = await articleOf("/news/story-1");
  expectGoogleArticle(article);
  expect(article).toMatchObject({
    headline: "Story 1",
    datePublished: "2026-01-31T12:00:00.000Z",
    url: `${SITE}/news/story-1`,
    image: [`${SITE}/media/news/story-1.jpg`],
    inLanguage: "en",
    author: [{ name: "Qaumi Watan Party", url: `${SITE}/` }],
    publisher: { name: "Qaumi Watan Party", logo: { url: `${SITE}/images/qwp-icon.png` } },
  });
});

it("in the Urdu and Pashto editions: the edition's address and the party's name in its words, the article's own language", async () => {
  const urdu = await articleOf("/ur/news/story-2");
  expectGoogleArticle(urdu);
  expect(urdu).toMatchObject({
    headline: "پشاور میں جلسہ",
    url: `${SITE}/ur/news/story-2`,
    inLanguage: "ur",
    // No photo of its own: the site's share picture.
    image: [`${SITE}/og-default.png`],
    author: [{ name: urSite.name, url: `${SITE}/ur` }],
  });
  const pashto = await articleOf("/ps/news/story-1");
  expectGoogleArticle(pashto);
  expect(pashto).toMatchObject({ url: `${SITE}/ps/news/story-1`, inLanguage: "en" });
});

it("dates a changed article's dateModified by its last edit", async () => {
  server.db.prepare("UPDATE news SET updated_at = ? WHERE slug = ?").run("2026-02-03T08:00:00.000Z", "story-1");
  expect((await articleOf("/news/story-1")).dateModified).toBe("2026-02-03T08:00:00.000Z");
});
