/**
 * Keyboard journeys (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): skip link, desktop menu and a sub-menu, the theme
 * toggle, the contact form from its first field to submit, the side menu's focus trap. Every stop of the
 * journey must be on screen with a visible focus indicator.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import {
  describeFocus,
  gotoOk,
  menuButton,
  presetTheme,
  runningAnimations,
  tabAndCheck,
  themeToggle,
  hydrated,
} from "../test-support/e2e/browser";

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tabs (checking every stop) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, what: string, max = 60): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    const focus = await tabAndCheck(page);
    stops.push(`<${focus.tag}> ${focus.name}`);
    if (await isFocused(target)) return stops;
  }
  throw new Error(`${what} was not reached with ${max} Tab presses. Stops:\n  ${stops.join("\n  ")}`);
}

test.beforeEach(async ({ page }) => {
  await presetTheme(page, "light");
});

test("the first Tab reaches a skip link that moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const focus = await tabAndCheck(page);
  expect(focus.tag, "the first focusable element is the skip link").toBe("a");
  expect(focus.name).toMatch(/skip/i);
  expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).hash)).toBe("#main-content");

  await page.keyboard.press("Enter");
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main#main-content")));
  expect(inMain, "after the skip link, focus is on or inside <main id=main-content>").toBe(true);
  // The next Tab continues from the main content (inside it, or after it if it holds no controls), not in the header.
  const next = await tabAndCheck(page);
  const fromMain = await page.evaluate(() => {
    const main = document.getElementById("main-content");
    const active = document.activeElement;
    return Boolean(main && active && (main.contains(active) || main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING));
  });
  expect(fromMain, `after the skip link, Tab went back before the main content to <${next.tag}> ${next.name}`).toBe(true);
});

// Desktop only: the desktop header shows from 1280 px.
test("desktop menu: a group opens its sub-menu without navigating, and its link works", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const banner = page.getByRole("banner");
  const about = banner
    .getByRole("button", { name: /^about$/i })
    .or(banner.getByRole("link", { name: /^about$/i }))
    .filter({ visible: true })
    .first();
  await tabTo(page, about, "the 'About' group of the desktop menu");

  const aboutParty = banner.getByRole("link", { name: "About Party" }).filter({ visible: true }).first();
  if (!(await aboutParty.isVisible())) await page.keyboard.press("Enter");
  await expect(aboutParty, "the sub-menu opens by keyboard (focus or Enter)").toBeVisible();
  expect(new URL(page.url()).pathname, "a group heading with sub-items does not navigate").toBe("/");

  await tabTo(page, aboutParty, "'About Party' in the open sub-menu", 3);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about\/about\/?$/);
});

test("the theme toggle works from the keyboard and the choice is kept", async ({ page }, testInfo) => {
  await page.goto("/");
  await hydrated(page);
  let toggle = themeToggle(page);
  if (!(await toggle.count()) && testInfo.project.name === "mobile") {
    // On small screens the toggle may live in the side menu.
    await tabTo(page, menuButton(page), "the menu button");
    await page.keyboard.press("Enter");
    toggle = page.getByRole("dialog").getByRole("button", { name: /dark|light|theme/i }).first();
  }
  await tabTo(page, toggle, "the theme toggle");
  const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(before ? "light" : "dark");
  expect((await describeFocus(page)).indicator, "the toggle keeps a visible focus ring after use").not.toBeNull();
});

test("contact form: every field from the first to submit is reachable with visible focus", async ({ page }) => {
  await gotoOk(page, "/contact");
  await hydrated(page);
  const form = page.locator("main form").first();
  const firstField = form.locator("input:not([type=hidden]):visible, select:visible, textarea:visible").first();
  await tabTo(page, firstField, "the first field of the contact form", 80);

  const submit = form.locator('button[type="submit"], input[type="submit"]').first();
  const stops: string[] = [];
  for (let i = 0; i < 30 && !(await isFocused(submit)); i++) {
    const focus = await tabAndCheck(page);
    stops.push(`<${focus.tag}> ${focus.name}`);
    const inForm = await page.evaluate(() => Boolean(document.activeElement?.closest("main form")));
    expect(inForm, `Tab left the form before reaching submit. Stops:\n  ${stops.join("\n  ")}`).toBe(true);
  }
  expect(await isFocused(submit), `submit not reached. Stops:\n  ${stops.join("\n  ")}`).toBe(true);

  // Submitting the empty form moves focus to the first invalid field.
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid")), {
      message: "after submitting the empty form, focus is on an invalid field",
    })
    .toBe("true");
  expect((await describeFocus(page)).indicator).not.toBeNull();
});

// 375 px only: the side menu is the small-screen header.
test("side menu: focus moves in, is trapped, and returns to the menu button", { tag: ONLY_IN.mobile }, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const button = menuButton(page);
  await tabTo(page, button, "the menu button");
  const handle = await button.elementHandle();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], dialog')));
  await expect.poll(inDialog, { message: "opening the menu moves focus into it" }).toBe(true);
  await expect.poll(() => runningAnimations(page), { message: "the side menu finishes sliding in" }).toBe(0);

  for (let i = 0; i < 30; i++) {
    const focus = await tabAndCheck(page);
    expect(await inDialog(), `Tab ${i + 1} escaped the open side menu to <${focus.tag}> ${focus.name}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    const focus = await tabAndCheck(page, "Shift+Tab");
    expect(await inDialog(), `Shift+Tab escaped the open side menu to <${focus.tag}> ${focus.name}`).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await handle!.evaluate((el) => el === document.activeElement), "Escape returns focus to the menu button").toBe(true);
});
