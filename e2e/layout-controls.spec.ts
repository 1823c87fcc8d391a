/**
 * Every interactive control of the layout works on a page opened directly and again on a page reached
 * by client-side navigation, at 375 px (side menu) and 1440 px (menu bar with dropdowns): the menu,
 * the theme toggle, the language links (pointing at the page shown), and the footer's credit card.
 * Whatever the layout hydrates late or keeps as built, a visitor can tell no difference. One load and
 * one navigation per width; the language switch ends it.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoOk, hydrated, isDesktopViewport } from "../test-support/e2e/browser";
import { pageWeight } from "../scripts/lib/pageWeight";
import { builtPages } from "../scripts/lib/routes";
import { collectErrors } from "../test-support/e2e/hydration";
import { HOVER_OPEN_DELAY_MS } from "../src/components/layout/DeveloperCredit";
import { localizePath, LANGS } from "../contract/i18n/locales";
import site from "../data/site.json";

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

/** The controls of the layout, checked on the page at `path` (English, light theme, menus closed). */
async function checkControls(page: Page, path: string, desktop: boolean) {
  await test.step(`${path}: the language links lead to this page in each edition`, async () => {
    const languages = page.getByRole("list", { name: "Languages" }).first();
    for (const lang of LANGS)
      await expect(languages.locator(`a[hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        localizePath(path, lang),
      );
    await expect(languages.locator('a[aria-current="true"]')).toHaveAttribute("hreflang", "en");
  });

  await test.step(`${path}: the theme toggle switches both ways`, async () => {
    expect(await isDark(page)).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  await test.step(`${path}: the credit's card opens on focus and closes with Escape`, async () => {
    const card = page.getByRole("group", { name: `${site.developer.name}: links` });
    await expect(card).toBeHidden();
    await page.getByRole("link", { name: site.developer.name, exact: true }).focus();
    await expect(card).toBeVisible();
    await expect(
      card.getByRole("link", { name: site.developer.socialLinks[0].label }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
  });

  if (desktop) {
    await test.step(`${path}: the menu bar's dropdowns open and close, the current page marked`, async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      const about = nav.getByRole("button", { name: "About" });
      await about.hover();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      const panel = nav.getByRole("list", { name: "About" });
      await expect(panel.getByRole("link", { name: "History" })).toBeVisible();
      await expect(panel.locator('a[aria-current="page"]')).toHaveAttribute("href", path);
      await page.mouse.move(700, 600);
      await expect(panel).toBeHidden();
      await about.focus();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(about).toHaveAttribute("aria-expanded", "false");
    });
  } else {
    await test.step(`${path}: the side menu opens with this page's group expanded, and closes`, async () => {
      await page.getByRole("button", { name: "Open menu" }).tap();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "About" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(dialog.locator('a[aria-current="page"]')).toHaveAttribute("href", path);
      await expect(dialog.locator('a[hreflang="ur"]')).toHaveAttribute(
        "href",
        localizePath(path, "ur"),
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }
}

test("the layout's menu, theme, language links and credit card work on a page opened directly and after client-side navigation", async ({
  page,
  viewport,
}) => {
  const desktop = isDesktopViewport(viewport);
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: "light" });
  // The page's timers run on Playwright's clock, which follows real time until it is paused.
  await page.clock.install();
  await gotoOk(page, "/about/history");
  await hydrated(page);
  // Survives only a move made without loading a new document.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await checkControls(page, "/about/history", desktop);

  if (desktop) {
    await test.step("the credit's card also opens on hover, after its delay", async () => {
      const card = page.getByRole("group", { name: `${site.developer.name}: links` });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.getByRole("link", { name: site.developer.name, exact: true }).hover();
      await page.clock.runFor(HOVER_OPEN_DELAY_MS - 100);
      await expect(card).toBeHidden();
      await page.clock.runFor(200);
      await expect(card).toBeVisible();
      await page.mouse.move(700, 100);
      await page.clock.runFor(1_000);
      await expect(card).toBeHidden();
      await page.clock.resume();
    });
  }

  await test.step("a menu link moves to another page without a new document", async () => {
    if (desktop) {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "About" }).hover();
      await nav.getByRole("link", { name: "About Party" }).click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page
        .getByRole("dialog", { name: "Menu" })
        .getByRole("link", { name: "About Party" })
        .tap();
    }
    await expect(page).toHaveURL(/\/about\/about$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
  await checkControls(page, "/about/about", desktop);

  await test.step("a language link opens the page in that edition", async () => {
    await page.getByRole("list", { name: "Languages" }).first().locator('a[hreflang="ur"]').click();
    await expect(page).toHaveURL(/\/ur\/about\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
  expect(
    errors.filter((e) => /hydrat|#418|#423|#425/i.test(e)),
    "hydration errors",
  ).toEqual([]);
});

/**
 * What React has taken over: elements under #___gatsby that carry its fiber, in all and under each
 * HydrateOnUse wrapper (named by the control it holds). A kept element never gets one.
 */
function hydration(page: Page) {
  return page.evaluate(() => {
    const taken = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const count = (root: Element) => [...root.querySelectorAll("*")].filter(taken).length;
    const holders = [...document.querySelectorAll("[data-hydrate-on-use]")];
    const holding = (what: string, holds: (holder: Element) => boolean) => {
      const holder = holders.find(holds);
      if (!holder) throw new Error(`no HydrateOnUse holds the ${what}`);
      return count(holder);
    };
    return {
      all: count(document.getElementById("___gatsby")!),
      toggle: holding("theme toggle", (h) =>
        /Switch to (dark|light) theme/.test(h.textContent ?? ""),
      ),
      menuButton: holding(
        "menu button",
        (h) => !!h.querySelector('button[aria-haspopup="dialog"]'),
      ),
      menuBar: holding("menu bar", (h) => !!h.querySelector("nav")),
      credit: holding("credit", (h) => !!h.closest("footer")),
    };
  });
}

test("the header's controls and the footer's credit keep their HTML until first used, and the first tap, key press and hover each work", async ({
  page,
  viewport,
}) => {
  const desktop = isDesktopViewport(viewport);
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.clock.install();
  await gotoOk(page, "/about/history");
  await hydrated(page);
  const built = builtPages().find((p) => p.route === "/about/history")!;

  await test.step("hydrated at start: what the build counts for the budget, none of the four controls", async () => {
    const at = await hydration(page);
    expect(at.all).toBe(pageWeight(built).elementsHydrated);
    expect([at.toggle, at.menuButton, at.menuBar, at.credit]).toEqual([0, 0, 0, 0]);
  });

  await test.step("the first Enter on the unhydrated theme toggle switches the theme, the next switches back", async () => {
    await page.getByRole("button", { name: "Switch to dark theme" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    const toggle = page.getByRole("button", { name: "Switch to light theme" });
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect((await hydration(page)).toggle).toBeGreaterThan(0);
  });

  if (desktop) {
    await test.step("the first hover on the unhydrated menu bar opens a group; Escape closes it", async () => {
      expect((await hydration(page)).menuBar).toBe(0);
      const about = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "About" });
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await about.hover();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await about.focus();
      await page.keyboard.press("Escape");
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await page.mouse.move(700, 600);
    });
  } else {
    await test.step("the first tap on the unhydrated menu button opens the side menu; Escape closes it", async () => {
      expect((await hydration(page)).menuButton).toBe(0);
      const trigger = page.getByRole("button", { name: "Open menu" });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.tap();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    });
  }

  await test.step("a link to a place on the page, with the credit still unhydrated, changes nothing else", async () => {
    expect((await hydration(page)).credit).toBe(0);
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect(page).toHaveURL(/#top$/);
  });

  await test.step("the credit's card opens on the first hover, after its delay", async () => {
    const card = page.getByRole("group", { name: `${site.developer.name}: links` });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole("link", { name: site.developer.name, exact: true }).hover();
    await page.clock.runFor(HOVER_OPEN_DELAY_MS - 100);
    await expect(card).toBeHidden();
    await page.clock.runFor(200);
    await expect(card).toBeVisible();
    await page.clock.resume();
  });

  // #421: React dropped a kept boundary's HTML because an update reached it before it could hydrate.
  expect(
    errors.filter((e) => /hydrat|#418|#421|#423|#425/i.test(e)),
    "hydration errors",
  ).toEqual([]);
});
