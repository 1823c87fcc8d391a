import { expect, test } from "@playwright/test";
import { isDesktopViewport, presetTheme, switchStoredTheme, type Theme } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { EDITOR, startNewsroomServer } from "../test-support/e2e/newsroomServer";

/** The newsroom's screens pass axe (WCAG 2.2 AA) in light and dark, at the project's viewport. */

let server: Awaited<ReturnType<typeof startNewsroomServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startNewsroomServer(testInfo.parallelIndex + 4);
});
test.afterAll(async () => server?.close());

test("axe: news list, editor with preview, media library, store (light and dark)", async ({ page, viewport }) => {
  test.setTimeout(120_000);
  // Each screen in the theme it loads with, then switched as the site's toggle switches; mobile loads
  // light and desktop dark, so each project also checks the loaded theme's head script.
  const [loaded, switched]: Theme[] = isDesktopViewport(viewport) ? ["dark", "light"] : ["light", "dark"];
  await page.emulateMedia({ colorScheme: loaded });
  await presetTheme(page, loaded);
  await page.goto(`${server.baseURL}/admin/news`);
  await page.getByLabel("Email address").fill(EDITOR.email);
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const screens: Array<[string, () => Promise<void>]> = [
    ["/admin/news", async () => void (await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 }))],
    ["/admin/news/new", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible({ timeout: 20_000 });
      await page.getByRole("button", { name: "Preview", exact: true }).click();
    }],
    ["/admin/media", async () => void (await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible({ timeout: 20_000 }))],
    ["/admin/store", async () => void (await expect(page.getByRole("heading", { level: 2, name: "Products" })).toBeVisible({ timeout: 20_000 }))],
  ];
  for (const [path, ready] of screens) {
    // presetTheme stores `loaded` again before each load.
    if (new URL(page.url()).pathname !== path) await page.goto(`${server.baseURL}${path}`);
    await ready();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(loaded === "dark");
    await expectNoAxeViolations(page, `${path}, ${loaded}`);
    await switchStoredTheme(page, switched);
    await expectNoAxeViolations(page, `${path}, ${switched}`);
  }
});
