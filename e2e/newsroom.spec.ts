import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { EDITOR, startNewsroomServer } from "../test-support/e2e/newsroomServer";

/**
 * The press office's whole job, in a real browser against the real server and build: sign in as
 * an editor, upload a photo, write an article with a heading and a link, preview, save a draft and
 * open its private preview page, publish, preview a title change not saved; then, as a visitor on a
 * phone, the article (its published title) leads /news and
 * the home page, its page shows it, the phone fetches the 400 px photo, and the RSS feed and the
 * share card carry it.
 */
const TITLE = "Council opens a new district office in Swabi";

let server: Awaited<ReturnType<typeof startNewsroomServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  // Both tests are the phone's; skipping here spares the other project the server start.
  test.skip(testInfo.project.name !== "mobile", "the phone viewport is what these tests are about");
  server = await startNewsroomServer(testInfo.parallelIndex);
});
test.afterAll(async () => server?.close());

async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/admin/news/new`);
  await page.getByLabel("Email address").fill(EDITOR.email);
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible({ timeout: 20_000 });
}

test("an editor publishes an illustrated article and a visitor on a phone sees it everywhere", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await signIn(page);

  // The photo, as a phone would take it: 1600 × 1000 px JPEG.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2e6b3a" } }).jpeg().toBuffer();
  await page.getByLabel("Upload a photo (JPEG, PNG or WebP, up to 10 MB)").first().setInputFiles({ name: "office.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("office.jpg uploaded and chosen.")).toBeVisible({ timeout: 30_000 });

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await expect(page.getByLabel(/Address \(slug\)/)).toHaveValue("council-opens-a-new-district-office-in-swabi");
  await page.getByLabel("Summary").fill("The party's new office in Swabi opens on weekdays from nine to five.");
  await page.getByLabel("New category").fill("District news");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("District news");

  const body = page.getByRole("textbox", { name: "Article text" });
  await body.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Opening hours");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Directions are on the contact page");
  for (let i = 0; i < "contact page".length; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  page.once("dialog", (dialog) => void dialog.accept("/contact"));
  await page.getByRole("button", { name: "Link", exact: true }).click();
  await expect(body.locator('a[href="/contact"]')).toHaveText("contact page");

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("news-preview");
  await expect(preview.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Opening hours" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");

  // Saved as a draft, its page previewed in a tab of its own: the public page at a private address
  // that only staff open, while its public address is not found yet.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f]+$/);
  const id = new URL(page.url()).pathname.split("/").at(-1);
  // The editor's form posts what it holds into a new tab; the answer is kept by no cache and indexed by no one.
  const previewOf = async () => {
    const [tab, answer] = await Promise.all([
      page.context().waitForEvent("page"),
      page.context().waitForEvent("response", (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/preview/news"),
      page.getByRole("button", { name: /^Preview the page/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(answer.status()).toBe(200);
    expect(answer.headers()).toMatchObject({ "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" });
    return tab;
  };
  const tab = await previewOf();
  await expect(tab.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(tab.getByRole("main").getByRole("heading", { level: 2, name: "Opening hours" })).toBeVisible();
  expect((await request.get(`${server.baseURL}/admin/preview/news/${id}`)).status()).toBe(401);
  expect((await request.get(`${server.baseURL}/news/council-opens-a-new-district-office-in-swabi`)).status()).toBe(404);
  await tab.close();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/^Published \(/)).toBeVisible();

  // A title change not saved yet is previewed as it will read; the public page below keeps the published title.
  const changedTitle = `${TITLE}, now open on Saturdays`;
  await page.getByLabel("Title", { exact: true }).fill(changedTitle);
  const unsaved = await previewOf();
  await expect(unsaved.locator("html")).toHaveAttribute("lang", "en");
  await expect(unsaved.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(changedTitle);
  await unsaved.close();

  // A visitor, on a 375 px phone.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  const phone = await visitor.newPage();
  const images: string[] = [];
  phone.on("request", (req) => {
    if (req.resourceType() === "image") images.push(new URL(req.url()).pathname);
  });
  await phone.goto(`${server.baseURL}/news`);
  const card = phone.locator("main article").first();
  // The list comes from the API after the page loads; a busy test machine can take a while.
  await expect(card.getByRole("heading")).toHaveText(TITLE, { timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.filter((url) => url.startsWith("/media/library/")), { timeout: 20_000 })
    .toEqual([expect.stringMatching(/-400\.avif$/)]);

  await phone.goto(`${server.baseURL}/`);
  const latest = phone.locator('section[aria-labelledby="latest-news-heading"]');
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.locator("article").first().getByRole("heading")).toHaveText(TITLE, { timeout: 20_000 });

  await phone.goto(`${server.baseURL}/news/council-opens-a-new-district-office-in-swabi`);
  await expect(phone.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole("heading", { level: 2, name: "Opening hours" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
  expect(images.filter((url) => /-(800|1200)\.\w+$/.test(url))).toEqual([]);
  await visitor.close();

  const rss = await request.get(`${server.baseURL}/news/rss.xml`);
  const feed = await rss.text();
  expect(feed.indexOf(TITLE)).toBeGreaterThan(-1);
  expect(feed.indexOf(TITLE)).toBeLessThan(feed.indexOf("Story 1"));
  const card2 = await (await request.get(`${server.baseURL}/news/council-opens-a-new-district-office-in-swabi`)).text();
  expect(card2).toContain(`property="og:title" content="${TITLE}"`);
  // Absolute URLs in the card use the site's address (the one the build used), never the request's Host.
  const origin = /rel="canonical" href="(https?:\/\/[^/"]+)/.exec(card2)?.[1] ?? "no canonical";
  expect(origin).not.toContain("127.0.0.1");
  expect(card2).toContain(`property="og:image" content="${origin}/media/library/`);
  expect(card2).toMatch(/property="og:image" content="https?:\/\/[^"]+\/media\/library\/[a-f0-9]{24}-1200\.jpg"/);
});

test("unsaved text is not lost: a warning before leaving, and the text offered back on return", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByLabel("Title", { exact: true }).fill("Half-written statement on water supply");
  await page.getByLabel("Summary").fill("Not finished yet.");
  // The local copy is written shortly after typing stops.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("qwp-console-draft:news:new") ?? "")).toContain("Not finished yet.");

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);

  const again = await context.newPage();
  await again.goto(`${server.baseURL}/admin/news/new`);
  await again.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(again.getByLabel("Title", { exact: true })).toHaveValue("Half-written statement on water supply");
  await expect(again.getByLabel("Summary")).toHaveValue("Not finished yet.");
});
