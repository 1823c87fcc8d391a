import { defineConfig, devices } from "@playwright/test";
import { FONTCONFIG_WITHOUT_EDITION_FACES } from "./test-support/e2e/editionFaces";
import { ONLY_IN, VIEWPORTS } from "./test-support/e2e/projects";

/**
 * Browser tests run Debian's chromium (never a downloaded browser) against the production
 * build served by `npm run serve:test` on a port of their own.
 */
const port = Number(process.env.E2E_PORT ?? 8123);

// The servers the specs start, like the one below, run as a production install runs them, but
// without load shedding: they share a worker's event loop with the test, which would read as load.
process.env.NODE_ENV = "production";
process.env.SHED_LOAD ??= "false";

export default defineConfig({
  testDir: "e2e",
  // `npm test` runs the development-server spec as a step of its own, after this suite: it compiles a
  // second site in development mode, and beside the other worker (CI, load 8-12) its dev server took
  // more than the site's 15 s request timeout to pass the contact form on, while alone it passes in
  // 2.5 min (scripts/test-all.sh).
  testIgnore: process.env.E2E_SKIP_DEVELOP === "1" ? ["**/develop.spec.ts"] : [],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Upper bounds on waiting, not speed checks (speed is measured by `npm run bench`). With two
  // browsers on a 2-core runner, late in the suite, a news article's content appeared more than
  // 7 s after its page loaded: its scripts alone took 4.5 s to arrive and run.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds the timing table at the end of `npm test` (scripts/test-timing.ts).
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test's trace, to open locally. CI (.ci/run sets CI) keeps only what the run prints, so it
    // records none: recording costs about 15% of the suite's time.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The site's service worker would answer requests that specs route or count; e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // A phone without the Urdu and Pashto faces, whatever this machine has installed: the editions'
      // pages download their own (e2e/edition-faces.spec.ts starts a browser that has them).
      env: { ...process.env, FONTCONFIG_FILE: FONTCONFIG_WITHOUT_EDITION_FACES },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // A test tagged for one project (test-support/e2e/projects.ts) is left out of the other.
  // Workers take tests in the order of these projects, then of the files' names. Desktop goes first:
  // the spec whose saves start real low-priority builds and follow them until live (content-editing)
  // is desktop-only, and its builds then overlap the mobile project's tests instead of running alone
  // at the end of the suite.
  projects: [
    {
      name: "desktop",
      grepInvert: new RegExp(ONLY_IN.mobile),
      use: { ...devices["Desktop Chrome"], viewport: VIEWPORTS.desktop },
    },
    {
      name: "mobile",
      grepInvert: new RegExp(ONLY_IN.desktop),
      use: { ...devices["Desktop Chrome"], viewport: VIEWPORTS.mobile, hasTouch: true },
    },
  ],
  webServer: {
    command: "npm run serve:test",
    url: `http://127.0.0.1:${port}/`,
    // Never test whatever else happens to listen on this port.
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), NODE_ENV: "production" },
  },
});
