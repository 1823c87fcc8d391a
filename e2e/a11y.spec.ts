/**
 * WCAG 2.2 AA by axe-core on every route and state (scripts/lib/routes.ts, test-support/e2e/routeStates.ts), in light and dark, at 375 px
 * ("mobile" project) and 1440 px ("desktop" project). Zero violations; a failure lists each rule,
 * its impact, the offending selectors and axe's advice.
 *
 * One page load per route and width: axe in the theme the page was loaded with, then the theme is
 * switched as the site's toggle switches it (html.dark and the stored `theme`; React renders nothing
 * for it) with the system setting to match, and axe runs again. The mobile project loads each route
 * light and the desktop project dark, so every route's head script is also checked once with each
 * stored theme. States reached on a page without a load of their own (a form submitted empty, the
 * open side menu or desktop sub-menu) follow on their page's load, again in both themes; the news and
 * manifesto detail views have loads of their own.
 */
import { expect, test } from "@playwright/test";
import { routeStates, type RouteState } from "../test-support/e2e/routeStates";
import {
  enterInPageState,
  isDesktopViewport,
  isInPageState,
  openState,
  presetTheme,
  switchStoredTheme,
  type Theme,
} from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";

test.describe.configure({ mode: "parallel" });

const states = routeStates();
const inPage = states.filter(isInPageState);
const pagePaths = new Set(states.flatMap((state) => (state.kind === "page" ? [state.path] : [])));
// Form errors and open menus are reached on their page's own load, after the page itself is checked;
// one whose page is not among the routes keeps a load of its own.
const ownLoad = states.filter((state) => !isInPageState(state) || !pagePaths.has(state.path));

/** Whether a state exists in the project of this viewport (menus exist in one project each). */
const existsAt = (state: RouteState, viewport: { width: number } | null) =>
  !("project" in state) || isDesktopViewport(viewport) === (state.project === "desktop");

for (const state of ownLoad) {
  const followUps = state.kind === "page" ? inPage.filter((f) => f.path === state.path) : [];
  test.describe(() => {
    // Decided from the project's viewport before any context or page exists.
    if ("project" in state) test.skip(({ viewport }) => !existsAt(state, viewport), `${state.name} exists only in the ${state.project} project`);

    const then = followUps.map((f) => `, then ${f.name}${"project" in f ? ` (${f.project})` : ""}`).join("");
    test(`axe: ${state.name} (light and dark)${then}`, async ({ browser, viewport, hasTouch, baseURL, request }) => {
      // An upper bound, not a speed check: axe on a long page takes several seconds on a busy 2-core
      // machine; here 30 s for the load and 60 s per axe run.
      const axeRuns = 2 + 2 * followUps.filter((f) => existsAt(f, viewport)).length;
      test.setTimeout(30_000 + 60_000 * axeRuns);
      const themes: Theme[] = isDesktopViewport(viewport) ? ["dark", "light"] : ["light", "dark"];
      const [loaded, switched] = themes;

      // axe-core/playwright needs a page of a context made with browser.newContext().
      const context = await browser.newContext({ viewport, hasTouch, baseURL, colorScheme: loaded });
      try {
        const page = await context.newPage();
        await presetTheme(page, loaded);
        await openState(page, state, request);

        const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
        expect(isDark, `stored theme "${loaded}" ${isDark ? "gave" : "did not give"} html.dark`).toBe(loaded === "dark");
        await expectNoAxeViolations(page, `${state.name}, ${loaded}`);
        await switchStoredTheme(page, switched);
        await expectNoAxeViolations(page, `${state.name}, ${switched}`);

        // Each follow-up state in the theme the page is in, then in the other one.
        let current = switched;
        for (const followUp of followUps) {
          if (!existsAt(followUp, viewport)) continue;
          await enterInPageState(page, followUp);
          const other: Theme = current === "dark" ? "light" : "dark";
          await expectNoAxeViolations(page, `${followUp.name}, ${current}`);
          await switchStoredTheme(page, other);
          await expectNoAxeViolations(page, `${followUp.name}, ${other}`);
          current = other;
        }
      } finally {
        await context.close();
      }
    });
  });
}
