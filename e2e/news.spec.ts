import { expect, test, type Page } from "@playwright/test";
import { startNewsServer } from "../test-support/e2e/newsServer";
import { hydrated } from "../test-support/e2e/browser";
import { collectErrors, isParsedNode, markParsedNode } from "../test-support/e2e/hydration";

/** News list and detail against the project's server (`npm run serve:test`, seeded demo news). */

const pagination = (page: Page) => page.getByRole("navigation", { name: "News pages" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

type ApiItem = { _id: string; slug: string; title: string; excerpt: string; publishedAt: string };

test.describe("before any script runs (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the list shows the page's 9 cards and its pager, styled", async ({ page, request }) => {
    const second = (await (await request.get("/api/news?page=2")).json()) as { news: ApiItem[] };
    await page.goto("/news?page=2");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(cards(page)).toHaveCount(second.news.length);
    await expect(cards(page).first().getByRole("heading")).toHaveText(second.news[0].title);
    await expect(page.getByTestId("news-skeleton")).toHaveCount(0);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    // The card's frame comes from the page's CSS (the server's <style> for its markup).
    await expect(cards(page).first()).toHaveCSS("border-top-style", "solid");
    await expect(cards(page).first().getByRole("heading")).toHaveCSS("font-weight", "700");
  });

  test("an article shows its heading, date, text and photo, styled", async ({ page, request }) => {
    const [latest] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
    await page.goto(`/news/${latest.slug}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(latest.title);
    await expect(heading).toHaveCSS("font-weight", "800");
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/\d{4}$/);
    await expect(page.getByTestId("article-content").locator("p").first()).toBeVisible();
    await expect(page.getByTestId("article-content")).toHaveCSS("line-height", /px$/);
    const photo = page.getByRole("main").locator("picture img").first();
    await expect(photo).toHaveAttribute("src", /^\/media\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/news");
  });
});

test("React hydrates the server's markup of the list and an article, without errors, and navigates on", async ({ page, request }) => {
  const [latest] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/news") && apiCalls.push(r.url()));
  let sanitiserLoads = 0;
  page.on("request", (r) => r.url().includes("/article-sanitizer-") && sanitiserLoads++);
  await markParsedNode(page, 'main h1, main article h2, [data-testid="article-content"] p');

  await page.goto("/news");
  await hydrated(page);
  expect(await isParsedNode(page, "main article h2"), "the first card is the server's node").toBe(true);
  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest.title);
  await expect(page.getByTestId("article-content").locator("p").first()).toBeVisible();
  // The API's HTML is sanitised in the browser before it is shown.
  expect(sanitiserLoads, "the sanitiser loaded for the API's article").toBe(1);

  await page.goto(`/news/${latest.slug}`);
  await hydrated(page);
  expect(await isParsedNode(page, "main h1"), "the article's heading is the server's node").toBe(true);
  // The body is the server's (sanitised there), kept by hydration as it is.
  expect(await isParsedNode(page, '[data-testid="article-content"] p'), "the body is the server's node").toBe(true);
  await expect(page.getByTestId("article-content").locator("p").first()).toBeVisible();
  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(cards(page)).toHaveCount(9);

  // Only the client-side navigations asked the API, in the site's shape; the two full loads took their data from the page.
  expect(apiCalls.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
    `/api/news/${latest.slug}?shape=site`,
    "/api/news?page=1&shape=site",
  ]);
  expect(errors).toEqual([]);
});

test("lists 9 news a page, keeps the page in the URL, and pages with previous/next", async ({ page, request }) => {
  const first = (await (await request.get("/api/news?page=1")).json()) as { news: ApiItem[]; totalPages: number };
  const second = (await (await request.get("/api/news?page=2")).json()) as { news: ApiItem[] };
  expect(first.totalPages).toBeGreaterThanOrEqual(2);

  await page.goto("/news");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first().getByRole("heading")).toHaveText(first.news[0].title);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await page.mouse.wheel(0, 3000);
  await pagination(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(second.news[0].title);
  await expect(cards(page)).toHaveCount(second.news.length);
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Back at the top of the list, not left down at the pagination.
  const top = await page.getByRole("main").getByRole("list").first().evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);

  await page.reload();
  await expect(cards(page).first().getByRole("heading")).toHaveText(second.news[0].title);

  await pagination(page).getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(first.news[0].title);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(second.news[0].title);
});

test("an invalid page number shows page 1", async ({ page, request }) => {
  const first = (await (await request.get("/api/news?page=1")).json()) as { news: ApiItem[] };
  await page.goto("/news?page=banana");
  await expect(cards(page).first().getByRole("heading")).toHaveText(first.news[0].title);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
});

test.describe("with 80 news items (9 pages)", () => {
  let server: Awaited<ReturnType<typeof startNewsServer>>;
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
  test.beforeAll(async ({}, testInfo) => {
    server = await startNewsServer(80, testInfo.parallelIndex);
  });
  test.afterAll(async () => server?.close());

  test("uses the ellipsis form: first, last, current ±1", async ({ page }) => {
    const pageNumbers = () =>
      pagination(page)
        .locator("li")
        .evaluateAll((items) => items.map((li) => li.textContent?.trim() ?? "").slice(1, -1));

    await page.goto(`${server.baseURL}/news?page=5`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first().getByRole("heading")).toHaveText("Story 37");
    expect(await pageNumbers()).toEqual(["1", "…", "4", "5", "6", "…", "9"]);

    await pagination(page).getByRole("link", { name: "Page 6" }).click();
    await expect(page).toHaveURL(/\?page=6$/);
    await expect(cards(page).first().getByRole("heading")).toHaveText("Story 46");
    expect(await pageNumbers()).toEqual(["1", "…", "5", "6", "7", "8", "9"]);

    await pagination(page).getByRole("link", { name: "Page 9" }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(pagination(page).getByRole("link", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    expect(await pageNumbers()).toEqual(["1", "…", "8", "9"]);
  });
});

test("opens an article by slug from the list, with every part shown", async ({ page, request }) => {
  const [latest] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
  await page.goto("/news");
  await hydrated(page);
  await cards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/news/${latest.slug}$`));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest.title);
  await expect(page.getByText(latest.excerpt).first()).toBeVisible();
  const longDate = new Date(latest.publishedAt).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Karachi",
  });
  await expect(page.getByRole("main").locator("time").first()).toHaveText(longDate);
  await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/news");
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
  await expect(page.getByTestId("article-content").locator("p").first()).toBeVisible();
  await expect(page).toHaveTitle(`${latest.title} | Qaumi Watan Party`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", latest.excerpt);

  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
});

test("opens an article by id on a deep link", async ({ page, request }) => {
  const [, second] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
  const response = await page.goto(`/news/${second._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
});

test("shows News Not Found for an unknown article", async ({ page }) => {
  await page.goto("/news/no-such-article-here");
  await expect(page.getByRole("heading", { level: 1, name: "News Not Found" })).toBeVisible();
  await expect(page.getByText("The news article you're looking for could not be found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test("Share copies the page address where there is no native share", async ({ page, context, request, browserName }) => {
  test.skip(browserName !== "chromium");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [latest] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
  await page.addInitScript(() => {
    // Whatever this Chromium build offers, test the fallback path.
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/news/${latest.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("Share uses the native share sheet where the browser has one", async ({ page, request }) => {
  const [latest] = (await (await request.get("/api/news/latest")).json()) as ApiItem[];
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = calls;
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: unknown) => void calls.push(data),
      configurable: true,
    });
  });
  await page.goto(`/news/${latest.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: latest.title, text: latest.excerpt, url: page.url() }]);
});
