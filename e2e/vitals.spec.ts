/**
 * Field data end to end, in a phone-sized browser against the real server and build: a reader opens
 * the Urdu home page and the contact page, taps and types, and leaves each (the page is hidden, as when
 * switching apps); each page's beacon reaches POST /api/vitals with its route pattern, edition and
 * LCP, INP, CLS and TTFB, and is counted (204). An editor's Speed section then shows those page views.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { hydrated } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { signInThroughForm, startStaffServer, type StaffServer } from "../test-support/e2e/staffServer";
import { VITAL_NAMES } from "../src/lib/vitals/vitals";

let server: StaffServer;

test.describe.configure({ timeout: 120_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startStaffServer(testInfo.parallelIndex, { portOffset: 44 });
});
test.afterAll(async () => {
  await server?.close();
});

/** The page goes to the background, as when the reader switches apps: what web-vitals reports on and the beacon leaves on. */
async function leave(page: Page): Promise<Request> {
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/vitals") && request.method() === "POST");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  return beacon;
}

test("a reader's pages send valid beacons that the Speed section shows", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one journey, on the phone-sized screen the measurements are about");
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/vitals")) answers.push(response.status());
  });

  await page.goto(`${server.baseURL}/ur`);
  await hydrated(page);
  await page.getByRole("button", { name: "گہری تھیم پر جائیں" }).click();
  // The web-vitals chunk loads after hydration; the beacon waits for the page to be hidden.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/web-vitals-[0-9a-f]+\.js$/.test(entry.name)));
  const home = JSON.parse((await leave(page)).postData() ?? "{}");
  expect(home).toMatchObject({ route: "/", edition: "ur", deviceClass: expect.stringMatching(/^(low|mid|high|unknown)$/) });
  expect(home).not.toHaveProperty("url");
  const homeMetrics = Object.fromEntries(home.metrics.map((m: { name: string }) => [m.name, m]));
  expect(Object.keys(homeMetrics).sort()).toEqual([...VITAL_NAMES].sort());
  expect(homeMetrics.LCP.element).toMatch(/^(image|text|video|svg|other)$/);
  expect(homeMetrics.INP.target).toContain("button");

  await page.goto(`${server.baseURL}/contact`);
  await hydrated(page);
  await page.getByLabel("Name", { exact: false }).first().fill("Gul Khan");
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/web-vitals-[0-9a-f]+\.js$/.test(entry.name)));
  const contact = JSON.parse((await leave(page)).postData() ?? "{}");
  expect(contact).toMatchObject({ route: "/contact", edition: "en" });
  expect(contact.metrics.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(["LCP", "CLS", "TTFB", "INP"]));

  await expect.poll(() => answers).toEqual([204, 204]);
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
  await expectNoAxeViolations(consolePage, "the Speed section");
  await staff.close();
});
