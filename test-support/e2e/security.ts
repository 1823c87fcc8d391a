/**
 * The checks of a page's own load that security.spec.ts stands for: no Content-Security-Policy
 * violation from the first script on, the page's inline scripts allowed by hash only, and
 * `rel="noopener"` on every link that opens a new tab. Every route's load in a11y.spec.ts runs them,
 * so that each route is loaded once for both.
 */
import { expect, type Page, type Response } from "@playwright/test";

/** Records CSP violations from the first script on, before the page's own code runs. Call before the load. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
}

/** The violations recorded since the load (recordCspViolations). */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/**
 * On a route loaded with recordCspViolations, hydrated and its requests over: its script-src names
 * hashes and nothing inline besides, no new-tab link lacks `noopener`, and nothing violated the CSP.
 */
export async function expectSafeLoad(page: Page, route: string, response: Response | null): Promise<void> {
  // The page's own inline scripts are allowed by their hashes (public/_headers), nothing else inline.
  expect(response?.headers()["content-security-policy"], `${route}: script-src`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const unsafe = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]'))
      .filter((a) => !(a.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("noopener"))
      .map((a) => `${a.outerHTML.slice(0, 160)}`),
  );
  expect(unsafe, `target="_blank" links on ${route} without rel="noopener"`).toEqual([]);
  expect(await cspViolations(page), `CSP violations on ${route}`).toEqual([]);
}
