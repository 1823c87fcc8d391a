/**
 * The one axe check of the browser suite: WCAG 2.2 AA tags, zero violations, and a failure that names
 * each rule, its impact, the offending selectors and axe's advice. Every call records an `axe`
 * annotation on the running test, which is how scripts/e2e-timing.ts counts the axe checks of a run.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { Result } from "axe-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The annotation type each axe check writes (read back by the timing table). */
export const AXE_ANNOTATION = "axe";

export function formatViolations(violations: Result[]): string {
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

/** Runs axe on the page as it is now; `what` names the state in the annotation and the failure. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const width = page.viewportSize()?.width;
  test.info().annotations.push({ type: AXE_ANNOTATION, description: `${what} (${width} px)` });
  expect(
    results.violations.length,
    `${results.violations.length} axe violation(s) on ${page.url()}, ${what} (${width} px):\n${formatViolations(results.violations)}\n`,
  ).toBe(0);
}
