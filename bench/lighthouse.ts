/**
 * `npm run bench`: Lighthouse 12.8 (mobile preset: Moto G-class emulation, simulated slow 4G) on the key
 * routes of the production site, three runs each, medians. Builds the site, starts the project's server
 * (`npm run serve:test`), measures, prints one row per route beside the targets, and writes
 * bench-results/lighthouse.{md,json}. It measures and reports; it never fails on a missed target.
 *
 * Options: --no-build (reuse public/), --runs=N (default 3), --routes=/a,/b (subset).
 * Env: BENCH_PORT (default 8124), CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchRoutes, ROOT } from "../e2e/routes";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(flag("runs") ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGETS = { score: 100, lcpMs: 1500, cls: 0 };

type Run = {
  performance: number; accessibility: number; bestPractices: number; seo: number;
  lcp: number; tbt: number; cls: number; js: number; images: number; html: number; requests: number;
};
/** Audits below full marks in the four categories, e.g. "seo: is-crawlable". */
type Misses = string[];

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { message: string };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function lighthouse(url: string): Run & { misses: Misses } {
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 200 * 1024 * 1024, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr.slice(-800)}`);
  const lhr = JSON.parse(result.stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const misses = Object.entries(lhr.categories).flatMap(([category, c]) =>
    c.auditRefs
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number" && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    js: bytes("Script"),
    images: bytes("Image"),
    html: bytes("Document"),
    requests: items.length,
    misses,
  };
}

/**
 * Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP on a page that painted): that run
 * says nothing about the page, so it is repeated, at most twice, and the error is shown if it persists.
 */
function lighthouseWithRetry(url: string): Run & { misses: Misses } {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`\n  ${url}: ${(error as Error).message.split("\n")[0]} (retrying)`);
    }
  }
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${BASE}/ within 120 s`);
}

async function firstNews(): Promise<string | undefined> {
  try {
    const response = await fetch(`${BASE}/api/news?page=1`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as { news?: { slug?: string; _id?: string; id?: string }[] };
    const item = body.news?.[0];
    return item ? String(item.slug || item._id || item.id) : undefined;
  } catch {
    return undefined;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean) => (ok ? "" : " ✗");

async function main() {
  process.env.GATSBY_TELEMETRY_DISABLED = "1";
  if (!args.includes("--no-build")) {
    console.log("Building the production site…");
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("gatsby build failed");
  }

  console.log(`Starting the server (npm run serve:test) on ${BASE}…`);
  const server = spawn("npm", ["run", "serve:test"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(server);
    const news = await firstNews();
    if (!news) console.warn("GET /api/news?page=1 gave no item (not the project's server?): /news/{first} is left out.");
    const only = flag("routes")?.split(",");
    const routes = only ?? benchRoutes(news);

    const rows: { route: string; median: Run; misses: Misses }[] = [];
    for (const route of routes) {
      const runs: (Run & { misses: Misses })[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`  ${route} run ${i + 1}/${RUNS}…\r`);
        runs.push(lighthouseWithRetry(BASE + route));
      }
      const m = Object.fromEntries(
        (Object.keys(runs[0]).filter((k) => k !== "misses") as (keyof Run)[]).map((k) => [k, median(runs.map((r) => r[k]))]),
      ) as Run;
      // Audits missed in most runs, so one noisy run does not name a problem.
      const counts = new Map<string, number>();
      for (const id of runs.flatMap((r) => r.misses)) counts.set(id, (counts.get(id) ?? 0) + 1);
      const misses = [...counts].filter(([, n]) => n * 2 > runs.length).map(([id]) => id);
      rows.push({ route, median: m, misses });
      console.log(`  ${route}: perf ${m.performance}, LCP ${(m.lcp / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}          `);
    }

    const header =
      "| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS | images | HTML | requests |\n" +
      "|---|---|---|---|---|---|---|---|---|---|---|---|";
    const target = `| **target** | ${TARGETS.score} | ${TARGETS.score} | ${TARGETS.score} | ${TARGETS.score} | < ${(TARGETS.lcpMs / 1000).toFixed(1)} s | – | ${TARGETS.cls} | – | – | – | – |`;
    const lines = rows.map(({ route, median: m }) => {
      const s = (v: number) => `${v}${mark(v >= TARGETS.score)}`;
      return `| ${route} | ${s(m.performance)} | ${s(m.accessibility)} | ${s(m.bestPractices)} | ${s(m.seo)} | ${(m.lcp / 1000).toFixed(2)} s${mark(m.lcp < TARGETS.lcpMs)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)}${mark(m.cls <= TARGETS.cls)} | ${kb(m.js)} | ${kb(m.images)} | ${kb(m.html)} | ${m.requests} |`;
    });
    const missed = rows.filter((r) => r.misses.length).map((r) => `- ${r.route}: ${r.misses.join(", ")}`);
    const table = [header, target, ...lines].join("\n") + (missed.length ? `\n\nAudits below full marks (most runs):\n${missed.join("\n")}` : "");
    const note = `Lighthouse 12.8, mobile preset (simulated throttling), Debian chromium, medians of ${RUNS} runs, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. ✗ = target missed. Bytes are transfer sizes.`;
    console.log(`\n${table}\n\n${note}`);

    const out = path.join(ROOT, "bench-results");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "lighthouse.md"), `${table}\n\n${note}\n`);
    fs.writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify({ runs: RUNS, targets: TARGETS, rows }, null, 2));
    console.log(`\nWritten to bench-results/lighthouse.md and .json`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
