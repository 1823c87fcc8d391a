/**
 * Site search in every edition, on the test server's demonstration content: from the header's search
 * link to results with the matched words marked, one opened and the back button returning to the
 * same results; the page working with scripts off; axe in both themes (each project runs it: 375 px
 * and 1440 px). Each page is loaded once and checked for several things.
 */
import { expect, test, type Page } from "@playwright/test";
import en from "../data/i18n/en/search.json";
import ps from "../data/i18n/ps/search.json";
import ur from "../data/i18n/ur/search.json";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { gotoOk, hydrated, presetTheme, settle, switchStoredTheme } from "../test-support/e2e/browser";
import { collectErrors } from "../test-support/e2e/hydration";

test.describe.configure({ mode: "parallel" });

const EDITIONS = [
  // A word of each edition's own text: English pages, and the home page's Urdu and Pashto translations.
  { lang: "en", home: "/", strings: en, query: "wing", prefix: "" },
  { lang: "ur", home: "/ur", strings: ur, query: "پشتون", prefix: "/ur" },
  { lang: "ps", home: "/ps", strings: ps, query: "پښتون", prefix: "/ps" },
] as const;

const results = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });

for (const edition of EDITIONS) {
  test(`${edition.prefix || "/"}: search from the header, marked results, open one and come back, axe in both themes`, async ({ page }) => {
    const errors = collectErrors(page);
    await presetTheme(page, "light");
    await gotoOk(page, edition.home);
    await hydrated(page);

    await page.getByRole("banner").getByRole("link", { name: edition.strings.open, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${edition.prefix}/search/?$`));
    const field = page.getByRole("searchbox", { name: edition.strings.label });
    await field.fill(edition.query);
    await field.press("Enter");

    await expect(page).toHaveURL(new RegExp(`${edition.prefix}/search/?\\?q=`));
    await expect(field).toHaveValue(edition.query);
    await expect(page.getByRole("status")).toContainText(edition.query);
    const first = results(page).first();
    await expect(first.locator("mark").first()).toBeVisible();
    const marked = (await first.locator("mark").allTextContents()).join(" ").toLowerCase();
    expect(marked).toContain(edition.query.toLowerCase());
    await hydrated(page);
    await settle(page);
    await expectNoAxeViolations(page, `${edition.prefix}/search, light`);
    await switchStoredTheme(page, "dark");
    await expectNoAxeViolations(page, `${edition.prefix}/search, dark`);

    const searchUrl = page.url();
    const title = await first.getByRole("link").textContent();
    const href = await first.getByRole("link").getAttribute("href");
    const opened = new URL(href!, page.url()).pathname.replace(/\/$/, "");
    await first.getByRole("link").click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === opened);
    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(results(page).first().getByRole("link")).toHaveText(title!);
    expect(errors).toEqual([]);
  });
}

test("the search page works with scripts off: results, the form, and the next page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoOk(page, "/search?q=party");
  await expect(page.getByRole("status")).toContainText("party");
  expect(await results(page).count()).toBe(10);
  await expect(results(page).first().locator("mark").first()).toBeVisible();
  await page.getByRole("navigation", { name: en.pages }).getByRole("link", { name: en.nextPage }).click();
  await expect(page).toHaveURL(/\/search\?q=party&page=2$/);
  await expect(results(page).first()).toBeVisible();
  const field = page.getByRole("searchbox", { name: en.label });
  await field.fill("zzqqxx");
  await field.press("Enter");
  await expect(page.getByRole("status")).toHaveText(en.none.replace("{query}", "zzqqxx"));
  await expect(page.getByText(en.tryTitle)).toBeVisible();
  await context.close();
});
