/**
 * Shared steps of the quality specs: bring a route into the state under test, pick the theme,
 * wait until the page is still, and describe what the focus looks like.
 * Controls are found the way a visitor finds them (roles and names), so markup may change freely.
 */
import { expect, type APIRequestContext, type Locator, type Page, type Response } from "@playwright/test";
import type { RouteState } from "./routeStates";
import { breakpoints } from "../../src/theme";

export type Theme = "light" | "dark";

/** Stores the theme choice before any page script runs, as a returning visitor's browser would. */
export async function presetTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => {
    try {
      window.localStorage.setItem("theme", t);
    } catch {
      /* storage disabled: the system preference (colorScheme) still applies */
    }
  }, theme);
}

/**
 * Switches an open page to `theme` the way the site's toggle does (src/theme/mode.ts applyTheme: the
 * `dark` class on <html> and the stored `theme`), with the system setting to match, as a context
 * created with that `colorScheme` would have it; then waits for the colour transitions to end. The
 * theme is CSS only (both toggle labels are rendered, CSS shows one), so the page is then what a load
 * in that theme shows.
 */
export async function switchStoredTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    window.localStorage.setItem("theme", t);
    document.documentElement.classList.toggle("dark", t === "dark");
  }, theme);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  await settle(page);
}

/** Whether a viewport shows the desktop header (xl and up) rather than the small-screen side menu. */
export const isDesktopViewport = (viewport: { width: number } | null | undefined): boolean =>
  (viewport?.width ?? 0) >= breakpoints.xl;

/**
 * Waits until React has hydrated the page's content (HydratedFlag marks <html data-hydrated="true">), so
 * clicks and key presses reach React. Bounded like any other condition of the suite (15 s,
 * playwright.config's expect timeout): late in a run a loaded 2-core machine has needed over 7 s.
 */
export async function hydrated(page: Page, { timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout });
}

/**
 * Waits for pending requests, then brings every running finite animation and transition to its end
 * (`Animation.finish()`: the state it would reach on its own, without waiting out its duration), then
 * waits until none runs (at most 2 s: ending one can start another). `{ finish: false }` waits them
 * out instead, for a check of how long things move (the reduced-motion check in zoom-motion.spec.ts).
 */
export async function settle(page: Page, { finish = true }: { finish?: boolean } = {}): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  if (finish) await finishAnimations(page);
  await expect
    .poll(() => runningAnimations(page), { timeout: 2_000 })
    .toBe(0)
    .catch(() => undefined);
}

/** Jumps every running finite animation and transition (those `runningAnimations` counts) to its end state. */
function finishAnimations(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity && animation.playState === "running") animation.finish();
    }
  });
}

/**
 * How many finite animations and transitions are running. A check of what is on screen waits for 0,
 * so a panel still sliding in is not judged half-way (a starved test machine stretches 0.2 s).
 */
export function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity && a.playState === "running").length,
  );
}

/** The first news item's slug or id, from the project's own API (needs the real server). */
export async function firstNewsId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/news?page=1");
  expect(
    response.ok(),
    `GET /api/news?page=1 answered ${response.status()}: the news detail state needs the project's server (npm run serve:test)`,
  ).toBe(true);
  const body = (await response.json()) as { news?: { slug?: string; _id?: string; id?: string }[] };
  const first = body.news?.[0];
  const id = first?.slug || first?._id || first?.id;
  expect(id, "GET /api/news?page=1 returned no news item: seed the database").toBeTruthy();
  return String(id);
}

/** A visible control, first match; fails with the description if none exists. */
export function visible(locator: Locator): Locator {
  return locator.filter({ visible: true }).first();
}

/** The hamburger button of the small-screen header. */
export const menuButton = (page: Page): Locator =>
  visible(page.getByRole("button", { name: /menu|navigation/i, expanded: false }));

/** The group heading "About" of the desktop header. */
export function aboutGroup(page: Page): Locator {
  const banner = page.getByRole("banner");
  return visible(
    banner
      .getByRole("button", { name: /^about$/i })
      .or(banner.getByRole("link", { name: /^about$/i }))
      .or(banner.getByText("About", { exact: true })),
  );
}

/** The theme toggle (named for what it does: "Switch to dark mode", "Toggle theme", ...). */
export const themeToggle = (page: Page): Locator =>
  visible(page.getByRole("button", { name: /dark|light|theme/i }));

/** Opens the desktop "About" sub-menu: by hover as the spec says, by click if hover is not enough. */
export async function openDesktopSubmenu(page: Page): Promise<Locator> {
  const trigger = aboutGroup(page);
  await trigger.hover();
  const aboutParty = visible(page.getByRole("banner").getByRole("link", { name: "About Party" }));
  // Up to 400 ms for the hover to open it, ending as soon as it shows.
  const openedByHover = await aboutParty
    .waitFor({ state: "visible", timeout: 400 })
    .then(() => true)
    .catch(() => false);
  if (!openedByHover) await trigger.click();
  await expect(aboutParty, "hovering 'About' in the desktop header shows 'About Party'").toBeVisible();
  return aboutParty;
}

/** Opens a route and fails at once (not after a 30 s wait for a control) if it does not answer 200; returns the answer. */
export async function gotoOk(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  // The not-found page itself may be served with either status.
  const expected = path === "/404" ? [200, 404] : [200];
  expect(expected, `GET ${path} answered ${response?.status()}`).toContain(response?.status());
  return response;
}

/** States reached on a page already open at their path, with no load of their own: form errors, open menus. */
export type InPageState = Extract<RouteState, { kind: "form-errors" | "side-menu" | "desktop-submenu" }>;

export const isInPageState = (state: RouteState): state is InPageState =>
  state.kind === "form-errors" || state.kind === "side-menu" || state.kind === "desktop-submenu";

/** Brings the hydrated page, open at the state's path, into the state and waits until it is still. */
export async function enterInPageState(page: Page, state: InPageState): Promise<void> {
  switch (state.kind) {
    case "form-errors": {
      const form = page.locator("main form").first();
      await form.locator('button[type="submit"], input[type="submit"]').first().click();
      await expect(
        form.locator('[aria-invalid="true"]').first(),
        "submitting the empty form marks its fields invalid",
      ).toBeVisible();
      break;
    }
    case "side-menu": {
      await menuButton(page).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      break;
    }
    case "desktop-submenu": {
      await openDesktopSubmenu(page);
      break;
    }
  }
  await settle(page);
}

/** Navigates to the state and waits until it is on screen and still; returns the page's answer. */
export async function openState(
  page: Page,
  state: RouteState,
  request: APIRequestContext,
): Promise<Response | null> {
  let response: Response | null;
  switch (state.kind) {
    case "page": {
      response = await gotoOk(page, state.path);
      await hydrated(page);
      break;
    }
    case "news-detail": {
      const id = await firstNewsId(request);
      response = await gotoOk(page, `/news/${id}`);
      await hydrated(page);
      await expect(page.getByText("News Not Found")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      break;
    }
    case "manifesto-detail": {
      const query = state.manifestoId ? `?manifesto=${encodeURIComponent(state.manifestoId)}` : "";
      response = await gotoOk(page, state.path + query);
      await hydrated(page);
      const back = visible(page.getByRole("button", { name: "Back to Manifestos" }));
      // With ?manifesto= the page opens the detail view itself, after it mounts: the list is still on
      // screen for a moment, so clicking its "Read Online" then could race the list going away.
      if (!state.manifestoId) {
        await visible(page.getByRole("button", { name: "Read Online" }).or(page.getByRole("link", { name: "Read Online" }))).click();
      }
      await expect(back, "the manifesto detail view shows 'Back to Manifestos'").toBeVisible();
      break;
    }
    default: {
      response = await gotoOk(page, state.path);
      await hydrated(page);
      await enterInPageState(page, state);
    }
  }
  await settle(page);
  return response;
}

/** What makes the focused element visibly focused, or why it is not. */
export type FocusReport = {
  tag: string;
  name: string;
  visibleBox: boolean;
  indicator: string | null;
};

/**
 * Describes document.activeElement: its accessible-ish name, whether it is on screen, and the
 * focus indicator it shows (an outline, a box-shadow ring, or a changed border).
 */
export async function describeFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", name: "", visibleBox: false, indicator: null };
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const visibleBox =
      rect.width > 0 &&
      rect.height > 0 &&
      style.visibility !== "hidden" &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    let indicator: string | null = null;
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) {
      indicator = `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    } else if (style.boxShadow && style.boxShadow !== "none") {
      indicator = `box-shadow ${style.boxShadow}`;
    }
    const name =
      el.getAttribute("aria-label") ||
      (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent) ||
      el.textContent ||
      el.getAttribute("name") ||
      "";
    return { tag: el.tagName.toLowerCase(), name: name.trim().replace(/\s+/g, " ").slice(0, 60), visibleBox, indicator };
  });
}

/** Presses Tab and checks the newly focused element is on screen with a visible focus indicator. */
export async function tabAndCheck(page: Page, key = "Tab"): Promise<FocusReport> {
  await page.keyboard.press(key);
  const focus = await describeFocus(page);
  expect(focus.visibleBox, `focus moved to an element that is not on screen: <${focus.tag}> "${focus.name}"`).toBe(true);
  expect(focus.indicator, `<${focus.tag}> "${focus.name}" has focus but no visible focus indicator`).not.toBeNull();
  return focus;
}
