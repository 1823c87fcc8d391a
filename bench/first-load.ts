/**
 * `npm run bench:first-load`: what a phone on slow mobile data sees and when it can use the page, in real
 * Chromium rather than Lighthouse's simulation: Debian chromium at 412×823 (DPR 1.75), the network
 * throttled to Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU
 * slowed 4×, a new browser context (empty cache) for every load.
 *
 * Per load: first contentful paint and largest contentful paint (the browser's own entries), and
 * "interactive": the moment React has hydrated the page's content (`<html data-hydrated>`, set by
 * src/components/layout/HydratedFlag.tsx; menus, forms and the theme toggle answer from then on), and
 * "blocking": what Total Blocking Time counts, read from the browser's own long tasks rather than
 * simulated: the part beyond 50 ms of every task from the first contentful paint until one second
 * after "interactive" (the effects and chunks that hydration starts).
 * Medians of --runs loads (default 5) per route, routes and builds taking turns.
 *
 * --compare-public-dir=PATH serves another build beside the site and loads it in the same rounds, so a
 * trade (an earlier paint against a later start of the scripts, say) is read from one run of a noisy machine.
 * Options: --runs=N, --routes=/a,/b, --public-dir=PATH. Env: BENCH_PORT (8124), BENCH_COMPARE_PORT (8126),
 * CHROME_PATH. It measures and prints; it never fails on a figure.
 */
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { ROOT } from "../scripts/lib/routes";
import { benchArgs, median, startServer, waitForServer } from "./lib";

const { flag, publicDir: PUBLIC_DIR, compareDir: COMPARE_DIR } = benchArgs();
const RUNS = Number(flag("runs") ?? 5);
const ROUTES = (flag("routes") ?? "/,/news,/leader/aftab-ahmad-khan-sherpao,/contact,/ur").split(
  ",",
);
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 8126);

/** Lighthouse's mobile throttling, applied for real. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Load = { fcp: number; lcp: number; interactive: number; blocking: number };

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const marks = { lcp: 0, interactive: 0, longTasks: [] as { start: number; end: number }[] };
      (window as unknown as { __firstLoad: typeof marks }).__firstLoad = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          marks.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }).observe({ type: "longtask", buffered: true });
      // Init scripts run before the parser has made <html>: watch the document for the attribute.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated) {
          marks.interactive = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated, null, {
      timeout: 120_000,
    });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const marks = (
        window as unknown as {
          __firstLoad: {
            lcp: number;
            interactive: number;
            longTasks: { start: number; end: number }[];
          };
        }
      ).__firstLoad;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const blocking = marks.longTasks
        .filter((task) => task.start >= fcp && task.start <= marks.interactive + 1000)
        .reduce((sum, task) => sum + Math.max(0, task.end - task.start - 50), 0);
      return { fcp, lcp: marks.lcp, interactive: marks.interactive, blocking };
    });
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const builds = [
    { name: "site", base: `http://127.0.0.1:${PORT}`, ...startServer(PORT, PUBLIC_DIR) },
    ...(COMPARE_DIR
      ? [
          {
            name: "compared",
            base: `http://127.0.0.1:${COMPARE_PORT}`,
            ...startServer(COMPARE_PORT, COMPARE_DIR),
          },
        ]
      : []),
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const build of builds) await waitForServer(build.server, `${build.base}/`);
    const loads = new Map<string, Load[]>();
    for (let round = 0; round < RUNS; round++) {
      for (const route of ROUTES) {
        // Builds take turns at going first, so neither always meets a warmer machine.
        const order = round % 2 ? [...builds].reverse() : builds;
        for (const build of order) {
          process.stdout.write(`\r  round ${round + 1}/${RUNS}: ${build.name} ${route}…          `);
          const key = `${build.name}\t${route}`;
          loads.set(key, [...(loads.get(key) ?? []), await load(browser, build.base + route)]);
        }
      }
    }
    console.log(
      `\n\n| route | build | FCP | LCP | interactive | blocking |\n|---|---|---|---|---|---|\n` +
        ROUTES.flatMap((route) =>
          builds.map((build) => {
            const runs = loads.get(`${build.name}\t${route}`) ?? [];
            const m = (k: keyof Load) => seconds(median(runs.map((r) => r[k])));
            const blocking = `${Math.round(median(runs.map((r) => r.blocking)))} ms`;
            return `| ${route} | ${build.name} | ${m("fcp")} | ${m("lcp")} | ${m("interactive")} | ${blocking} |`;
          }),
        ).join("\n"),
    );
    console.log(
      `\nReal Chromium, 412×823 at DPR 1.75, slow 4G (150 ms, 1.6 Mbit/s) and 4× CPU slowdown, empty cache, ` +
        `medians of ${RUNS} loads; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. ` +
        `"site" = ${path.relative(ROOT, PUBLIC_DIR) || "."}` +
        (COMPARE_DIR ? `, "compared" = ${COMPARE_DIR}` : "") +
        ".",
    );
  } finally {
    await browser.close();
    for (const build of builds) build.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
