/**
 * Security of what the project's server sends (`npm run serve:test` starts it):
 * the security headers on pages and assets, a Content-Security-Policy that lets Gatsby's own inline
 * scripts run but blocks an injected one, and rel="noopener" on every link that opens a new tab.
 * Under plain `gatsby serve` the header and CSP tests fail by design: it sends none of these headers.
 */
import { expect, test, type Page } from "@playwright/test";
import { pageRoutes } from "../scripts/lib/routes";
import { gotoOk, presetTheme, hydrated } from "../test-support/e2e/browser";
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

/** Records CSP violations from the first script on, before the page's own code runs. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

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
  expect(await violations(page), "the site's own scripts (theme script, Gatsby's loaders) cause no CSP violation").toEqual([]);
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

for (const route of pageRoutes()) {
  // Once, on desktop: the mobile menu repeats the same links, and no script reads the window's width.
  test(`no CSP violations and safe new-tab links: ${route}`, { tag: ONLY_IN.desktop }, async ({ page }) => {
    await recordCspViolations(page);
    const response = await gotoOk(page, route);
    // The page's own inline scripts are allowed by their hashes (public/_headers), nothing else inline.
    expect(response?.headers()["content-security-policy"], `${route}: script-src`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    await hydrated(page);
    await page.waitForLoadState("networkidle").catch(() => undefined);

    const unsafe = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]'))
        .filter((a) => !(a.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("noopener"))
        .map((a) => `${a.outerHTML.slice(0, 160)}`),
    );
    expect(unsafe, `target="_blank" links on ${route} without rel="noopener"`).toEqual([]);
    expect(await violations(page), `CSP violations on ${route}`).toEqual([]);
  });
}
