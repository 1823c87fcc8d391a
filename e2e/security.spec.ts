/**
 * Security of what the project's server sends (`npm run serve:test` starts it):
 * the security headers on pages and assets, a Content-Security-Policy that lets Gatsby's own inline
 * scripts run but blocks an injected one. That no route causes a CSP violation and that every link
 * opening a new tab has rel="noopener" is checked on each route's load in a11y.spec.ts
 * (test-support/e2e/security.ts), which loads every route anyway. Under plain `gatsby serve` the header and CSP tests fail by design: it sends none of these headers.
 */
import { expect, test } from "@playwright/test";
import { presetTheme, hydrated } from "../test-support/e2e/browser";
import { cspViolations, recordCspViolations } from "../test-support/e2e/security";
import { ONLY_IN } from "../test-support/e2e/projects";

test.describe.configure({ mode: "parallel" });

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function assertSecurityHeaders(url: string, headers: Record<string, string>) {
  const hsts = headers["strict-transport-security"] ?? "";
  expect(hsts, `${url}: Strict-Transport-Security`).toMatch(/max-age=\d+/);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${url}: HSTS max-age of at least 180 days`).toBeGreaterThanOrEqual(15_552_000);
  expect(headers["x-content-type-options"], `${url}: X-Content-Type-Options`).toBe("nosniff");
  expect(headers["referrer-policy"], `${url}: Referrer-Policy`).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers["permissions-policy"], `${url}: Permissions-Policy`).toBeTruthy();

  const csp = parseCsp(headers["content-security-policy"] ?? "");
  expect(csp.size, `${url}: Content-Security-Policy header`).toBeGreaterThan(0);
  const frameAncestorsNone = csp.get("frame-ancestors")?.join(" ") === "'none'";
  expect(
    frameAncestorsNone || headers["x-frame-options"]?.toUpperCase() === "DENY",
    `${url}: framing forbidden by frame-ancestors 'none' or X-Frame-Options DENY`,
  ).toBe(true);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc, `${url}: script-src is restricted`).not.toContain("*");
  // Gatsby's inline scripts are allowed by hash, never by a blanket 'unsafe-inline'.
  expect(scriptSrc, `${url}: no blanket 'unsafe-inline' for scripts`).not.toContain("'unsafe-inline'");
  expect(csp.get("object-src") ?? csp.get("default-src"), `${url}: object-src 'none'`).toEqual(["'none'"]);
}

// Once, on desktop: headers do not depend on the viewport.
test("pages, page data and hashed assets carry the security headers", { tag: ONLY_IN.desktop }, async ({ request, page }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  assertSecurityHeaders("/", home.headers());

  const notFound = await request.get("/this-page-does-not-exist");
  expect(notFound.status(), "unknown paths answer 404").toBe(404);
  assertSecurityHeaders("/this-page-does-not-exist", notFound.headers());

  // A hashed script referenced by the home page: cached for a year, immutable, same headers.
  await page.goto("/");
  const script = await page.locator("script[src]").first().getAttribute("src");
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["x-content-type-options"], `${script}: nosniff`).toBe("nosniff");
  expect(asset.headers()["cache-control"] ?? "", `${script}: long-lived immutable caching`).toMatch(/immutable/);
  expect(home.headers()["cache-control"] ?? "", "HTML is revalidated").toMatch(/no-cache|max-age=0|must-revalidate/);
});

// Once, on desktop: the CSP does not depend on the viewport.
test("the CSP lets the site's own scripts run and blocks an injected inline script", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await recordCspViolations(page);
  await presetTheme(page, "dark");
  await page.goto("/");
  await hydrated(page);
  expect(await cspViolations(page), "the site's own scripts (theme script, Gatsby's loaders) cause no CSP violation").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), "the inline theme script ran").toBe(true);

  const outcome = await page.evaluate(async () => {
    const w = window as unknown as { __pwned?: boolean };
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true }),
    );
    const el = document.createElement("script");
    el.textContent = "window.__pwned = true;";
    document.head.appendChild(el);
    const directive = await Promise.race([blocked, new Promise<string>((r) => setTimeout(() => r("none"), 2_000))]);
    return { ran: w.__pwned === true, directive };
  });
  expect(outcome.ran, "an injected inline script must not run").toBe(false);
  expect(outcome.directive, "the browser reports the blocked script as a CSP violation").toMatch(/^script-src/);
});
