/**
 * News and videos in the Urdu and Pashto editions: their own words in the edition's language, the
 * list with the edition's articles first (the demonstration news has a few in each), an article
 * marked with its own language, content the server wrote in the edition's words that React hydrates without a
 * warning, pages that load at runtime, the error state, and axe. Each page is loaded once and
 * checked for several things, axe in both themes on that one load.
 */
import { expect, test, type Page } from "@playwright/test";
import ps from "../data/i18n/ps/news.json";
import ur from "../data/i18n/ur/news.json";
import psSite from "../data/ps/site.json";
import urSite from "../data/ur/site.json";
import urVideos from "../data/i18n/ur/videos.json";
import type { NewsInput } from "../server/news/newsRepository";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import {
  gotoOk,
  hydrated,
  presetTheme,
  settle,
  switchStoredTheme,
} from "../test-support/e2e/browser";
import { collectErrors, isParsedNode, markParsedNode } from "../test-support/e2e/hydration";
import { startNewsServer } from "../test-support/e2e/newsServer";

test.describe.configure({ mode: "parallel" });

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const horizontalOverflow = (page: Page) =>
  page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );

type ApiPage = { news: { slug: string; title: string }[]; inLanguage?: number };

test("/ur/news: Urdu words, the demonstration's Urdu articles first, then English cards marked English, clean hydration, page 2 at runtime, axe", async ({
  page,
  request,
}) => {
  const first = (await (await request.get("/api/news?page=1&lang=ur")).json()) as ApiPage;
  const second = (await (await request.get("/api/news?page=2&lang=ur")).json()) as ApiPage;
  // The demonstration news has a few articles written in Urdu, listed before the others.
  const inUrdu = first.inLanguage ?? 0;
  expect(inUrdu).toBeGreaterThanOrEqual(3);
  const errors = collectErrors(page);
  await markParsedNode(page, "main article h2");
  await presetTheme(page, "light");
  await gotoOk(page, "/ur/news");
  await hydrated(page);
  await settle(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ur.title);
  await expect(page.getByText(ur.noneInLanguage)).toHaveCount(0);
  const urdu = cards(page).first().getByRole("heading");
  await expect(urdu).toHaveText(first.news[0].title);
  expect(await urdu.getAttribute("lang"), "written in the edition's language").toBeNull();
  await expect(urdu.getByRole("link")).toHaveAttribute("href", `/ur/news/${first.news[0].slug}`);
  const heading = cards(page).nth(inUrdu).getByRole("heading");
  await expect(heading).toHaveText(first.news[inUrdu].title);
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(heading).toHaveAttribute("dir", "ltr");
  await expect(heading.getByRole("link")).toHaveAttribute("href", `/ur/news/${first.news[inUrdu].slug}`);
  await expect(cards(page).first().getByText(ur.readMore)).toBeVisible();
  await expect(page.getByRole("main").getByText("Read More")).toHaveCount(0);
  expect(await isParsedNode(page, "main article h2"), "the first card is the server's node").toBe(
    true,
  );
  await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/ur/news/rss.xml",
  );
  expect(await horizontalOverflow(page), "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "/ur/news, light");
  await switchStoredTheme(page, "dark");
  await expectNoAxeViolations(page, "/ur/news, dark");

  // Page 2 is fetched in the browser, in the edition's order.
  const pager = page.getByRole("navigation", { name: ur.pages });
  const asked = page.waitForRequest((r) => r.url().includes("/api/news?page=2&lang=ur"));
  await pager.getByRole("link", { name: ur.nextPage }).click();
  await asked;
  await expect(page).toHaveURL(/\/ur\/news\?page=2$/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(second.news[0].title);
  await expect(pager.getByRole("link", { name: "صفحہ 2" })).toHaveAttribute("aria-current", "page");
  expect(errors).toEqual([]);
});

test.describe("with articles in Pashto and Urdu", () => {
  const author = { name: "Press Office", image: null, email: null };
  const article = (
    slug: string,
    title: string,
    lang: NewsInput["lang"],
    day: number,
  ): NewsInput => ({
    id: slug.padEnd(24, "0"),
    slug,
    title,
    excerpt: `${title}.`,
    content: `<p>${title}</p>`,
    thumbnail: null,
    category: "Statements",
    author,
    publishedAt: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
    lang,
  });
  const PASHTO = article("pashto-story", "د ګوند بیان", "ps", 20);
  const ENGLISH = article("english-story", "A statement in English", "en", 25);
  const URDU = article("urdu-story", "پارٹی کا بیان", "ur", 10);
  const PASHTO_DATE = new Intl.DateTimeFormat("ps-AF", {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: "Asia/Karachi",
  }).format(new Date(PASHTO.publishedAt));

  let server: Awaited<ReturnType<typeof startNewsServer>>;
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
  test.beforeAll(async ({}, testInfo) => {
    // Beside news.spec.ts's server (E2E_PORT + 10): this one at + 40.
    server = await startNewsServer(0, testInfo.parallelIndex, {
      items: [PASHTO, ENGLISH, URDU],
      portOffset: 40,
    });
  });
  test.afterAll(async () => server?.close());

  test("a Pashto article: deep link and reload right to left in Pashto; an English one opened at runtime is marked English; axe", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await markParsedNode(page, "main h1");
    await presetTheme(page, "light");
    await page.goto(`${server.baseURL}/ps/news/${PASHTO.slug}`);
    await hydrated(page);
    const checkPashtoArticle = async () => {
      const shown = page.getByRole("main").locator("article");
      await expect(shown).toHaveAttribute("lang", "ps");
      await expect(shown).toHaveAttribute("dir", "rtl");
      await expect(shown.getByRole("heading", { level: 1 })).toHaveText(PASHTO.title);
      // 20 January 2026 in Pashto: Gregorian (Afghanistan's default is the Solar Hijri), Pashto's digits.
      await expect(shown.locator("time")).toHaveText(PASHTO_DATE);
      await expect(shown.locator("time")).toContainText("۲۰۲۶");
      await expect(page.getByRole("link", { name: ps.backToNews })).toHaveAttribute(
        "href",
        "/ps/news",
      );
      await expect(shown.getByRole("button", { name: ps.share })).toBeVisible();
    };
    await checkPashtoArticle();
    expect(await isParsedNode(page, "main h1"), "the article's heading is the server's node").toBe(
      true,
    );
    // The tab title and share card name the party as the edition does, not in English.
    const pashtoTitle = `${PASHTO.title} | ${psSite.name}`;
    await expect(page).toHaveTitle(pashtoTitle);
    await expect(page.locator('head meta[property="og:site_name"]')).toHaveAttribute(
      "content",
      psSite.name,
    );
    await page.reload();
    await hydrated(page);
    await checkPashtoArticle();
    await expectNoAxeViolations(page, "/ps/news/{Pashto article}, light");

    // An English article, opened in the browser (the page asks the API): English inside the edition.
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/news/${ENGLISH.slug}`));
    await page.evaluate((to) => window.___navigate(to), `/ps/news/${ENGLISH.slug}`);
    await asked;
    const english = page.getByRole("main").locator("article");
    await expect(english.getByRole("heading", { level: 1 })).toHaveText(ENGLISH.title);
    await expect(english).toHaveAttribute("lang", "en");
    await expect(english).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // Set in the browser once the article is known: the edition's name for the party.
    await expect(page).toHaveTitle(`${ENGLISH.title} | ${psSite.name}`);
    const share = english.getByRole("button", { name: ps.share });
    await expect(share.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "ps");
    await expect(english.getByRole("complementary", { name: ps.aboutAuthor })).toHaveAttribute(
      "lang",
      "ps",
    );
    await settle(page);
    await expectNoAxeViolations(page, "/ps/news/{English article}, light");
    await switchStoredTheme(page, "dark");
    await expectNoAxeViolations(page, "/ps/news/{English article}, dark");
    expect(errors).toEqual([]);
  });

  test("the Urdu list has the Urdu article first, and no 'none in Urdu' line; the Urdu article opened from it, axe in both themes", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await presetTheme(page, "light");
    await page.goto(`${server.baseURL}/ur/news`);
    await hydrated(page);
    await expect(cards(page).first().getByRole("heading")).toHaveText(URDU.title);
    expect(
      await cards(page).first().getByRole("heading").getAttribute("lang"),
      "written in the edition's language",
    ).toBeNull();
    await expect(cards(page).nth(1).getByRole("heading")).toHaveAttribute("lang", /^(en|ps)$/);
    await expect(page.getByText(ur.noneInLanguage)).toHaveCount(0);

    // The Urdu article, opened from its card (the page asks the API): Urdu in the Urdu edition.
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/news/${URDU.slug}`));
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await asked;
    const shown = page.getByRole("main").locator("article");
    await expect(shown.getByRole("heading", { level: 1 })).toHaveText(URDU.title);
    await expect(shown).toHaveAttribute("lang", "ur");
    await expect(shown).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(`${URDU.title} | ${urSite.name}`);
    expect(await horizontalOverflow(page), "pixels the page scrolls sideways").toBeLessThanOrEqual(
      0,
    );
    await settle(page);
    await expectNoAxeViolations(page, "/ur/news/{Urdu article}, light");
    await switchStoredTheme(page, "dark");
    await expectNoAxeViolations(page, "/ur/news/{Urdu article}, dark");
    expect(errors).toEqual([]);
  });
});

test("/ur/gallery/videos renders in Urdu and hydrates cleanly; the news list's failure is said in Urdu; axe", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await markParsedNode(page, "main article");
  await presetTheme(page, "light");
  await gotoOk(page, "/ur/gallery/videos");
  await hydrated(page);
  await settle(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(urVideos.title);
  await expect(cards(page)).toHaveCount(10);
  await expect(
    cards(page)
      .first()
      .getByRole("link", { name: new RegExp(`^${urVideos.watch}: `) }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText("Watch Video")).toHaveCount(0);
  expect(await isParsedNode(page, "main article"), "the first card is the server's node").toBe(
    true,
  );
  expect(await horizontalOverflow(page), "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "/ur/gallery/videos, light");
  await switchStoredTheme(page, "dark");
  await expectNoAxeViolations(page, "/ur/gallery/videos, dark");
  expect(errors, "no hydration warning or other error on the videos page").toEqual([]);

  // The news list, opened in the browser while the API fails without a message of its own.
  await page.route(/\/api\/news\?page=1&lang=ur$/, (route) =>
    route.fulfill({ status: 503, body: "" }),
  );
  await page.evaluate(() => window.___navigate("/ur/news"));
  await expect(page.getByRole("alert")).toHaveText(ur.loadFailed);
  await expectNoAxeViolations(page, "/ur/news, the API failed, dark");
});
