/**
 * WCAG 2.2 AA by axe-core on every route and state (scripts/lib/routes.ts, test-support/e2e/routeStates.ts), in light and dark, at 1440 px
 * and 375 px. Zero violations; a failure lists each rule, its impact, the offending selectors and axe's advice.
 *
 * One page load per route: loaded dark at 1440 px (so every route's head script is checked with a
 * stored dark theme, then run again with a stored light one), axe, then the theme is switched as the site's toggle switches it (html.dark and
 * the stored `theme`; React renders nothing for it) with the system setting to match, and axe runs
 * again; then the same page resized to 375 px, in both themes. The layout is CSS alone (no script
 * reads the window's width or touch), so a resized page shows what a load at that width shows. States
 * reached on a page without a load of their own (a form submitted empty, the open side menu at 375 px
 * or desktop sub-menu at 1440 px) follow on their page's load, again in both themes; the news and
 * manifesto detail views have loads of their own.
 *
 * Each route's load is also security.spec.ts's check of it (test-support/e2e/security.ts), before axe
 * or a theme switch touches the page: no CSP violation from the first script on, script-src by hash,
 * rel="noopener" on every new-tab link.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "../test-support/e2e/workerContext";
import { routeStates, type RouteState } from "../test-support/e2e/routeStates";
import {
  enterInPageState,
  isInPageState,
  openState,
  presetTheme,
  settle,
  switchStoredTheme,
  type InPageState,
  type Theme,
} from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { expectSafeLoad, recordCspViolations } from "../test-support/e2e/security";
import { ONLY_IN, VIEWPORTS } from "../test-support/e2e/projects";
import { THEME_SCRIPT } from "../contract/theme/themeScript";

test.describe.configure({ mode: "parallel" });

type Width = keyof typeof VIEWPORTS;

const states = routeStates();
const inPage = states.filter(isInPageState);
const pagePaths = new Set(states.flatMap((state) => (state.kind === "page" ? [state.path] : [])));
// Form errors and open menus are reached on their page's own load, after the page itself is checked;
// one whose page is not among the routes keeps a load of its own.
const ownLoad = states.filter((state) => !isInPageState(state) || !pagePaths.has(state.path));

/** The widths a state exists at (menus exist at one width each), the load's width first. */
const widthsOf = (state: RouteState): Width[] => ("project" in state ? [state.project] : ["desktop", "mobile"]);

/**
 * Runs the page's own head theme script again with `theme` stored, as a load with it stored runs it,
 * and tells whether it set html.dark. Fails if the head has no theme script.
 */
function headScriptGivesDark(page: Page, theme: Theme): Promise<boolean> {
  return page.evaluate(
    ({ theme, script }) => {
      const inHead = [...document.head.querySelectorAll("script:not([src])")].find((s) => s.textContent === script);
      if (!inHead) throw new Error("the page's head has no theme script");
      window.localStorage.setItem("theme", theme);
      // The opposite first, so the script itself has to set what it means.
      document.documentElement.classList.toggle("dark", theme !== "dark");
      (0, eval)(script);
      return document.documentElement.classList.contains("dark");
    },
    { theme, script: THEME_SCRIPT },
  );
}

/** Leaves an in-page state that would cover the page at the next width (an open side menu). */
async function leaveInPageState(page: Page, state: InPageState): Promise<void> {
  if (state.kind !== "side-menu") return;
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await settle(page);
}

for (const state of ownLoad) {
  const followUps = state.kind === "page" ? inPage.filter((f) => f.path === state.path) : [];
  const then = followUps.map((f) => `, then ${f.name}${"project" in f ? ` (${VIEWPORTS[f.project].width} px)` : ""}`).join("");
  const widths = widthsOf(state);
  const at = widths.map((w) => `${VIEWPORTS[w].width}`).join(" and ");

  // Run in the desktop project (no touch): the page is loaded at 1440 px and resized; nothing here depends on touch.
  const safeLoad = state.kind === "page" ? "; no CSP violation, safe new-tab links" : "";
  test(`axe: ${state.name} at ${at} px (light and dark)${then}${safeLoad}`, { tag: ONLY_IN.desktop }, async ({ workerPage: page, request }) => {
    // An upper bound, not a speed check: axe on a long page takes several seconds on a busy 2-core
    // machine; here 30 s for the load and 60 s per axe run.
    const followUpRuns = followUps.reduce((runs, f) => runs + widths.filter((w) => widthsOf(f).includes(w)).length, 0);
    const axeRuns = 2 * (widths.length + followUpRuns);
    test.setTimeout(30_000 + 60_000 * axeRuns);

    // axe-core/playwright needs a page of a context made with browser.newContext(), as the worker's is.
    const loaded: Theme = "dark";
    await page.setViewportSize(VIEWPORTS[widths[0]]);
    await page.emulateMedia({ colorScheme: loaded });
    await presetTheme(page, loaded);
    await recordCspViolations(page);
    const response = await openState(page, state, request);
    if (state.kind === "page") await expectSafeLoad(page, state.path, response);

    const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(isDark, `stored theme "${loaded}" ${isDark ? "gave" : "did not give"} html.dark`).toBe(true);
    // The other stored theme without a second load: the same head script, run again with "light"
    // stored (the system setting is dark here), must leave html.dark off; then back to dark.
    expect(await headScriptGivesDark(page, "light"), 'stored theme "light" gave html.dark').toBe(false);
    expect(await headScriptGivesDark(page, loaded)).toBe(true);

    // Axe in the theme the page is in, then in the other one.
    let current: Theme = loaded;
    const inBothThemes = async (what: string) => {
      await expectNoAxeViolations(page, `${what}, ${current}`);
      current = current === "dark" ? "light" : "dark";
      await switchStoredTheme(page, current);
      await expectNoAxeViolations(page, `${what}, ${current}`);
    };
    const resize = async (width: Width) => {
      await page.setViewportSize(VIEWPORTS[width]);
      await settle(page);
    };

    // The state itself at each width, before a follow-up changes the page.
    for (const [i, width] of widths.entries()) {
      if (i > 0) await resize(width);
      await inBothThemes(state.name);
    }
    // Each follow-up state at each width it exists at, the page's last width first.
    for (const width of [...widths].reverse()) {
      const here = followUps.filter((f) => widthsOf(f).includes(width));
      if (!here.length) continue;
      if (page.viewportSize()?.width !== VIEWPORTS[width].width) await resize(width);
      for (const followUp of here) {
        await enterInPageState(page, followUp);
        await inBothThemes(followUp.name);
        await leaveInPageState(page, followUp);
      }
    }
  });
}
