import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { presetTheme, type Theme } from "../test-support/e2e/browser";
import { EDITOR, startNewsroomServer } from "../test-support/e2e/newsroomServer";

/** The newsroom's screens pass axe (WCAG 2.2 AA) in light and dark, at the project's viewport. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let server: Awaited<ReturnType<typeof startNewsroomServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startNewsroomServer(testInfo.parallelIndex + 4);
});
test.afterAll(async () => server?.close());

for (const theme of ["light", "dark"] as Theme[]) {
  test(`axe: news list, editor with preview, media library, store (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetTheme(page, theme);
    await page.goto(`${server.baseURL}/admin/news`);
    await page.getByLabel("Email address").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const screens: Array<[string, () => Promise<void>]> = [
      ["/admin/news", async () => void (await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 }))],
      ["/admin/news/new", async () => {
        await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible({ timeout: 20_000 });
        await page.getByRole("button", { name: "Preview" }).click();
      }],
      ["/admin/media", async () => void (await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible({ timeout: 20_000 }))],
      ["/admin/store", async () => void (await expect(page.getByRole("heading", { level: 2, name: "Products" })).toBeVisible({ timeout: 20_000 }))],
    ];
    for (const [path, ready] of screens) {
      if (new URL(page.url()).pathname !== path) await page.goto(`${server.baseURL}${path}`);
      await ready();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(found, `axe on ${path} (${theme})`).toEqual([]);
    }
  });
}
