/**
 * A browser context kept for all the tests one worker runs of a file, each test on a page of its own.
 * A spec that loads many routes in turn (every route of an edition, every route's axe states) then
 * fetches the site's scripts, styles and fonts once per worker, as one visitor's browser does, instead
 * of into an empty cache for every route. Each page still gets its own viewport, colour scheme and
 * init scripts; what the context keeps between tests is its HTTP cache and storage (cookies, the
 * stored theme), so a test sets what it reads (presetTheme stores the theme before any page script).
 */
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

type Fixtures = {
  /** A new page in the worker's context, closed when the test ends. */
  workerPage: Page;
};

type WorkerFixtures = {
  /** What a file's context has besides its project's options (`test.use`), e.g. a zoomed screen. */
  workerContextOptions: BrowserContextOptions;
  workerContext: BrowserContext;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerContextOptions: [{}, { scope: "worker", option: true }],
  workerContext: [
    async ({ browser, workerContextOptions }, provide, workerInfo) => {
      // A worker's context is not a test's, so the project's options a test's context gets by default
      // are named here: the project's window and device, the service worker blocked (playwright.config.ts).
      const {
        baseURL,
        viewport,
        screen,
        hasTouch,
        isMobile,
        userAgent,
        deviceScaleFactor,
        serviceWorkers,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        hasTouch,
        isMobile,
        userAgent,
        deviceScaleFactor,
        serviceWorkers,
        ...workerContextOptions,
      });
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  workerPage: async ({ workerContext }, provide) => {
    const page = await workerContext.newPage();
    await provide(page);
    await page.close();
  },
});

export { expect } from "@playwright/test";
