/**
 * The service worker in Chromium, with offline emulation (context.setOffline) and workers allowed:
 * one online visit to Home, /ur/news, three articles (one an edition each) and the forms of each edition, then offline:
 * the visited pages and the articles open in their editions with their photos, an unvisited page
 * shows the edition's offline page listing what is saved (or that nothing is), the contact and
 * membership forms of each edition say in its language that they are offline and keep what was typed,
 * with no national ID number in the worker's caches or IndexedDB, and a repeat visit in each edition
 * gets no script, style or face from the network. Then releases: a publish and a rollback are what
 * the visitor's next page load shows in each edition, the worker following each, and the kill switch
 * removes it.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import enContact from "../data/i18n/en/contact.json";
import enForms from "../data/i18n/en/forms.json";
import enJoin from "../data/i18n/en/join.json";
import psContact from "../data/i18n/ps/contact.json";
import psForms from "../data/i18n/ps/forms.json";
import psJoin from "../data/i18n/ps/join.json";
import urContact from "../data/i18n/ur/contact.json";
import urForms from "../data/i18n/ur/forms.json";
import urJoin from "../data/i18n/ur/join.json";
import psOffline from "../data/i18n/ps/offline.json";
import urOffline from "../data/i18n/ur/offline.json";
import enOffline from "../data/i18n/en/offline.json";
import { hydrated } from "../test-support/e2e/browser";
import { easternDigits, solveEditionCaptcha } from "../test-support/e2e/forms";
import { RELEASE_B_MARK, startOfflineServer } from "../test-support/e2e/offlineServer";
import { KEPT_CODE } from "../gatsby/serviceWorker/keepLoaded";

test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startOfflineServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the worker does not depend on the viewport; run once");
  // Two releases' folders and the second's worker are written first: at a load of 20-24 on 2 cores that took over 120 s.
  test.setTimeout(240_000);
  server = await startOfflineServer(testInfo.parallelIndex);
});
test.afterAll(async () => server?.close());

/** Waits until the site's worker is installed (its precache filled) and answers this page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

const CODE = /\.(?:js|css|woff2?)(?:\?|$)/;

/**
 * Waits until the worker's update checks that the page started have ended (an update check waits for
 * those before it). Back online, as emulated, during the check an offline page starts, Chromium kept
 * every later release's worker waiting behind the old one.
 */
const updateChecksEnded = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update().catch(() => undefined);
  });

/**
 * Whether the worker keeps each of the build's files the page loaded (scripts, styles, faces: the worker's
 * own pattern), a section's later ones included: it copies them once the page, loaded, posts their list,
 * and then each one the page loads later.
 */
const codeKept = (page: Page) =>
  page.evaluate(async (keptCode) => {
    const name = (await caches.keys()).find((n) => n.startsWith("qwp-code-"));
    const kept = name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
    const pattern = new RegExp(keptCode);
    const loaded = performance.getEntriesByType("resource").map((e) => new URL(e.name));
    return loaded.filter((url) => url.origin === location.origin && !url.search && pattern.test(url.pathname)).every((url) => kept.includes(url.href));
  }, KEPT_CODE.slice(1, -1));

/** The contact and membership forms of each edition, with its words. */
const EDITIONS = [
  { prefix: "", contact: enContact, join: enJoin, forms: enForms, eastern: false },
  { prefix: "/ur", contact: urContact, join: urJoin, forms: urForms, eastern: true },
  { prefix: "/ps", contact: psContact, join: psJoin, forms: psForms, eastern: true },
] as const;

/** A national ID number (CNIC) as typed into the membership form. */
const CNIC = "35202-7654321-9";

/** Everything the site's origin keeps in CacheStorage and IndexedDB (the worker's storage), as text: addresses and bodies. */
const keptByOrigin = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        kept.push(request.url);
        const response = await cache.match(request);
        if (response) kept.push(await response.text());
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((done, fail) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => done(all.result);
          all.onerror = () => fail(all.error);
        });
        kept.push(`${name}/${store}`, JSON.stringify(values));
      }
      db.close();
    }
    return kept;
  });

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
    await expect.poll(() => codeKept(page)).toBe(true);
  });
  expect(first.filter((r) => r.byWorker && !r.pageAsked && r.bytes > 0 && !/\/component---src-pages-offline-tsx-/.test(r.url))).toEqual([]);
  expect(first.filter((r) => r.byWorker && /\.woff2$/.test(r.url))).toEqual([]);
  for (const address of ["/ur/news", "/ur/news/story-1", "/news/story-2", "/ps/news/story-3", "/contact"]) {
    await page.goto(address);
    await hydrated(page);
    // A reader who stays until the page is ready: only then does it hand its files to the worker.
    await expect.poll(() => codeKept(page)).toBe(true);
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
  // The forms of each edition, opened once online so that they open offline.
  for (const address of EDITIONS.flatMap(({ prefix }) => [`${prefix}/contact`, `${prefix}/join-qwp`])) {
    await page.goto(address);
    await hydrated(page);
  }

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

  // The contact and membership forms sent offline, in each edition: they say so in its words and keep what was typed.
  for (const { prefix, contact, join, forms: messages, eastern } of EDITIONS) {
    const typed = (text: string) => (eastern ? easternDigits(text) : text);
    await page.goto(`${prefix}/contact`);
    await hydrated(page);
    await page.getByLabel(contact["label.name"]).fill("Gul Khan");
    await page.getByLabel(contact["label.email"]).fill("gul@example.org");
    await page.getByLabel(contact["label.contactNumber"]).fill(typed("0300 1234567"));
    await page.getByLabel(contact["label.subject"]).fill(`Office hours offline ${prefix}`);
    await page.getByLabel(contact["label.message"], { exact: true }).fill("When is the Peshawar office open on Saturdays?");
    await solveEditionCaptcha(page, { eastern });
    await page.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByRole("alert")).toContainText(messages.offline);
    await expect(page.getByLabel(contact["label.subject"])).toHaveValue(`Office hours offline ${prefix}`);
    await expect(page.getByLabel(contact["label.name"])).toHaveValue("Gul Khan");

    await page.goto(`${prefix}/join-qwp`);
    await hydrated(page);
    await page.getByLabel(join["label.firstName"]).fill("Aimal");
    await page.getByLabel(join["label.lastName"]).fill(`Afridi ${prefix}`);
    await page.getByLabel(join["label.fatherHusbandName"]).fill("Sher Khan");
    await page.getByRole("radio", { name: join["gender.male"], exact: true }).check();
    await page.getByRole("radio", { name: join["residentialStatus.resident"] }).check();
    await page.getByLabel(join["label.cnicCrc"]).fill(typed(CNIC));
    await page.getByLabel(join["label.yearOfBirth"]).fill(typed("1988"));
    await page.getByLabel(join["label.mobile"]).fill(typed("0300 1234567"));
    await page.getByLabel(join["label.education"]).selectOption({ label: join["education.masters"] });
    await page.getByLabel(join["label.profession"]).selectOption({ label: join["profession.teacher"] });
    await page.getByLabel(join["label.province"]).selectOption({ label: join["province.khyber-pakhtunkhwa"] });
    await page.getByLabel(join["label.politicalWing"]).selectOption({ index: 1 });
    await solveEditionCaptcha(page, { eastern });
    await page.getByRole("button", { name: join.submit }).click();
    await expect(page.getByRole("alert")).toContainText(messages.offline);
    await expect(page.getByLabel(join["label.lastName"])).toHaveValue(`Afridi ${prefix}`);
    await expect(page.getByLabel(join["label.cnicCrc"])).toHaveValue(typed(CNIC));
    await expect(page.getByRole("radio", { name: join["gender.male"], exact: true })).toBeChecked();
  }
  // No national ID number, in any way it was typed, is kept by the worker (its caches and IndexedDB).
  const keptText = await keptByOrigin(page);
  expect(keptText.length).toBeGreaterThan(40);
  for (const form of [CNIC, CNIC.replace(/-/g, ""), easternDigits(CNIC)]) expect(keptText.filter((text) => text.includes(form))).toEqual([]);

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
  /**
   * The page at an address, as loaded: read from the document, since the answer's body is read through the
   * worker that gave it, which a release switch may retire meanwhile.
   */
  const pageText = async (address: string) => {
    await page.goto(address);
    return page.content();
  };
  /** The page an unvisited address gets offline: the precached offline page of the release the worker follows. */
  const offlinePageText = async () => {
    await context.setOffline(true);
    try {
      const text = await pageText("/about/manifestos");
      await updateChecksEnded(page);
      return text;
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
  await updateChecksEnded(page);
  await context.setOffline(false);
  // The About page in each edition: the worker keeps it, so a stale copy would show after each switch.
  const ABOUT = ["/about/about", "/ur/about/about", "/ps/about/about"];
  for (const address of ABOUT) expect(await pageText(address)).not.toContain(RELEASE_B_MARK);
  const releaseAOffline = await precachedOffline();
  expect(releaseAOffline).toHaveLength(1);
  expect(await offlinePageText()).not.toContain(RELEASE_B_MARK);

  await server.publishB();
  for (const address of ABOUT) expect(await pageText(address)).toContain(RELEASE_B_MARK);
  // The worker of B took over and replaced A's precached offline page with B's.
  await expect
    .poll(async () => {
      const kept = await precachedOffline();
      return kept.length === 1 && kept[0] !== releaseAOffline[0];
    }, { timeout: 30_000 })
    .toBe(true);
  expect(await offlinePageText()).toContain(RELEASE_B_MARK);

  server.rollBack();
  for (const address of ABOUT) expect(await pageText(address)).not.toContain(RELEASE_B_MARK);
  await expect.poll(precachedOffline, { timeout: 30_000 }).toEqual(releaseAOffline);
  expect(await offlinePageText()).not.toContain(RELEASE_B_MARK);
  expect(await workerScript()).toMatch(/\/sw\.js$/);

  server.killSwitch.on();
  await page.goto("/about/about");
  // The removing worker reloads the page it controls: a count asked during that reload is asked again.
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length).catch(() => Number.NaN);
  await expect.poll(registrations, { timeout: 30_000 }).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  // Offline now, an address gets the browser's own error: no worker answers any more.
  await context.setOffline(true);
  await expect(page.goto("/about/history")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});
