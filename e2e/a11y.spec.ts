/**
 * WCAG 2.2 AA by axe-core on every route and state (scripts/lib/routes.ts, test-support/e2e/routeStates.ts), in light and dark, at 375 px
 * ("mobile" project) and 1440 px ("desktop" project). Zero violations; a failure lists each rule,
 * its impact, the offending selectors and axe's advice.
 *
 * One page load per state and width: axe in the theme the page was loaded with, then the theme is
 * switched as the site's toggle switches it (html.dark and the stored `theme`; React renders nothing
 * for it) with the system setting to match, and axe runs again. The mobile project loads each state
 * light and the desktop project dark, so every route's head script is also checked once with each
 * stored theme.
 */
import { expect, test } from "@playwright/test";
import { routeStates } from "../test-support/e2e/routeStates";
import { isDesktopViewport, openState, presetTheme, switchStoredTheme, type Theme } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";

test.describe.configure({ mode: "parallel" });

for (const state of routeStates()) {
  test.describe(() => {
    if ("project" in state) {
      // Decided from the project's viewport before any context or page exists.
      test.skip(
        ({ viewport }) => isDesktopViewport(viewport) !== (state.project === "desktop"),
        `${state.name} exists only in the ${state.project} project`,
      );
    }

    test(`axe: ${state.name} (light and dark)`, async ({ browser, viewport, hasTouch, baseURL, request }) => {
      // Two axe runs on a long page take several seconds each on a busy 2-core machine.
      test.setTimeout(90_000);
      const themes: Theme[] = isDesktopViewport(viewport) ? ["dark", "light"] : ["light", "dark"];
      const [loaded, switched] = themes;

      // axe-core/playwright needs a page of a context we create (TOOLING.md).
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
      } finally {
        await context.close();
      }
    });
  });
}
