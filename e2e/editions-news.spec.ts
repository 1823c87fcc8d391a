/**
 * News and videos in the Urdu and Pashto editions: their own words in the edition's language, the
 * list with the edition's own articles alone (the demonstration news has a few in each), an article
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

type ApiPage = { news: { slug: string; title: string; lang?: string }[]; inLanguage?: number; others?: number };

/** The cards' titles and their headings' `lang` in HTML the server sent (read with scripts off). */
const serverCards = (page: Page, html: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "text/html");
    return {
      cards: Array.from(doc.querySelectorAll("main article h2"), (h) => ({ title: h.textContent, lang: h.getAttribute("lang") })),
      others: Array.from(doc.querySelectorAll("main [data-other-editions] a"), (a) => a.getAttribute("href")),
    };
  }, html);

/** The cards' titles and headings' `lang` as the page shows them, and where the other editions' sentence links. */
const shownCards = async (page: Page) => ({
  cards: await cards(page)
    .getByRole("heading")
    .evaluateAll((hs) => hs.map((h) => ({ title: h.textContent, lang: h.getAttribute("lang") }))),
  others: await page
    .getByRole("main")
    .locator("[data-other-editions] a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
});

test("/ur/news and /ps/news: each edition's own articles alone, in its words, the same with scripts off, the other editions one sentence away, clean hydration, axe", async ({
  page,
  request,
}) => {
  for (const [lang, words] of [["ur", ur], ["ps", ps]] as const) {
    const own = (await (await request.get(`/api/news?page=1&lang=${lang}&only=lang`)).json()) as ApiPage;
    // The demonstration news has a few articles written in each edition's language, and others.
    expect(own.news.length).toBeGreaterThanOrEqual(3);
    expect(own.news.every((item) => item.lang === lang)).toBe(true);
    expect(own.others).toBeGreaterThan(0);
    const expected = {
      // Written in the edition's language: no card carries a `lang` of its own.
      cards: own.news.map((item) => ({ title: item.title, lang: null })),
      others: lang === "ur" ? ["/news", "/ps/news"] : ["/news", "/ur/news"],
    };
    const html = await (await request.get(`/${lang}/news`)).text();
    expect(await serverCards(page, html), `/${lang}/news as the server sends it`).toEqual(expected);

    const errors = collectErrors(page);
    await markParsedNode(page, "main article h2");
    await presetTheme(page, "light");
    await gotoOk(page, `/${lang}/news`);
    await hydrated(page);
    await settle(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    expect(await shownCards(page), `/${lang}/news after hydration`).toEqual(expected);
    await expect(page.getByRole("main").locator("[data-other-editions]")).toHaveText(
      lang === "ur" ? "انگریزی اور پشتو میں بھی خبریں پڑھیں۔" : "په انګرېزي او اردو کې هم خبرونه ولولئ.",
    );
    await expect(cards(page).first().getByText(words.readMore)).toBeVisible();
    await expect(page.getByRole("main").getByText("Read More")).toHaveCount(0);
    expect(await isParsedNode(page, "main article h2"), "the first card is the server's node").toBe(true);
    expect(errors).toEqual([]);
    await expect(cards(page).first().getByRole("heading").getByRole("link")).toHaveAttribute("href", `/${lang}/news/${own.news[0].slug}`);
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute("href", `/${lang}/news/rss.xml`);
    expect(await horizontalOverflow(page), "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
    // Axe on one edition's list, in both themes: the other's is the same markup.
    if (lang === "ur") {
      await expectNoAxeViolations(page, "/ur/news, light");
      await switchStoredTheme(page, "dark");
      await expectNoAxeViolations(page, "/ur/news, dark");
    }
  }
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
  // Older Urdu articles, so that the Urdu list has a second page of its own (9 a page).
  const OLDER_URDU = Array.from({ length: 9 }, (_, i) => article(`urdu-older-${i + 1}`, `پرانا بیان ${i + 1}`, "ur", 9 - i));
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
      items: [PASHTO, ENGLISH, URDU, ...OLDER_URDU],
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
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/news/${ENGLISH.slug}?shape=site`));
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

  test("the Urdu list: the Urdu articles alone, page 2 asked at runtime for the Urdu articles only, then the Urdu article opened from it, axe in both themes", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await presetTheme(page, "light");
    await page.goto(`${server.baseURL}/ur/news`);
    await hydrated(page);
    const titles = cards(page).getByRole("heading");
    await expect(titles).toHaveText([URDU, ...OLDER_URDU.slice(0, 8)].map((item) => item.title));
    expect(await titles.evaluateAll((hs) => hs.filter((h) => h.hasAttribute("lang")).length), "cards marked another language").toBe(0);

    // Page 2 is fetched in the browser: the Urdu articles' second page, not the other languages'.
    const pager = page.getByRole("navigation", { name: ur.pages });
    const pageTwoAsked = page.waitForRequest((r) => r.url().endsWith("/api/news?page=2&shape=site&lang=ur&only=lang"));
    await pager.getByRole("link", { name: ur.nextPage }).click();
    await pageTwoAsked;
    await expect(page).toHaveURL(/\/ur\/news\?page=2$/);
    await expect(titles).toHaveText([OLDER_URDU[8].title]);
    await expect(pager.getByRole("link", { name: "صفحہ 2" })).toHaveAttribute("aria-current", "page");
    const others = page.getByRole("main").locator("[data-other-editions]");
    await expect(others.getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/news");
    await pager.getByRole("link", { name: "صفحہ 1" }).click();
    await expect(titles.first()).toHaveText(URDU.title);

    // The Urdu article, opened from its card (the page asks the API): Urdu in the Urdu edition.
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/news/${URDU.slug}?shape=site`));
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
  await page.route(/\/api\/news\?page=1&shape=site&lang=ur&only=lang$/, (route) =>
    route.fulfill({ status: 503, body: "" }),
  );
  await page.evaluate(() => window.___navigate("/ur/news"));
  await expect(page.getByRole("alert")).toHaveText(ur.loadFailed);
  await expectNoAxeViolations(page, "/ur/news, the API failed, dark");
});
