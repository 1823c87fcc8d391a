/**
 * `npm run bench:main-thread-cpu`: the CPU time the page's main thread spends from navigation until one
 * and a half seconds after React has hydrated the page (`<html data-hydrated>`), in real Chromium at
 * full speed, read from Chrome's trace as thread time (the `tdur` of every task), not wall time.
 * On a shared machine a task's wall time grows with the other processes' load and Lighthouse's
 * simulation multiplies it; thread time counts only the CPU this page used, so two builds compare
 * within a few per cent at any load. It does not simulate a phone: multiply by a phone's slowdown.
 *
 * Medians of --runs loads (default 7) per route, routes and builds taking turns, a new browser context
 * (empty cache) each load. --compare-public-dir=PATH serves an earlier build beside the site (from the
 * checkout --compare-root=PATH, default this one).
 * Options: --routes=/a,/b, --public-dir=PATH. Env: BENCH_PORT (8124), BENCH_COMPARE_PORT (8126), CHROME_PATH.
 * Then, per route, the part of that CPU time each script took (compiling, evaluating, calls into it: the
 * outermost script event of each stretch of the trace), named by what the chunk holds
 * (bench/scriptAttribution.ts): where the scripts' cost goes, on a machine too loaded for Lighthouse.
 * It measures and prints; it never fails on a figure.
 */
import { chromium, type Browser } from "@playwright/test";
import { benchArgs, median, startServer, waitForServer } from "./lib";
import { scriptNames, threadTimeByScript, type TraceEvent } from "./scriptAttribution";

const {
  flag,
  publicDir: PUBLIC_DIR,
  compareDir: COMPARE_DIR,
  compareRoot: COMPARE_ROOT,
} = benchArgs();
const RUNS = Number(flag("runs") ?? 7);
const ROUTES = (flag("routes") ?? "/,/contact,/ur").split(",");
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 8126);
const AFTER_HYDRATION_MS = 1500;

/** The renderer's main thread: the one that evaluated the page's scripts. */
function mainThreadOf(events: TraceEvent[]): string | undefined {
  const scripts = new Map<string, number>();
  for (const event of events)
    if (event.name === "EvaluateScript" || event.name === "FunctionCall") {
      const thread = `${event.pid}:${event.tid}`;
      scripts.set(thread, (scripts.get(thread) ?? 0) + 1);
    }
  return [...scripts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** One load: the main thread's CPU time (ms) over its top-level tasks, and the part spent in each script. */
async function measure(
  browser: Browser,
  url: string,
): Promise<{ total: number; scripts: Map<string, number> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    const thread = mainThreadOf(events);
    const tasks = events.filter(
      (event) =>
        `${event.pid}:${event.tid}` === thread &&
        event.ph === "X" &&
        (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask"),
    );
    return {
      total: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
      scripts: thread ? threadTimeByScript(events, thread) : new Map(),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const site = startServer(PORT, PUBLIC_DIR);
  const earlier = COMPARE_DIR ? startServer(COMPARE_PORT, COMPARE_DIR, COMPARE_ROOT) : undefined;
  const sides: [string, string][] = [
    ["site", `http://127.0.0.1:${PORT}`],
    ...(earlier ? ([["before", `http://127.0.0.1:${COMPARE_PORT}`]] as [string, string][]) : []),
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  try {
    await waitForServer(site.server, `${sides[0][1]}/`);
    if (earlier) await waitForServer(earlier.server, `${sides[1][1]}/`);
    const times = new Map<string, number[]>();
    const perScript = new Map<string, Map<string, number>[]>();
    for (let round = 0; round < RUNS; round++)
      for (const route of ROUTES)
        for (const [side, base] of round % 2 ? [...sides].reverse() : sides) {
          const key = `${route}\t${side}`;
          const { total, scripts } = await measure(browser, base + route);
          times.set(key, [...(times.get(key) ?? []), total]);
          perScript.set(key, [...(perScript.get(key) ?? []), scripts]);
        }
    console.log(`| route | ${sides.map(([side]) => `${side} (median, ms)`).join(" | ")} | loads |`);
    console.log(`|---|${sides.map(() => "---:").join("|")}|---|`);
    for (const route of ROUTES) {
      const medians = sides.map(([side]) => median(times.get(`${route}\t${side}`)!).toFixed(0));
      const loads = sides
        .map(([side]) =>
          times
            .get(`${route}\t${side}`)!
            .map((t) => t.toFixed(0))
            .join(" "),
        )
        .join(" / ");
      console.log(`| ${route} | ${medians.join(" | ")} | ${loads} |`);
    }
    // Where that CPU time goes: each script's own (compile, evaluation, calls into it), by what it is.
    const names = new Map([
      ...(COMPARE_DIR ? scriptNames(COMPARE_DIR) : []),
      ...scriptNames(PUBLIC_DIR),
    ]);
    for (const route of ROUTES) {
      const loads = sides.map(([side]) => perScript.get(`${route}\t${side}`)!);
      const keys = [...new Set(loads.flat().flatMap((load) => [...load.keys()]))];
      const medianOf = (side: number, key: string) =>
        median(loads[side].map((load) => load.get(key) ?? 0));
      console.log(`\nScripts' CPU time on ${route} (median ms per load):\n`);
      console.log(`| script | what it is | ${sides.map(([side]) => side).join(" | ")} |`);
      console.log(`|---|---|${sides.map(() => "---:").join("|")}|`);
      for (const key of keys.sort((a, b) => medianOf(0, b) - medianOf(0, a))) {
        const cells = sides.map((_, i) => medianOf(i, key).toFixed(1));
        if (cells.every((cell) => cell === "0.0")) continue;
        console.log(
          `| ${key} | ${names.get(key) ?? "the page itself: its inline scripts"} | ${cells.join(" | ")} |`,
        );
      }
    }
  } finally {
    await browser.close();
    site.stop();
    earlier?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
