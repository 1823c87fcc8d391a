/**
 * Tags that keep a browser test to one project (playwright.config.ts leaves it out of the other). A
 * test skipped from inside still cost its worker, its browser context and page, and any `beforeAll`
 * and `beforeEach` before the skip (a server start, a page load); a test filtered out costs nothing.
 */
export const ONLY_IN = {
  mobile: "@only-mobile",
  desktop: "@only-desktop",
} as const;

/** The two projects' windows: a phone's 375 px and a desktop's 1440 px. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
