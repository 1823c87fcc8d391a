/**
 * The one axe check of the browser suite: WCAG 2.2 AA tags, zero violations, and a failure that names
 * each rule, its impact, the offending selectors and axe's advice. Every call records an `axe`
 * annotation on the running test, which is how scripts/test-timing.ts counts the axe checks of a run.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import axe, { type AxeResults, type Result, type RunOptions } from "axe-core";

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

/** Only failing nodes are collected: see `runInPage`. Set before the tags (AxeBuilder's `options` replaces `runOnly`). */
const RUN_OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * Whether the page holds a frame of another origin. axe-core/playwright's default run checks each
 * frame on its own and finishes in a new blank page, which it needs for cross-origin frames; its
 * legacy mode runs axe.run in the page itself and reaches same-origin frames only. On a page without
 * cross-origin frames both check the same nodes with the same rules (tried on a page seeded with
 * eight violations, one inside a same-origin frame: both reported the same rules and nodes), and the
 * legacy run takes less time.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  // A frame not loaded yet (a map waiting for the Save-Data visitor's button) has no address at all.
  return page
    .frames()
    .some((frame) => frame !== page.mainFrame() && frame.url() !== "" && !frame.url().startsWith("about:") && new URL(frame.url()).origin !== origin);
}

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe.run in the page itself, as axe-core/playwright's legacy mode runs it, with axe-core's script
 * evaluated once per document instead of twice per check. That mode evaluates the 550 KB script into
 * the page before every check and again in every frame, most of a check's time, and every route is
 * checked at least twice on one load. A script already in a frame stays until the frame navigates; axe.run clears its own caches
 * when it ends, so a later run sees the page as it is then (tried on a page seeded with violations:
 * one added after the first run was reported by the second).
 *
 * `resultTypes: ["violations"]` (axe-core's run option): passing, incomplete and inapplicable rules
 * keep one node each instead of every node, so axe no longer builds a selector and an HTML excerpt
 * for every passing node (500-850 on a long page); violations are reported in full. On pages seeded
 * with violations the violations were identical with and without it (rules, impacts, targets,
 * failure summaries, HTML).
 */
async function runInPage(page: Page): Promise<AxeResults> {
  // A frame never loaded (a map waiting for the Save-Data visitor's button) has no address, holds
  // nothing, and never answers: neither Playwright's evaluate nor axe's messages. The page is then
  // checked without its frames.
  const unloadedFrame = page.frames().some((frame) => frame !== page.mainFrame() && frame.url() === "");
  for (const frame of page.frames().filter((f) => f.url() !== "")) {
    const loaded = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function").catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options),
    { ...RUN_OPTIONS, runOnly: { type: "tag", values: WCAG_TAGS }, ...(unloadedFrame ? { iframes: false } : {}) } satisfies RunOptions,
  );
}

/** axe's results for the page as it is now (WCAG tags, violations in full). */
export function runAxe(page: Page): Promise<AxeResults> {
  return hasCrossOriginFrame(page) ? new AxeBuilder({ page }).options(RUN_OPTIONS).withTags(WCAG_TAGS).analyze() : runInPage(page);
}

/** Runs axe on the page as it is now; `what` names the state in the annotation and the failure. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await runAxe(page);
  const width = page.viewportSize()?.width;
  test.info().annotations.push({ type: AXE_ANNOTATION, description: `${what} (${width} px)` });
  expect(
    results.violations.length,
    `${results.violations.length} axe violation(s) on ${page.url()}, ${what} (${width} px):\n${formatViolations(results.violations)}\n`,
  ).toBe(0);
}

/**
 * A page as a browser without scripts paints it, in a page axe can run in. axe needs timers, which
 * a context with `javaScriptEnabled: false` never fires, so the page's own scripts are refused
 * instead (its bundles never load, nothing hydrates: the server's HTML stays as sent) and its
 * `(scripting: none)` rules are made to apply, the one thing a scriptless browser does differently.
 */
export async function openAsWithoutScripts(page: Page, url: string): Promise<void> {
  await page.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  const answer = await page.goto(url);
  expect(answer?.status(), url).toBe(200);
  const rules = await page.evaluate(() => {
    let count = 0;
    for (const style of document.querySelectorAll("style")) {
      const text = style.textContent ?? "";
      const rewritten = text.replace(/\(\s*scripting\s*:\s*none\s*\)/g, "(min-width: 0px)");
      if (rewritten !== text) count += 1;
      style.textContent = rewritten;
    }
    return count;
  });
  expect(rules, `${url}: style elements with rules for browsers without scripts`).toBeGreaterThan(0);
}
