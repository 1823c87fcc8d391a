import { expect, test, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { hydrated, isDesktopViewport } from "../test-support/e2e/browser";


test.describe("theme", () => {
  /**
   * Records whether <html> had the dark class at the moment <body> was created, i.e. before
   * anything of the page could be painted.
   */
  const recordThemeAtBody = (page: Page) =>
    page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { __darkAtBody: boolean }).__darkAtBody =
            document.documentElement.classList.contains("dark");
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  const darkAtBody = (page: Page) =>
    page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody);

  test("the choice persists across reloads with no flash and no hydration error", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(msg.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.emulateMedia({ colorScheme: "light" });
    await recordThemeAtBody(page);
    await page.goto("/");
    await hydrated(page);
    expect(await darkAtBody(page)).toBe(false);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await darkAtBody(page)).toBe(true);
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(17, 17, 18)");

    // A saved "light" wins over a dark system setting.
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    expect(await darkAtBody(page)).toBe(false);
    await hydrated(page);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(problems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
  });

  test("with nothing saved it follows the system setting from the first paint", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await recordThemeAtBody(page);
    await page.goto("/");
    expect(await darkAtBody(page)).toBe(true);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });
});

// The side menu is for screens below xl.
test.describe("side menu at 375 px", { tag: ONLY_IN.mobile }, () => {

  // One load: the menu is opened on its first use, then closed three ways, the way that navigates last.
  test("works by keyboard (focus trapped, Escape returns focus), the overlay closes it, and by touch (a group expands, a link closes it)", async ({
    page,
  }) => {
    await page.goto("/no-such-page");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await test.step("opens on its first use, as it hydrates, on a page whose address the build did not know", async () => {
      // A focus and a press in one task, as a quick tap on a slow phone: the press reaches the button as
      // it hydrates, before the page's path (the build rendered it as /404) has caught up.
      await trigger.evaluate((button: HTMLElement) => {
        button.focus();
        button.click();
      });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    await test.step("works by keyboard: focus is trapped, Escape closes and focus returns", async () => {
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.getByRole("link", { name: "Join QWP" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();

      await page.keyboard.press("Tab"); // Home
      await page.keyboard.press("Tab"); // About
      await expect(dialog.getByRole("button", { name: "About" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("button", { name: "About" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("link", { name: "About Party" })).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    await test.step("the overlay closes it", async () => {
      await trigger.tap();
      await expect(dialog).toBeVisible();
      await page.touchscreen.tap(20, 400);
      await expect(dialog).toBeHidden();
    });

    await test.step("works by touch: opens from the button, expands a group, and a link closes it", async () => {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await trigger.tap();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
      // Anchored to the right edge, once its 0.22 s slide-in has ended (a box taken mid-slide is off-screen).
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(375);

      const about = dialog.getByRole("button", { name: "About" });
      // Each opening starts with its groups closed.
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await expect(dialog.getByRole("link", { name: "History" })).toBeHidden();
      await about.tap();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await expect(dialog.getByRole("link", { name: "History" })).toHaveAttribute(
        "href",
        "/about/history",
      );

      await dialog.getByRole("link", { name: "Home" }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog).toBeHidden();
    });
  });
});

// The navigation bar shows from xl up.
test.describe("desktop menu at 1440 px", { tag: ONLY_IN.desktop }, () => {

  // One load of /: the mouse first, then (with the pointer moved away) the keyboard.
  test("opens sub-menus on hover, group headings do not navigate; works by keyboard: focus opens, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const leadership = nav.getByRole("button", { name: "Leadership" });
    await leadership.hover();
    await expect(leadership).toHaveAttribute("aria-expanded", "true");
    const panel = nav.getByRole("list", { name: "Leadership" });
    await expect(panel.getByRole("link")).toHaveCount(5);
    await leadership.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel).toBeVisible();

    await page.mouse.move(700, 600);
    await expect(panel).toBeHidden();

    const wings = nav.getByRole("button", { name: "Wings" });
    await wings.hover();
    await expect(nav.getByRole("list", { name: "Wings" }).getByRole("link")).toHaveCount(11);
    await page.mouse.move(700, 600);
    await expect(nav.getByRole("list", { name: "Wings" })).toBeHidden();

    await test.step("works by keyboard: focus opens, arrows move, Escape closes and returns focus", async () => {
      await nav.getByRole("link", { name: "Home" }).focus();
      await page.keyboard.press("Tab");
      const about = nav.getByRole("button", { name: "About" });
      await expect(about).toBeFocused();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: "About Party" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: "History" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(about).toBeFocused();
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "About Party" })).toBeFocused();
    });
  });

  test("highlights the current page and its group, also on a page served from the 404 HTML", async ({
    page,
  }) => {
    await page.goto("/wings/it-wing");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const wings = nav.getByRole("button", { name: "Wings" });
    await expect(wings).toHaveAttribute("data-active", "true");
    await wings.hover();
    await expect(
      nav.getByRole("list", { name: "Wings" }).getByRole("link", { name: "IT Wing" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

test.describe("scrolling", () => {
  test("a route change starts at the top, Back restores the position, anchors still work", async ({
    page,
  }) => {
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(100);

    await page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Youth Wing" })
      .click();
    await expect(page).toHaveURL(/\/wings\/youth-wing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);

    await page.getByRole("link", { name: "Back to top" }).click();
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the 404 page shows the spec's content inside the layout, and its menus open on the first click", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/this-page-does-not-exist");
  await hydrated(page);
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  if (isDesktopViewport(page.viewportSize())) {
    // A focus and a press in one task, as a quick click: the press reaches the menu bar as it hydrates,
    // before the page's path (the build rendered it as /404) has caught up, and the sub-menu stays open.
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await about.evaluate((button: HTMLElement) => {
      button.focus();
      button.click();
    });
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list", { name: "About" })).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
  }
  await page.getByRole("link", { name: "Go Back to Home" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("the skip link moves to the main content", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test.describe("content that React keeps as built", () => {
  test("its links change page without a full reload, and the page comes back whole", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/about/about");
    await hydrated(page);
    const main = page.locator("#main-content");
    const built = await main.innerHTML();
    // A full page load would lose this.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    // A link inside the page content (never hydrated) and one in the footer's static part.
    await main.locator('a[href^="/leader/"]').first().click();
    await expect(page).toHaveURL(/\/leader\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.locator('footer a[href="/about/history"]').click();
    await expect(page).toHaveURL(/\/about\/history$/);
    await expect(page.getByRole("heading", { level: 1, name: "QWP History" })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // Rendered by the browser this time (no HTML to keep): the same content as the build wrote.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/about$/);
    // The address changes before the router renders: until then the history page's heading shows.
    await expect(main.getByRole("heading", { level: 1, name: "About Qaumi Watan Party" })).toBeVisible();
    expect(await main.innerHTML()).toBe(built);
    expect(errors).toEqual([]);
  });
});

/** Where the first paint's mark sits in the served page (see the first-paint tests below). */
function markOrder(page: Page, id: string) {
  return page.evaluate((id) => {
    const mark = document.getElementById(id);
    // Whether the mark comes after (or before) the first element the selector matches.
    const markIs = (where: "after" | "before", selector: string) => {
      const element = document.querySelector(selector);
      if (!element || !mark) return false;
      const [first, second] = where === "after" ? [element, mark] : [mark, element];
      return !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    return {
      hidden: !!mark && mark.hidden && mark.childNodes.length === 0,
      afterBanner: markIs("after", "header"),
      afterTopBar: markIs("after", "a[href^='mailto:']"),
      afterH1: markIs("after", "main h1"),
      beforeMainText: markIs("before", "main h2"),
    };
  }, id);
}

/** Records every <style> removed from the document from the first script on (window.movedStyles). */
async function recordMovedStyles(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedStyles: string[] }).movedStyles = moved;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node.nodeName === "STYLE") moved.push((node as HTMLElement).outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
}

// First paint: a slow phone paints whatever it has parsed; a half-parsed header or hero then grows
// and shifts everything on screen. The page's head holds the first paint until its opening is
// parsed whole.
// Page CSS: moving a <style> makes the browser drop its rules, add them back and restyle the whole
// page. Emotion's caches used to move the build's CSS to the end of <head> three times on start-up.
// Both are read from one load of each page (the observer only watches; it changes nothing).
for (const [route, target, checkCss] of [
  ["/", "opening-end", true],
  ["/about/history", "opening-end", true],
  ["/contact", "opening-end", true],
  ["/news", "header-end", false],
] as const) {
  const title = checkCss
    ? `${route} is first painted with its opening whole, and keeps the build's CSS where it was written, last among the head's styles`
    : `${route} is first painted with its opening whole`;
  test(title, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("<body"));
    expect(head.match(/<link rel="expect"[^>]*>/g)).toEqual([
      `<link rel="expect" href="#${target}" blocking="render"/>`,
    ]);
    if (checkCss) {
      const styles = head.match(/<style[^>]*>/g) ?? [];
      expect(styles.at(-1)).toMatch(/^<style data-build-css="[\w -]+">$/);
      await recordMovedStyles(page);
    }

    await page.goto(route);
    const order = await markOrder(page, target);
    expect(order.hidden).toBe(true);
    expect(order.afterBanner).toBe(true);
    expect(order.afterTopBar).toBe(true);
    if (target === "opening-end") {
      // The hero, with the page's h1, is complete; the sections below come after the mark.
      expect(order.afterH1).toBe(true);
      expect(order.beforeMainText).toBe(true);
    }

    if (checkCss) {
      await hydrated(page);
      const state = await page.evaluate(() => ({
        moved: (window as unknown as { movedStyles: string[] }).movedStyles,
        buildCss: document.querySelectorAll("style[data-build-css]").length,
      }));
      expect(state.moved).toEqual([]);
      expect(state.buildCss).toBeGreaterThan(0);
    }
  });
}

// Contact's map is a lazy frame within the browser's loading distance: without the head's rule it was
// requested at the first layout, before the paint, and shared a slow link with the first screen.
test("/contact asks for the office map only after its first paint, and still shows it", async ({
  page,
}) => {
  let requestedAt: number | undefined;
  await page.route(/openstreetmap\.org/, (route) => {
    requestedAt ??= Date.now();
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title>" });
  });
  await page.goto("/contact");
  await page.locator("iframe[loading=lazy]").scrollIntoViewIfNeeded();
  await expect.poll(() => requestedAt).toBeDefined();
  const firstPaint = await page.evaluate(() => {
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    return performance.timeOrigin + paint.startTime;
  });
  expect(requestedAt).toBeGreaterThan(firstPaint);
  await expect(page.locator("iframe[loading=lazy]")).toBeVisible();
});
