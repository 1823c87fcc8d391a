/**
 * Field data end to end, in a phone-sized browser against the real server and build: a reader opens
 * the Urdu home page and the contact page, taps and types, and leaves each (the page is hidden, as when
 * switching apps); each page's beacon reaches POST /api/vitals with its route pattern, edition and
 * LCP, INP, CLS and TTFB, and is counted (204). An editor's Speed section then shows those page views
 * (axe in both themes). Nothing here waits for time: each step waits for what the browser reports.
 */
import { expect, test, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { hydrated, switchStoredTheme } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { signInThroughForm, startStaffServer, type StaffServer } from "../test-support/e2e/staffServer";
import { VITAL_NAMES } from "../contract/lib/vitals/vitals";

let server: StaffServer;

test.describe.configure({ timeout: 120_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startStaffServer(testInfo.parallelIndex, { portOffset: 44 });
});
test.afterAll(async () => {
  await server?.close();
});

/**
 * The page goes to the background, as when the reader switches apps: what web-vitals reports on and
 * the beacon leaves on. Resolves with the server's answer to the beacon.
 */
async function leave(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/vitals") && response.request().method() === "POST");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  return (await answer).status();
}

/** What the server counted for a route and edition: the metrics, and the slow parts it was told. */
function counted(route: string, edition: string) {
  const metrics = server.db.prepare("SELECT DISTINCT metric FROM vitals WHERE route = ? AND edition = ? ORDER BY metric").all(route, edition) as { metric: string }[];
  const parts = server.db.prepare("SELECT metric, detail FROM vitals_attribution WHERE route = ? AND edition = ? ORDER BY metric").all(route, edition) as { metric: string; detail: string }[];
  return { metrics: metrics.map((row) => row.metric), parts };
}

/** The browser has timed the reader's first interaction (event timing entries follow the next paint). */
const interactionTimed = (page: Page) => page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);

/** The web-vitals chunk has loaded (after hydration), so the page is being measured. */
const measuring = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/web-vitals-[0-9a-f]+\.js$/.test(entry.name)));

// One journey, on the phone-sized screen the measurements are about (so no staff server starts for the desktop project).
test("a reader's pages send valid beacons that the Speed section shows", { tag: ONLY_IN.mobile }, async ({ page, browser }) => {
  await page.goto(`${server.baseURL}/ur`);
  await hydrated(page);
  await measuring(page);
  await page.getByRole("button", { name: "گہری تھیم پر جائیں" }).click();
  await interactionTimed(page);
  expect(await leave(page)).toBe(204);
  const home = counted("/", "ur");
  expect(home.metrics).toEqual([...VITAL_NAMES].sort());
  expect(home.parts).toEqual([
    { metric: "INP", detail: expect.stringContaining("button") },
    { metric: "LCP", detail: expect.stringMatching(/^(image|text|video|svg|other)$/) },
  ]);

  await page.goto(`${server.baseURL}/contact`);
  await hydrated(page);
  await measuring(page);
  // Typed key by key: a reader's keystrokes are what INP measures (and they settle LCP).
  await page.getByRole("textbox").first().click();
  await page.keyboard.type("Gul");
  await interactionTimed(page);
  expect(await leave(page)).toBe(204);
  expect(counted("/contact", "en").metrics).toEqual([...VITAL_NAMES].sort());

  // Nothing else was counted: one page view each, under its route pattern and edition.
  expect(server.db.prepare("SELECT route, edition, SUM(count) AS views FROM vitals WHERE metric = 'LCP' GROUP BY route, edition ORDER BY route").all()).toEqual([
    { route: "/", edition: "ur", views: 1 },
    { route: "/contact", edition: "en", views: 1 },
  ]);

  // An editor's console, in a context of its own (the staff cookie never meets the reader's pages).
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const consolePage = await staff.newPage();
  await consolePage.goto(`${server.baseURL}/admin/speed`);
  await hydrated(consolePage, { timeout: 20_000 });
  await signInThroughForm(consolePage, await server.addStaff("editor"));
  await expect(consolePage.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
  const overall = consolePage.getByRole("region", { name: "All pages" });
  await expect(overall.getByRole("row", { name: /Largest contentful paint \(LCP\)/ })).toContainText("good ≤ 2.5 s");
  await expect(overall.getByRole("row", { name: /Largest contentful paint \(LCP\)/ }).getByRole("cell").last()).toHaveText("2");
  const byPage = consolePage.getByRole("region", { name: "By page and edition" });
  await expect(byPage.getByRole("row", { name: /^\/ Urdu/ })).toBeVisible();
  await expect(byPage.getByRole("row", { name: /^\/contact English/ })).toBeVisible();
  await expect(consolePage.getByRole("region", { name: "Day by day" }).getByRole("row")).toHaveCount(2);
  await expect(consolePage.getByRole("region", { name: "What was slow" }).getByRole("row")).not.toHaveCount(0);
  await expectNoAxeViolations(consolePage, "the Speed section, light");
  await switchStoredTheme(consolePage, "dark");
  await expectNoAxeViolations(consolePage, "the Speed section, dark");
  await staff.close();
});
