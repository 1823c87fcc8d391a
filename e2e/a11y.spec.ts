/**
 * WCAG 2.2 AA by axe-core on every route and state (scripts/lib/routes.ts, test-support/e2e/routeStates.ts), in light and dark, at 375 px
 * ("mobile" project) and 1440 px ("desktop" project). Zero violations; a failure lists each rule,
 * its impact, the offending selectors and axe's advice.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Result } from "axe-core";
import { routeStates } from "../test-support/e2e/routeStates";
import { openState, presetTheme, type Theme } from "../test-support/e2e/browser";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const THEMES: Theme[] = ["light", "dark"];

function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const why = (n.failureSummary ?? "").split("\n").slice(1, 3).join(" ").trim();
          return `    - ${n.target.join(" ")}${why ? `  → ${why}` : ""}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `  ${v.id} [${v.impact ?? "n/a"}] ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
}

test.describe.configure({ mode: "parallel" });

for (const state of routeStates()) {
  for (const theme of THEMES) {
    test(`axe: ${state.name} (${theme})`, async ({ browser, viewport, hasTouch, baseURL, request }, testInfo) => {
      // axe on a long page takes several seconds on a busy 2-core machine.
      test.setTimeout(90_000);
      if ("project" in state) test.skip(testInfo.project.name !== state.project, `${state.name} exists only in the ${state.project} project`);

      // axe-core/playwright needs a page of a context we create (TOOLING.md).
      const context = await browser.newContext({ viewport, hasTouch, baseURL, colorScheme: theme });
      try {
        const page = await context.newPage();
        await presetTheme(page, theme);
        await openState(page, state, request);

        const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
        expect(isDark, `stored theme "${theme}" ${isDark ? "gave" : "did not give"} html.dark`).toBe(theme === "dark");

        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          results.violations.length,
          `${results.violations.length} axe violation(s) on ${page.url()} (${theme}, ${viewport?.width} px):\n${formatViolations(results.violations)}\n`,
        ).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
}
