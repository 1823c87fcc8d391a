/**
 * The service worker in Chromium, with offline emulation (context.setOffline) and workers allowed:
 * one online visit to Home, /ur/news, three articles (one an edition each) and Contact, then offline:
 * the visited pages and the articles open in their editions with their photos, an unvisited page
 * shows the edition's offline page listing what is saved (or that nothing is), the contact form says
 * it is offline and keeps what was typed, and a repeat visit in each edition gets no script, style
 * or face from the network. Then releases: a publish and a
 * rollback are what the visitor's next page load shows, the worker following each, and the kill
 * switch removes it.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import enContact from "../data/i18n/en/contact.json";
import enForms from "../data/i18n/en/forms.json";
import psOffline from "../data/i18n/ps/offline.json";
import urOffline from "../data/i18n/ur/offline.json";
import enOffline from "../data/i18n/en/offline.json";
import { hydrated } from "../test-support/e2e/browser";
import { solveCaptcha } from "../test-support/e2e/forms";
import { RELEASE_B_MARK, startOfflineServer } from "../test-support/e2e/offlineServer";

test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startOfflineServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the worker does not depend on the viewport; run once");
  test.setTimeout(120_000);
  server = await startOfflineServer(testInfo.parallelIndex);
});
test.afterAll(async () => server?.close());

/** Waits until the site's worker is installed (its precache filled) and answers this page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

const CODE = /\.(?:js|css|woff2?)(?:\?|$)/;

/** Script, style and face requests that reached the network while `visit` ran (from the page or the worker). */
async function codeFromNetwork(context: BrowserContext, visit: () => Promise<void>) {
  const fetched: { url: string; bytes: number; byWorker: boolean }[] = [];
  /** What the page itself asked for: the worker fetching it for the page is no extra download. */
  const pageAsked = new Set<string>();
  const pending: Promise<void>[] = [];
  const onFinished = (request: import("@playwright/test").Request) => {
    if (!CODE.test(new URL(request.url()).pathname)) return;
    if (!request.serviceWorker()) pageAsked.add(request.url());
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || (response.fromServiceWorker() && !request.serviceWorker())) return;
        const sizes = await request.sizes();
        fetched.push({ url: request.url(), bytes: sizes.responseBodySize, byWorker: request.serviceWorker() != null });
      })(),
    );
  };
  context.on("requestfinished", onFinished);
  await visit();
  context.off("requestfinished", onFinished);
  await Promise.all(pending);
  return fetched.map((entry) => ({ ...entry, pageAsked: pageAsked.has(entry.url) }));
}

test("offline: visited pages and articles in their editions, the offline page, forms, and a repeat visit without code bytes", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: "allow", baseURL: server.baseURL });
  const page = await context.newPage();

  // A first visit: the worker keeps the page's scripts and styles from the browser's HTTP cache; what it
  // downloads itself is the offline page's own script alone, and no face an English page did not use.
  const first = await codeFromNetwork(context, async () => {
    await page.goto("/");
    await workerInControl(page);
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((n) => n.startsWith("qwp-code-"));
          const kept = name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
          return [...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((s) => kept.includes(s.src));
        }),
      )
      .toBe(true);
  });
  expect(first.filter((r) => r.byWorker && !r.pageAsked && r.bytes > 0 && !/\/component---src-pages-offline-tsx-/.test(r.url))).toEqual([]);
  expect(first.filter((r) => r.byWorker && /\.woff2$/.test(r.url))).toEqual([]);
  for (const address of ["/ur/news", "/ur/news/story-1", "/news/story-2", "/ps/news/story-3", "/contact"]) {
    await page.goto(address);
    await hydrated(page);
  }
  await page.goto("/ur/news/story-1");
  await expect(page.locator("article img").first()).toHaveJSProperty("complete", true);

  // A repeat visit: the pages' HTML and data from the network, no script, style or face.
  const repeat = await codeFromNetwork(context, async () => {
    for (const address of ["/", "/ur/news/story-1", "/ps/news/story-3"]) {
      await page.goto(address);
      await hydrated(page);
    }
  });
  expect(repeat).toEqual([]);

  await context.setOffline(true);
  for (const [address, lang, heading] of [
    ["/ur/news/story-1", "ur", "Story 1"],
    ["/news/story-2", "en", "Story 2"],
    ["/ps/news/story-3", "ps", "Story 3"],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  // The photo at the size it was seen, from the worker's cache.
  await page.goto("/ur/news/story-1");
  await expect.poll(() => page.locator("article img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: enOffline.title })).toHaveCount(0);
  // The saved news list says it is offline and lists the articles saved in its edition.
  await page.goto("/ur/news");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("heading", { level: 1, name: urOffline.title })).toHaveCount(0);
  const notice = page.getByRole("status").filter({ hasText: urOffline.listNotice });
  await expect(notice).toBeVisible();
  await expect(notice.locator('a[href="/ur/news/story-1"]')).toBeVisible();
  await expect(notice.locator("a")).toHaveCount(1);

  // Pages never opened: the edition's offline page, with links to what this edition has saved.
  await page.goto("/ur/about/history");
  await expect(page.getByRole("heading", { level: 1, name: urOffline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("heading", { name: urOffline.savedArticles })).toBeVisible();
  await expect(page.locator('[data-saved-pages] a[href="/ur/news/story-1"]')).toBeVisible();
  await expect(page.locator('[data-saved-pages] a[href="/ur/news"]')).toBeVisible();
  await expect(page.locator('[data-saved-pages] a[href="/news/story-2"]')).toHaveCount(0);
  await page.goto("/ps/projects");
  await expect(page.getByRole("heading", { level: 1, name: psOffline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ps");
  await expect(page.locator('[data-saved-pages] a[href="/ps/news/story-3"]')).toBeVisible();
  await page.goto("/about/history");
  await expect(page.getByRole("heading", { level: 1, name: enOffline.title })).toBeVisible();
  await page.locator('[data-saved-pages] a[href="/news/story-2"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Story 2" })).toBeVisible();

  // A form sent offline says so and keeps what was typed.
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel(enContact["label.name"]).fill("Gul Khan");
  await page.getByLabel(enContact["label.email"]).fill("gul@example.org");
  await page.getByLabel(enContact["label.contactNumber"]).fill("0300 1234567");
  await page.getByLabel(enContact["label.subject"]).fill("Office hours offline");
  await page.getByLabel(enContact["label.message"], { exact: true }).fill("When is the Peshawar office open on Saturdays?");
  await solveCaptcha(page);
  await page.getByRole("button", { name: enContact.submit }).click();
  await expect(page.getByRole("alert")).toContainText(enForms.offline);
  await expect(page.getByLabel(enContact["label.subject"])).toHaveValue("Office hours offline");
  await expect(page.getByLabel(enContact["label.name"])).toHaveValue("Gul Khan");

  // Nothing personal or of the console is kept: only pages, public news, code, faces and pictures.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(40);
  expect(kept.filter((url) => /^\/(?:admin|api\/(?!news))/.test(url) || /admin/.test(url))).toEqual([]);
  await context.close();
});

test("a publish and a rollback reach a visitor with the worker at the next page load; the kill switch removes the worker", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: "allow", baseURL: server.baseURL });
  const page = await context.newPage();
  const pageText = async (address: string) => (await (await page.goto(address))!.text());
  /** The page an unvisited address gets offline: the precached offline page of the release the worker follows. */
  const offlinePageText = async () => {
    await context.setOffline(true);
    try {
      return await pageText("/about/manifestos");
    } finally {
      await context.setOffline(false);
    }
  };
  const workerScript = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? "");
  const precachedOffline = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("workbox-precache"));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((k) => k.url).filter((url) => new URL(url).pathname === "/offline");
    });

  await page.goto("/about/about");
  await workerInControl(page);
  // A visitor who has read nothing in Pashto: its offline page says nothing is saved.
  await context.setOffline(true);
  await page.goto("/ps/projects");
  await expect(page.getByRole("heading", { level: 1, name: psOffline.title })).toBeVisible();
  await expect(page.getByText(psOffline.nothingSaved)).toBeVisible();
  await context.setOffline(false);
  expect(await pageText("/about/about")).not.toContain(RELEASE_B_MARK);
  const releaseAOffline = await precachedOffline();
  expect(releaseAOffline).toHaveLength(1);
  expect(await offlinePageText()).not.toContain(RELEASE_B_MARK);

  await server.publishB();
  expect(await pageText("/about/about")).toContain(RELEASE_B_MARK);
  // The worker of B took over and replaced A's precached offline page with B's.
  await expect
    .poll(async () => {
      const kept = await precachedOffline();
      return kept.length === 1 && kept[0] !== releaseAOffline[0];
    }, { timeout: 30_000 })
    .toBe(true);
  expect(await offlinePageText()).toContain(RELEASE_B_MARK);

  server.rollBack();
  expect(await pageText("/about/about")).not.toContain(RELEASE_B_MARK);
  await expect.poll(precachedOffline, { timeout: 30_000 }).toEqual(releaseAOffline);
  expect(await offlinePageText()).not.toContain(RELEASE_B_MARK);
  expect(await workerScript()).toMatch(/\/sw\.js$/);

  server.killSwitch.on();
  await page.goto("/about/about");
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 }).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  // Offline now, an address gets the browser's own error: no worker answers any more.
  await context.setOffline(true);
  await expect(page.goto("/about/history")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});
