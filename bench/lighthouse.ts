/**
 * `npm run bench`: Lighthouse 12.8 (mobile preset, simulated slow 4G) on the key routes of the production
 * site, three runs each, medians, each beside the floor: a bare Gatsby page (bench/baseline/: one page of
 * text, the same Gatsby and React) served by a second instance of the project's server.
 *
 * The simulated device is a low-tier phone on every host. Lighthouse's preset slows the host's CPU 4×,
 * so what it simulates depends on the host; Chrome DevTools calibrates a low-tier phone (the cheap
 * Android phones this site is for) at a `benchmarkIndex` of 264. Each run first loads the page at full
 * speed (Lighthouse's gather step, which measures the host's index), then its audits simulate the load
 * with the CPU slowed by that run's own index / 264. Floor and site alike; the table prints each
 * route's index and slowdown.
 *
 * The floor is measured right before every run of every route, so a slow moment of this shared machine
 * weighs on both sides of a ratio alike; rounds go over all routes in turn (route A, B, C…, then again).
 *
 * The scripts' own cost. Every route is also loaded with its scripts removed (bench/scriptless.ts: the
 * same build with every <script> taken out, served by a third instance: the page's HTML, CSS, images
 * and faces alone, its own floor), and so is the bare Gatsby page (a fourth instance). A page's
 * scripts' cost is its main-thread work with scripts minus without, taken per round (the two runs of a
 * round are next to each other in time) and summarised as the median over rounds with its range; the
 * bare page's scripts' cost is measured the same way beside every route. The page's HTML and CSS alone
 * already cost a cheap phone about what the bare page's whole load does, so a ratio of whole pages
 * measured the page, not its scripts.
 *
 * Where the scripts' cost goes, per route (every row): Lighthouse's main-thread work by kind (Script
 * Evaluation, Style & Layout…) beside the bare page's, and each script's main-thread time with its
 * evaluation and its parsing and compiling (bootup-time), named by its role and contents from the
 * build's webpack.stats.json and source maps (bench/scriptAttribution.ts): framework (React), app
 * (Gatsby, Emotion), a page's component, the sanitiser's chunk (DOMPurify), the forms' chunk (Formik,
 * Yup)…; with --compare-public-dir, the earlier build's time of each script beside it.
 *
 * The goal, per route, on medians, measured in the same run: the scripts' cost at most 1.5 × the bare
 * page's scripts' cost; Total Blocking Time at most the bare page's + 100 ms; LCP ≤ max(1.5 s, 1.15 ×
 * the page's own floor's); CLS 0; performance at least the own floor's − 3; accessibility, best
 * practices and SEO 100. The ratio of whole pages (main-thread work ÷ the bare page's) is still printed.
 *
 * The editions' rows (/ur…, /ps…) are measured as the phones they are for, which ship Noto Nastaliq
 * Urdu and Noto Naskh Arabic: the browser sees those faces (test-support/e2e/editionFaces.ts); the
 * English rows and the floor are measured on a browser without them. One row per edition (/ur,
 * /ps/join-qwp) is measured again without the faces, as a phone that downloads them; its goal is Core
 * Web Vitals' "good" (LCP ≤ 2.5 s, CLS < 0.1) and no missing glyph: every Arabic-script letter of the
 * page drawn in the edition's face.
 *
 * It prints ✓ or ✗ per route with the reason, and writes bench-results/lighthouse.{md,json}. It
 * measures and reports; it never fails on a missed goal.
 *
 * Options: --no-build (reuse public/ and bench/baseline/public/), --runs=N (default 5: the scripts' cost
 * is a difference of two noisy figures), --routes=/a,/b,
 * --resume (keep the runs bench-results/lighthouse-runs.jsonl holds from a stopped run, measure the rest),
 * --public-dir=PATH (measure another build of the site, e.g. an earlier commit's, with --no-build),
 * --compare-public-dir=PATH (before and after in one run: an earlier build is served beside the site and
 * measured in the same rounds, right after the same floor run, the two taking turns at going first, so
 * a host that speeds up or slows down during the run weighs on both alike; it adds a table of the pairs),
 * --compare-root=PATH (the checkout the earlier build was made from, whose server serves it: the server
 * renders the news and events pages from its checkout's components, and an earlier build's scripts
 * hydrate only their own markup; default this checkout).
 * Env: BENCH_PORT (default 8124), BENCH_BASELINE_PORT (default 8125), BENCH_COMPARE_PORT (default 8126),
 * BENCH_SCRIPTLESS_PORT and BENCH_BASELINE_SCRIPTLESS_PORT (defaults 8127, 8128: the copies without
 * scripts), CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { benchRoutes, ROOT } from "../scripts/lib/routes";
import { EDITION_FONT_FILES } from "../src/i18n/editionFonts";
import { langFromPath } from "../contract/i18n/locales";
import {
  FONTCONFIG_WITHOUT_EDITION_FACES,
  facesOfArabicCharacters,
  fontconfigWithEditionFaces,
} from "../test-support/e2e/editionFaces";
import { median, startServer, waitForServer } from "./lib";
import { scriptlessCopy } from "./scriptless";
import { scriptKey, scriptNames } from "./scriptAttribution";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(flag("runs") ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8124);
const BASE = `http://127.0.0.1:${PORT}`;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 8125);
const BASELINE = `http://127.0.0.1:${BASELINE_PORT}/`;
const BASELINE_DIR = path.join(ROOT, "bench", "baseline");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SCRIPTLESS_PORT = Number(process.env.BENCH_SCRIPTLESS_PORT ?? 8127);
const SCRIPTLESS_BASE = `http://127.0.0.1:${SCRIPTLESS_PORT}`;
const BASELINE_SCRIPTLESS_PORT = Number(process.env.BENCH_BASELINE_SCRIPTLESS_PORT ?? 8128);
const BASELINE_SCRIPTLESS = `http://127.0.0.1:${BASELINE_SCRIPTLESS_PORT}/`;
/** The goal: see the comment at the top. */
const GOAL = {
  lowTierIndex: 264,
  /** The page's scripts' cost over the bare Gatsby page's scripts' cost. */
  scriptsOverFloor: 1.5,
  /** Performance at least the page's own floor's (without scripts) minus this. */
  performanceUnderOwnFloor: 3,
  tbtOverFloorMs: 100,
  lcpMs: 1500,
  lcpFloorRatio: 1.15,
  cls: 0,
  categoryScore: 100,
  /** Core Web Vitals' "good", for the editions measured without their faces installed. */
  withoutFaces: { lcpMs: 2500, clsBelow: 0.1 },
};
/** The edition rows measured a second time without the faces: Urdu's Home and Pashto's join form. */
const WITHOUT_FACES_ROUTES = ["/ur", "/ps/join-qwp"];
const PUBLIC_DIR = path.resolve(flag("public-dir") ?? path.join(ROOT, "public"));
const COMPARE_DIR = flag("compare-public-dir")
  ? path.resolve(flag("compare-public-dir")!)
  : undefined;
/** The checkout whose server serves the earlier build: the server renders the news and events pages from its own components. */
const COMPARE_ROOT = path.resolve(flag("compare-root") ?? ROOT);
const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 8126);
const COMPARE_BASE = `http://127.0.0.1:${COMPARE_PORT}`;

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), at the simulated phone's speed. */
  mainThread: number;
  js: number;
  images: number;
  html: number;
  requests: number;
  /** Lighthouse's measure of the host's CPU speed during this run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with: benchmarkIndex / the low-tier phone's. */
  cpuSlowdown: number;
};
/** Audits below full marks in the four categories, e.g. "seo: is-crawlable". */
type Misses = string[];
/**
 * What a run's main-thread work is made of: Lighthouse's groups (Script Evaluation, Style & Layout…)
 * and each script's main-thread time (bootup-time: scripts of 50 ms or more), its evaluation and its
 * parsing and compiling among it, in simulated ms.
 */
type Breakdown = {
  groups: Record<string, number>;
  scripts: Record<string, number>;
  evaluation?: Record<string, number>;
  parseCompile?: Record<string, number>;
};
type Measured = Run & { misses: Misses; breakdown: Breakdown };

/** What one row measures: a route, on a browser with the editions' faces installed or without. */
type Target = { key: string; route: string; faces: boolean; goal: "floor" | "vitals" };

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: {
        items?: {
          resourceType?: string;
          transferSize?: number;
          groupLabel?: string;
          duration?: number;
          url?: string;
          total?: number;
          scripting?: number;
          scriptParseCompile?: number;
        }[];
      };
    }
  >;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

/** The browser's fonts: the floor and English rows never see the editions' faces. */
let withFacesConfig: string | undefined;
const fontconfig = (faces: boolean) =>
  faces ? (withFacesConfig ??= fontconfigWithEditionFaces()) : FONTCONFIG_WITHOUT_EDITION_FACES;

function runLighthouse(url: string, flags: string[], faces: boolean): string {
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "lighthouse"),
    [
      url,
      "--quiet",
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      "--only-categories=performance,accessibility,best-practices,seo",
      ...flags,
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROME, FONTCONFIG_FILE: fontconfig(faces) },
      maxBuffer: 200 * 1024 * 1024,
      encoding: "utf8",
    },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse ${url} failed: ${result.stderr.slice(-800)}`);
  return result.stdout;
}

/**
 * One Lighthouse run simulated on a low-tier phone. The page is loaded at full speed first (gather
 * mode, which measures the host's benchmarkIndex); the audits then simulate that load with the CPU
 * slowed by index / 264. The slowdown enters only the simulation, so setting it after the load is
 * what Lighthouse would have done with the same figure given up front; the saved settings are
 * rewritten to it because Lighthouse refuses to audit with settings other than those it gathered with.
 */
function lighthouse(url: string, faces: boolean): Measured {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-lighthouse-"));
  try {
    runLighthouse(url, [`--gather-mode=${dir}`], faces);
    const artifactsFile = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, "utf8")) as {
      BenchmarkIndex?: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const index = artifacts.BenchmarkIndex;
    if (typeof index !== "number" || !(index > 0))
      throw new Error(`lighthouse ${url}: no benchmarkIndex in the gathered artifacts`);
    const cpuSlowdown = Number((index / GOAL.lowTierIndex).toFixed(2));
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const lhr = JSON.parse(
      runLighthouse(
        url,
        [
          `--audit-mode=${dir}`,
          `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
          "--output=json",
          "--output-path=stdout",
        ],
        faces,
      ),
    ) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    if (lhr.configSettings?.throttling?.cpuSlowdownMultiplier !== cpuSlowdown)
      throw new Error(`lighthouse ${url}: audited with another CPU slowdown than ${cpuSlowdown}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const misses = Object.entries(lhr.categories).flatMap(([category, c]) =>
      c.auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
            typeof lhr.audits[ref.id]?.score === "number" &&
            (lhr.audits[ref.id].score ?? 1) < 1,
        )
        .map((ref) => `${category}: ${ref.id}`),
    );
    const items = lhr.audits["network-requests"]?.details?.items ?? [];
    const bytes = (type: string) =>
      items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
    const groups = Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [
        i.groupLabel ?? "?",
        i.duration ?? 0,
      ]),
    );
    // Each script by its name without the content hash, so runs of one build and of two builds compare.
    const bootup = lhr.audits["bootup-time"]?.details?.items ?? [];
    const perScript = (value: (item: (typeof bootup)[number]) => number | undefined) =>
      Object.fromEntries(bootup.map((i) => [scriptKey(i.url ?? "?"), value(i) ?? 0]));
    const scripts = perScript((i) => i.total);
    const evaluation = perScript((i) => i.scripting);
    const parseCompile = perScript((i) => i.scriptParseCompile);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      mainThread: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? NaN,
      js: bytes("Script"),
      images: bytes("Image"),
      html: bytes("Document"),
      requests: items.length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? index,
      cpuSlowdown,
      misses,
      breakdown: { groups, scripts, evaluation, parseCompile },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP on a page that painted): that run
 * says nothing about the page, so it is repeated, at most twice, and the error is shown if it persists.
 */
function lighthouseWithRetry(url: string, faces: boolean): Measured {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, faces);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`\n  ${url}: ${(error as Error).message.split("\n")[0]} (retrying)`);
    }
  }
}

/**
 * The Arabic-script letters of a page not drawn in its edition's face, on a browser without the faces
 * installed (so the face is the page's downloaded subset): a letter the subset lacks falls back to
 * another font, or to none.
 */
async function lettersOutsideFace(url: string): Promise<string[]> {
  const family = EDITION_FONT_FILES[langFromPath(new URL(url).pathname)]?.[0]?.family;
  if (!family) return [];
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ["--no-sandbox", "--disable-gpu"],
    env: { ...process.env, FONTCONFIG_FILE: fontconfig(false) },
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const faces = await facesOfArabicCharacters(page);
    if (faces.length === 0) throw new Error(`${url}: no Arabic-script letter found`);
    return faces.filter((f) => f.familyName !== family).map((f) => f.character);
  } finally {
    await browser.close();
  }
}

function gatsbyBuild(cwd: string, what: string) {
  console.log(`Building ${what}…`);
  const build = spawnSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`gatsby build of ${what} failed`);
}

async function firstNews(): Promise<string | undefined> {
  try {
    const response = await fetch(`${BASE}/api/news?page=1`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as {
      news?: { slug?: string; _id?: string; id?: string }[];
    };
    const item = body.news?.[0];
    return item ? String(item.slug || item._id || item.id) : undefined;
  } catch {
    return undefined;
  }
}

/** The soonest upcoming English event as scheduled (the server seeds demonstration events on a fresh database). */
async function upcomingEvent(): Promise<string | undefined> {
  try {
    const response = await fetch(`${BASE}/api/events?when=upcoming&lang=en`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as { events?: { slug: string; status: string }[] };
    return body.events?.find((event) => event.status === "scheduled")?.slug;
  } catch {
    return undefined;
  }
}

/** The rows: every route (the editions' with their faces), then the editions' rows without them. */
function targets(routes: string[]): Target[] {
  const own: Target[] = routes.map((route) => ({
    key: route,
    route,
    faces: langFromPath(route) !== "en",
    goal: "floor",
  }));
  const withoutFaces: Target[] = routes
    .filter((route) => WITHOUT_FACES_ROUTES.includes(route))
    .map((route) => ({ key: `${route} without the faces`, route, faces: false, goal: "vitals" }));
  return [...own, ...withoutFaces];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
const metricKeys = (run: Run) =>
  Object.keys(run).filter((k) => k !== "misses" && k !== "breakdown") as (keyof Run)[];
const medianRun = (runs: Run[]) =>
  Object.fromEntries(metricKeys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))])) as Run;

const medianBreakdown = (runs: Measured[]): Breakdown => {
  const medians = (pick: (b: Breakdown) => Record<string, number>) => {
    const keys = [...new Set(runs.flatMap((r) => Object.keys(pick(r.breakdown))))];
    return Object.fromEntries(
      keys
        .map((k) => [k, median(runs.map((r) => pick(r.breakdown)[k] ?? 0))] as const)
        .sort((a, b) => b[1] - a[1]),
    );
  };
  return {
    groups: medians((b) => b.groups),
    scripts: medians((b) => b.scripts),
    evaluation: medians((b) => b.evaluation ?? {}),
    parseCompile: medians((b) => b.parseCompile ?? {}),
  };
};

/**
 * Where a row's main-thread work goes: by kind of work (the bare page's beside it), then each script
 * by its role and contents (framework, app, page component, sanitiser…: bench/scriptAttribution.ts),
 * with its evaluation and its parsing and compiling, and the earlier build's figure when one was
 * measured beside the site.
 */
function attribution(row: Row, names: Map<string, string>): string {
  const groups = Object.entries(row.breakdown.groups)
    .map(([group, value]) => `${group} ${ms(value)} (${ms(row.baselineBreakdown.groups[group] ?? 0)})`)
    .join(", ");
  const before = row.beforeBreakdown;
  const keys = [...new Set([...Object.keys(row.breakdown.scripts), ...Object.keys(before?.scripts ?? {})])];
  const name = (key: string) =>
    names.get(key) ??
    (key === "Unattributable"
      ? "work no script claims (browser tasks)"
      : /\.js$/.test(key)
        ? "script"
        : "the page itself: its HTML and inline scripts");
  const lines = keys
    .sort((a, b) => (row.breakdown.scripts[b] ?? 0) - (row.breakdown.scripts[a] ?? 0))
    .map((key) => {
      const cells = [
        key,
        name(key),
        ms(row.breakdown.scripts[key] ?? 0),
        ms(row.breakdown.evaluation?.[key] ?? 0),
        ms(row.breakdown.parseCompile?.[key] ?? 0),
        ...(before ? [ms(before.scripts[key] ?? 0)] : []),
      ];
      return `| ${cells.join(" | ")} |`;
    });
  const header =
    `| script | what it is | main-thread time | of it evaluation | parse & compile |${before ? " before |" : ""}\n` +
    `|---|---|---:|---:|---:|${before ? "---:|" : ""}`;
  return `### ${row.target.key}\n\nBy kind of work (the bare page's in brackets): ${groups}\n\n${[header, ...lines].join("\n")}`;
}

/** Main-thread work with scripts minus without, per round: its median and range. */
type Cost = { median: number; min: number; max: number; rounds: number[] };

type Row = {
  target: Target;
  median: Run;
  baseline: Run;
  /** Medians of the page and of the bare page with their scripts removed. */
  scriptless: Run;
  baselineScriptless: Run;
  scriptsCost: Cost;
  baselineScriptsCost: Cost;
  /** Medians over the runs of each group and script (the floor's beside them). */
  breakdown: Breakdown;
  baselineBreakdown: Breakdown;
  /** The earlier build's, when one was measured beside the site (--compare-public-dir). */
  beforeBreakdown?: Breakdown;
  misses: Misses;
  goalMisses: string[];
  lettersOutsideFace?: string[];
};

/** LCP's limit: 1.5 s, or 1.15 × the page's own floor's (without scripts) when that is more. */
const lcpGoal = (own: Run) => Math.max(GOAL.lcpMs, GOAL.lcpFloorRatio * own.lcp);

/** The scripts' cost of each round: main-thread work with scripts minus without, the runs of one round paired. */
function scriptsCost(withScripts: Run[], without: Run[]): Cost {
  const rounds = withScripts.slice(0, without.length).map((run, i) => run.mainThread - without[i].mainThread);
  return { median: median(rounds), min: Math.min(...rounds), max: Math.max(...rounds), rounds };
}

/** What of the goal a route misses, judged on medians measured in the same run (see the top). */
function goalMisses(row: Pick<Row, "median" | "baseline" | "scriptless" | "scriptsCost" | "baselineScriptsCost">): string[] {
  const { median: m, baseline: base, scriptless: own } = row;
  const misses: string[] = [];
  const scriptsLimit = GOAL.scriptsOverFloor * row.baselineScriptsCost.median;
  if (row.scriptsCost.median > scriptsLimit)
    misses.push(
      `scripts' cost ${ms(row.scriptsCost.median)} > ${GOAL.scriptsOverFloor} × the bare page's ${ms(row.baselineScriptsCost.median)} = ${ms(scriptsLimit)} (+${ms(row.scriptsCost.median - scriptsLimit)})`,
    );
  if (m.tbt > base.tbt + GOAL.tbtOverFloorMs)
    misses.push(
      `TBT ${ms(m.tbt)} > the bare page's ${ms(base.tbt)} + ${GOAL.tbtOverFloorMs} ms (+${ms(m.tbt - base.tbt - GOAL.tbtOverFloorMs)})`,
    );
  const perfLimit = own.performance - GOAL.performanceUnderOwnFloor;
  if (m.performance < perfLimit) misses.push(`performance ${m.performance} < own floor's ${own.performance} − ${GOAL.performanceUnderOwnFloor}`);
  const lcpLimit = lcpGoal(own);
  if (m.lcp > lcpLimit) misses.push(`LCP ${sec(m.lcp)} > ${sec(lcpLimit)}`);
  if (m.cls > GOAL.cls) misses.push(`CLS ${m.cls.toFixed(3)} > 0`);
  for (const [key, name] of [
    ["accessibility", "a11y"],
    ["bestPractices", "best practices"],
    ["seo", "SEO"],
  ] as const) {
    if (m[key] < GOAL.categoryScore) misses.push(`${name} ${m[key]}`);
  }
  return misses;
}

/** The goal of an edition's row without its faces: Core Web Vitals' "good" and no missing glyph. */
function withoutFacesMisses(m: Run, lettersOutside: string[]): string[] {
  const misses: string[] = [];
  if (m.lcp > GOAL.withoutFaces.lcpMs)
    misses.push(`LCP ${sec(m.lcp)} > ${sec(GOAL.withoutFaces.lcpMs)}`);
  if (m.cls >= GOAL.withoutFaces.clsBelow)
    misses.push(`CLS ${m.cls.toFixed(3)} ≥ ${GOAL.withoutFaces.clsBelow}`);
  if (lettersOutside.length)
    misses.push(`letters not in the edition's face: ${lettersOutside.join(" ")}`);
  return misses;
}

const spread = (cost: Cost) => `${ms(cost.median)} (${ms(cost.min)}–${ms(cost.max)})`;

/** The restated goal's table: each route's scripts' cost beside the bare page's, measured the same way in the same rounds. */
function scriptsTable(rows: Row[]): string {
  const header =
    "| route | scripts' cost, median (range over rounds) | bare page's scripts' cost | ratio | with / without scripts | TBT (bare page's) | LCP (own floor's) | CLS | perf (own floor's) | goal |\n" +
    "|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.target.key} | ${spread(row.scriptsCost)} | ${spread(row.baselineScriptsCost)} | ${(row.scriptsCost.median / row.baselineScriptsCost.median).toFixed(2)} | ${ms(row.median.mainThread)} / ${ms(row.scriptless.mainThread)} | ${ms(row.median.tbt)} (${ms(row.baseline.tbt)}) | ${sec(row.median.lcp)} (${sec(row.scriptless.lcp)}) | ${row.median.cls.toFixed(3)} | ${row.median.performance} (${row.scriptless.performance}) | ${row.goalMisses.length ? `✗ ${row.goalMisses.join("; ")}` : "✓"} |`,
  );
  return [header, ...lines].join("\n");
}

function table(rows: Row[]): string {
  const header =
    "| route | host index (floor's) | CPU slowdown | main-thread work (floor) | ÷ floor | TBT (floor) | LCP (floor) | CLS | perf (floor) | a11y | best pr. | SEO | JS | HTML | goal |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    ({ target, median: m, baseline: b, goalMisses: g }) =>
      `| ${target.key} | ${Math.round(m.benchmarkIndex)} (${Math.round(b.benchmarkIndex)}) | ${m.cpuSlowdown.toFixed(2)}× (${b.cpuSlowdown.toFixed(2)}×) | ${ms(m.mainThread)} (${ms(b.mainThread)}) | ${(m.mainThread / b.mainThread).toFixed(2)} | ${ms(m.tbt)} (${ms(b.tbt)}) | ${sec(m.lcp)} (${sec(b.lcp)}) | ${m.cls.toFixed(3)} | ${m.performance} (${b.performance}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${kb(m.js)} | ${kb(m.html)} | ${g.length ? `✗ ${g.join("; ")}` : "✓"} |`,
  );
  return [header, ...lines].join("\n");
}

/**
 * Before and after, measured in the same rounds: each side's medians with the floor's beside them, and
 * the median over rounds of after − before (each round's two runs share one floor run and one moment
 * of the host).
 */
function pairsTable(
  keys: string[],
  before: Map<string, Run[]>,
  after: Map<string, Run[]>,
  baseline: Map<string, Run[]>,
): string {
  const signed = (value: number) => `${value >= 0 ? "+" : "−"}${ms(Math.abs(value))}`;
  const header =
    "| route | main-thread before | after | floor | after − before (median of rounds) | TBT before | after | floor | after − before | LCP before | after | floor | after − before | CLS before / after | perf before / after |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = keys.map((key) => {
    const b = before.get(key)!;
    const a = after.get(key)!;
    const [mb, ma, base] = [medianRun(b), medianRun(a), medianRun(baseline.get(key)!)];
    const delta = (k: keyof Run) => median(a.map((run, i) => run[k] - b[i][k]));
    return `| ${key} | ${ms(mb.mainThread)} | ${ms(ma.mainThread)} | ${ms(base.mainThread)} | ${signed(delta("mainThread"))} | ${ms(mb.tbt)} | ${ms(ma.tbt)} | ${ms(base.tbt)} | ${signed(delta("tbt"))} | ${sec(mb.lcp)} | ${sec(ma.lcp)} | ${sec(base.lcp)} | ${signed(delta("lcp"))} | ${mb.cls.toFixed(3)} / ${ma.cls.toFixed(3)} | ${mb.performance} / ${ma.performance} |`;
  });
  return [header, ...lines].join("\n");
}

async function main() {
  process.env.GATSBY_TELEMETRY_DISABLED = "1";
  if (!args.includes("--no-build")) {
    gatsbyBuild(ROOT, "the production site");
    gatsbyBuild(BASELINE_DIR, "the floor page (bench/baseline)");
  }
  if (!fs.existsSync(path.join(BASELINE_DIR, "public", "index.html"))) {
    throw new Error("No built floor page in bench/baseline/public: run without --no-build once.");
  }

  console.log(
    `Starting the site on ${BASE} and the floor page on ${BASELINE} (npm run serve:test)…`,
  );
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error(`No built site in ${PUBLIC_DIR}.`);
  const site = startServer(PORT, PUBLIC_DIR);
  const baseline = startServer(BASELINE_PORT, path.join(BASELINE_DIR, "public"));
  const scriptlessDirs = [scriptlessCopy(PUBLIC_DIR, "site"), scriptlessCopy(path.join(BASELINE_DIR, "public"), "floor")];
  const siteScriptless = startServer(SCRIPTLESS_PORT, scriptlessDirs[0]);
  const baselineScriptless = startServer(BASELINE_SCRIPTLESS_PORT, scriptlessDirs[1]);
  if (COMPARE_DIR && !fs.existsSync(path.join(COMPARE_DIR, "index.html")))
    throw new Error(`No built site in ${COMPARE_DIR}.`);
  const earlier = COMPARE_DIR ? startServer(COMPARE_PORT, COMPARE_DIR, COMPARE_ROOT) : undefined;
  const stop = () => {
    site.stop();
    baseline.stop();
    siteScriptless.stop();
    baselineScriptless.stop();
    earlier?.stop();
    for (const dir of scriptlessDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (withFacesConfig) fs.rmSync(path.dirname(withFacesConfig), { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(site.server, `${BASE}/`);
    await waitForServer(baseline.server, BASELINE);
    await waitForServer(siteScriptless.server, `${SCRIPTLESS_BASE}/`);
    await waitForServer(baselineScriptless.server, BASELINE_SCRIPTLESS);
    if (earlier) await waitForServer(earlier.server, `${COMPARE_BASE}/`);
    const news = await firstNews();
    if (!news)
      console.warn(
        "GET /api/news?page=1 gave no item (not the project's server?): /news/{first} is left out.",
      );
    const event = await upcomingEvent();
    if (!event)
      console.warn(
        "GET /api/events?when=upcoming&lang=en gave no scheduled event (not the project's server?): /events/{upcoming} is left out.",
      );
    const only = flag("routes")?.split(",");
    const rowTargets = targets(only ?? benchRoutes(news, event));
    const keys = rowTargets.map((t) => t.key);

    const runs = new Map<string, Measured[]>(keys.map((k) => [k, []]));
    const baselineRuns = new Map<string, Measured[]>(keys.map((k) => [k, []]));
    const earlierRuns = new Map<string, Measured[]>(keys.map((k) => [k, []]));
    const scriptlessRuns = new Map<string, Measured[]>(keys.map((k) => [k, []]));
    const baselineScriptlessRuns = new Map<string, Measured[]>(keys.map((k) => [k, []]));
    // Every run as it ends, so a long run stopped early still leaves its figures.
    const out = path.join(ROOT, "bench-results");
    fs.mkdirSync(out, { recursive: true });
    const progress = path.join(out, "lighthouse-runs.jsonl");
    if (args.includes("--resume") && fs.existsSync(progress)) {
      // The rounds already measured by a run that was stopped: only what they lack is measured.
      const sides = {
        floor: baselineRuns,
        site: runs,
        before: earlierRuns,
        "floor without scripts": baselineScriptlessRuns,
        "site without scripts": scriptlessRuns,
      };
      for (const line of fs.readFileSync(progress, "utf8").split("\n").filter(Boolean)) {
        const { side, key, ...run } = JSON.parse(line) as Measured & {
          side: keyof typeof sides;
          key: string;
        };
        sides[side]?.get(key)?.push(run);
      }
    } else {
      fs.writeFileSync(progress, "");
    }
    const record = (side: string, key: string, run: Measured) => {
      fs.appendFileSync(progress, `${JSON.stringify({ side, key, ...run })}\n`);
      return run;
    };
    for (let round = 1; round <= RUNS; round++) {
      for (const target of rowTargets) {
        const done = (side: Map<string, Measured[]>) => side.get(target.key)!.length >= round;
        if (
          done(baselineRuns) &&
          done(runs) &&
          done(baselineScriptlessRuns) &&
          done(scriptlessRuns) &&
          (!earlier || done(earlierRuns))
        )
          continue;
        process.stdout.write(
          `  round ${round}/${RUNS}: floor, then ${target.key}…                    \r`,
        );
        if (!done(baselineRuns))
          baselineRuns
            .get(target.key)!
            .push(record("floor", target.key, lighthouseWithRetry(BASELINE, false)));
        if (!done(baselineScriptlessRuns))
          baselineScriptlessRuns
            .get(target.key)!
            .push(record("floor without scripts", target.key, lighthouseWithRetry(BASELINE_SCRIPTLESS, false)));
        const measureSite = () =>
          done(runs) ||
          runs
            .get(target.key)!
            .push(
              record("site", target.key, lighthouseWithRetry(BASE + target.route, target.faces)),
            );
        const measureEarlier = () =>
          done(earlierRuns) ||
          earlierRuns
            .get(target.key)!
            .push(
              record(
                "before",
                target.key,
                lighthouseWithRetry(COMPARE_BASE + target.route, target.faces),
              ),
            );
        const measureScriptless = () =>
          done(scriptlessRuns) ||
          scriptlessRuns
            .get(target.key)!
            .push(
              record("site without scripts", target.key, lighthouseWithRetry(SCRIPTLESS_BASE + target.route, target.faces)),
            );
        if (!earlier) {
          measureSite();
          measureScriptless();
        } else if (round % 2) {
          // Taking turns at going first, so neither side always runs nearer the floor.
          measureEarlier();
          measureSite();
          measureScriptless();
        } else {
          measureSite();
          measureScriptless();
          measureEarlier();
        }
      }
    }

    const rows: Row[] = [];
    for (const target of rowTargets) {
      const own = runs.get(target.key)!;
      const m = medianRun(own);
      const b = medianRun(baselineRuns.get(target.key)!);
      // Audits missed in most runs, so one noisy run does not name a problem.
      const counts = new Map<string, number>();
      for (const id of own.flatMap((r) => r.misses)) counts.set(id, (counts.get(id) ?? 0) + 1);
      const misses = [...counts].filter(([, n]) => n * 2 > own.length).map(([id]) => id);
      const outside =
        target.goal === "vitals" ? await lettersOutsideFace(BASE + target.route) : undefined;
      const costs = {
        scriptless: medianRun(scriptlessRuns.get(target.key)!),
        baselineScriptless: medianRun(baselineScriptlessRuns.get(target.key)!),
        scriptsCost: scriptsCost(own, scriptlessRuns.get(target.key)!),
        baselineScriptsCost: scriptsCost(baselineRuns.get(target.key)!, baselineScriptlessRuns.get(target.key)!),
      };
      rows.push({
        target,
        median: m,
        baseline: b,
        ...costs,
        breakdown: medianBreakdown(own),
        baselineBreakdown: medianBreakdown(baselineRuns.get(target.key)!),
        beforeBreakdown: earlier ? medianBreakdown(earlierRuns.get(target.key)!) : undefined,
        misses,
        goalMisses: outside ? withoutFacesMisses(m, outside) : goalMisses({ median: m, baseline: b, ...costs }),
        lettersOutsideFace: outside,
      });
    }
    const allBaseline = medianRun([...baselineRuns.values()].flat());
    const indexes = [...baselineRuns.values(), ...runs.values()]
      .flat()
      .map((r) => r.benchmarkIndex)
      .filter(Number.isFinite);

    const missed = rows
      .filter((r) => r.misses.length)
      .map((r) => `- ${r.target.key}: ${r.misses.join(", ")}`);
    const met = rows.filter((r) => r.goalMisses.length === 0).length;
    const summary =
      `Goal met on ${met} of ${rows.length} rows. Floor over all ${[...baselineRuns.values()].flat().length} runs: ` +
      `main-thread work ${ms(allBaseline.mainThread)}, performance ${allBaseline.performance}, TBT ${ms(allBaseline.tbt)}, LCP ${sec(allBaseline.lcp)}, JS ${kb(allBaseline.js)}. ` +
      `Host benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))}), ` +
      `so CPU slowdowns ${(Math.min(...indexes) / GOAL.lowTierIndex).toFixed(2)}–${(Math.max(...indexes) / GOAL.lowTierIndex).toFixed(2)}×. ` +
      `Host load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")} on ${os.cpus().length} cores.`;
    const pairs = earlier
      ? `\n\nBefore (${COMPARE_DIR}) and after (${PUBLIC_DIR}), in the same rounds:\n\n` +
        pairsTable(keys, earlierRuns, runs, baselineRuns)
      : "";
    const names = new Map([...(COMPARE_DIR ? scriptNames(COMPARE_DIR) : []), ...scriptNames(PUBLIC_DIR)]);
    const madeOf =
      `\n\n## Where the scripts' cost goes\n\nMedians of the runs, main-thread ms on the simulated phone; scripts under 50 ms are not listed by Lighthouse.\n\n` +
      rows.map((row) => attribution(row, names)).join("\n\n");
    const output =
      `${scriptsTable(rows)}\n\nWhole pages beside the bare Gatsby page (its figures in brackets):\n\n${table(rows)}\n\n${summary}` +
      madeOf +
      (missed.length ? `\n\nAudits below full marks (most runs):\n${missed.join("\n")}` : "") +
      pairs;
    const note =
      `Lighthouse 12.8, mobile preset (simulated throttling) with the CPU slowdown set per run to host benchmarkIndex / ${GOAL.lowTierIndex} (a low-tier phone), Debian chromium, medians of ${RUNS} runs per row, each run right after a run of the floor page; ` +
      `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Goal: the scripts' cost (main-thread work with scripts − without, paired per round) ≤ ${GOAL.scriptsOverFloor} × the bare Gatsby page's measured the same way, TBT ≤ the bare page's + ${GOAL.tbtOverFloorMs} ms, ` +
      `performance ≥ the page's own floor's (without scripts) − ${GOAL.performanceUnderOwnFloor}, LCP ≤ max(${sec(GOAL.lcpMs)}, ${GOAL.lcpFloorRatio} × the own floor's), CLS 0; ` +
      `the editions' rows with Noto Nastaliq Urdu and Noto Naskh Arabic installed; rows "without the faces": LCP ≤ ${sec(GOAL.withoutFaces.lcpMs)}, CLS < ${GOAL.withoutFaces.clsBelow}, every Arabic-script letter in the edition's face. ` +
      `${PUBLIC_DIR === path.join(ROOT, "public") ? "" : `Site measured from ${PUBLIC_DIR}. `}Bytes are transfer sizes.`;
    console.log(`\n${output}\n\n${note}`);

    fs.writeFileSync(path.join(out, "lighthouse.md"), `${output}\n\n${note}\n`);
    fs.writeFileSync(
      path.join(out, "lighthouse.json"),
      JSON.stringify(
        {
          runs: RUNS,
          goal: GOAL,
          baseline: allBaseline,
          rows,
          // Every run of each side, round by round, when an earlier build was measured beside the site.
          ...(earlier && {
            pairs: keys.map((key) => ({
              route: key,
              before: earlierRuns.get(key),
              after: runs.get(key),
              baseline: baselineRuns.get(key),
            })),
          }),
        },
        null,
        2,
      ),
    );
    console.log(`\nWritten to bench-results/lighthouse.md and .json`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
