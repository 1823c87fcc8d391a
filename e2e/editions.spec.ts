/**
 * The Urdu and Pashto editions, kept cheap: one load per edition home in each project (375 and 1440 px)
 * checks right to left, no sideways scrolling and axe in both themes; then the language switcher (top
 * bar at 1440 px, side menu at 375 px) is used with the keyboard only.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import {
  gotoOk,
  hydrated,
  isDesktopViewport,
  presetTheme,
  settle,
  switchStoredTheme,
} from "../test-support/e2e/browser";

test.describe.configure({ mode: "parallel" });

const horizontalOverflow = (page: Page) =>
  page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );

/** Presses Tab until the focused element matches, at most `limit` times (a keyboard user's walk). */
async function tabTo(page: Page, selector: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

for (const [path, lang] of [
  ["/ur", "ur"],
  ["/ps", "ps"],
] as const) {
  test(`${path} is right to left, never scrolls sideways, and passes axe in both themes`, async ({
    page,
  }) => {
    await presetTheme(page, "light");
    await gotoOk(page, path);
    await hydrated(page);
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(await horizontalOverflow(page), "pixels the page scrolls sideways").toBeLessThanOrEqual(
      0,
    );
    await expectNoAxeViolations(page, `${path}, light`);
    await switchStoredTheme(page, "dark");
    await expectNoAxeViolations(page, `${path}, dark`);
  });
}

test("the top bar's language switcher leads to the same page in another edition, by keyboard", async ({
  page,
  viewport,
}) => {
  test.skip(!isDesktopViewport(viewport), "the side menu's switcher is checked at 375 px");
  await gotoOk(page, "/ur/join-qwp");
  await hydrated(page);
  const pashto = page.locator('a[hreflang="ps"]').first();
  await expect(pashto).toHaveAttribute("href", "/ps/join-qwp");
  await expect(pashto).toHaveAttribute("lang", "ps");
  await expect(page.locator('a[hreflang="ur"]').first()).toHaveAttribute("aria-current", "true");
  await tabTo(page, 'a[hreflang="ps"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ps\/join-qwp$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ps");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the side menu opens from the start side in Urdu, and its switcher returns to English by keyboard", async ({
  page,
  viewport,
}) => {
  test.skip(isDesktopViewport(viewport), "the side menu is the small-screen navigation");
  await gotoOk(page, "/ur/leader/tariq-khan");
  await hydrated(page);
  await tabTo(page, 'header button[aria-haspopup="dialog"]');
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await settle(page);
  // Right to left, the start side is the right-hand edge.
  const box = await dialog.boundingBox();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);
  const english = dialog.locator('a[hreflang="en"]');
  await expect(english).toHaveAttribute("href", "/leader/tariq-khan");
  await tabTo(page, '[role="dialog"] a[hreflang="en"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/leader\/tariq-khan$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
