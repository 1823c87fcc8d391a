/**
 * Save-Data and slow connections in Chromium. With the browser saving data (the `Save-Data: on`
 * header and navigator.connection.saveData) the map frames of Contact and the district pages wait for
 * the visitor's "Show the map", in each edition's words, and load when it is ticked (by pointer or
 * keyboard, script or not: the map is in content React never hydrates); an article's photo
 * comes at its 400 px width whatever its srcset picked; Pashto pages download no bold face; and no
 * linked page is downloaded ahead, on hover or in view. A 2G connection alone holds the map back too. The HTML is the same for everyone.
 */
import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import sharp from "sharp";
import enLayout from "../data/i18n/en/layout.json";
import psLayout from "../data/i18n/ps/layout.json";
import urLayout from "../data/i18n/ur/layout.json";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { firstNewsId, hydrated } from "../test-support/e2e/browser";
import { SAVE_DATA_CLASS } from "../src/lib/saveData";

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the connection, not the viewport, decides; run once");
});

/** OpenStreetMap's frame requests, answered here (the test machine has no way out). */
async function mapRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(/openstreetmap\.org/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title>" });
  });
  return requests;
}

/** Two frames: a lazy frame that is displayed near the viewport is requested by the layout between them. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const mapFrame = (page: Page) => page.locator("main figure iframe");

test("Save-Data: maps wait for the visitor's switch in all three editions, photos come at 400 px, nothing is downloaded ahead", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // Three device pixels a CSS pixel: without Save-Data the article's srcset picks its widest file. The
  // desktop header's links are the ones Gatsby would download ahead (it did, 9 page-data files, without Save-Data).
  const context = await browser.newContext({ baseURL, serviceWorkers: "block", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 3, extraHTTPHeaders: { "Save-Data": "on" } });
  const requests = await mapRequests(context);
  const pageData: string[] = [];
  const faces: string[] = [];
  context.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/page-data\/.+\/page-data\.json$/.test(pathname)) pageData.push(pathname);
    if (pathname.endsWith(".woff2")) faces.push(pathname);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  await page.clock.install();

  await test.step("Contact in English: the note and its switch instead of the map, until ticked", async () => {
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${SAVE_DATA_CLASS}\\b`));
    const button = page.getByText(enLayout.showMap, { exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await expect(page.getByText(enLayout.mapOnRequest)).toBeVisible();
    await expect(mapFrame(page)).toBeHidden();
    await twoFrames(page);
    await expectNoAxeViolations(page, "Contact while saving data");
    expect(requests).toEqual([]);

    // Gatsby would download a linked page when a pointer enters its link, and the links in view 3 s on.
    const seenBefore = pageData.length;
    await page.getByRole("banner").locator('a[href="/news"]').first().hover();
    await page.clock.runFor(10_000);
    await twoFrames(page);
    expect(pageData.slice(seenBefore)).toEqual([]);
    expect(pageData).not.toContain("/page-data/news/page-data.json");

    await button.click();
    await expect(page.getByRole("checkbox", { name: enLayout.showMap })).toBeChecked();
    await expect(mapFrame(page)).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
    await expect(button).toBeHidden();
  });

  for (const [address, strings, byKeyboard] of [
    ["/ps/contact", psLayout, false],
    ["/ur/districts/peshawar", urLayout, true],
  ] as const) {
    await test.step(`${address}: the note and switch in the edition's words, no map${byKeyboard ? " until Space on the focused switch" : ""}`, async () => {
      await page.goto(address);
      await hydrated(page);
      const button = page.getByText(strings.showMap, { exact: true });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await expect(page.getByText(strings.mapOnRequest)).toBeVisible();
      await expect(mapFrame(page)).toBeHidden();
      await twoFrames(page);
      expect(requests).toHaveLength(1);
      if (address === "/ps/contact") {
        // This browser lacks the Pashto face: the regular file is downloaded, the bold one (its headings') is not.
        await page.evaluate(() => document.fonts.ready);
        expect(faces.filter((face) => face.includes("naskh"))).toEqual(["/fonts/noto-naskh-arabic-arabic-400-normal.woff2"]);
      }
      if (!byKeyboard) return;
      const mapSwitch = page.getByRole("checkbox", { name: strings.showMap });
      await mapSwitch.focus();
      await page.keyboard.press("Space");
      await expect(mapFrame(page)).toBeVisible();
      await expect.poll(() => requests.length).toBe(2);
    });
  }

  const articleId = await firstNewsId(context.request);
  for (const edition of ["", "/ur", "/ps"]) {
    await test.step(`${edition || "/"}: an article's photo, the srcset's wide file asked for, the 400 px file answered`, async () => {
      const photos: Response[] = [];
      const keep = (response: Response) => {
        if (response.url().includes("/media/library/")) photos.push(response);
      };
      page.on("response", keep);
      await page.goto(`${edition}/news/${articleId}`);
      const photo = page.locator("article img").first();
      await expect(photo).toHaveJSProperty("complete", true);
      const currentSrc = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(currentSrc).toMatch(/-1200\.\w+$/);
      const answer = photos.find((response) => response.url() === currentSrc);
      expect((await sharp(await answer!.body()).metadata()).width).toBe(400);
      // Still as wide as the column: the page's CSS sizes it, not the file.
      expect((await photo.boundingBox())!.width).toBeGreaterThan(300);
      page.off("response", keep);
    });
  }
  await context.close();
});

test("a 2G connection without Save-Data holds the map back too, in all three editions", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const requests = await mapRequests(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // 1.5 s round trips: Chromium reports the connection as "2g".
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 1500, downloadThroughput: 2_000_000, uploadThroughput: 2_000_000 });
  for (const [address, strings] of [
    ["/contact", enLayout],
    ["/ur/contact", urLayout],
    ["/ps/contact", psLayout],
  ] as const) {
    await page.goto(address, { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${SAVE_DATA_CLASS}\\b`));
    const button = page.getByText(strings.showMap, { exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await expect(mapFrame(page)).toBeHidden();
    await twoFrames(page);
  }
  expect(requests).toEqual([]);
  await context.close();
});
