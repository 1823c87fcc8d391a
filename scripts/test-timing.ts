/**
 * The timing table `npm test` prints at its end (scripts/test-all.sh): seconds per step, then per
 * browser spec file from Playwright's JSON report (tests, passed/skipped/failed, summed test time),
 * and how many browser tests and axe checks ran. Axe checks are counted from the `axe` annotation
 * that test-support/e2e/axe.ts writes for each one. The table is also written to
 * test-results/timing.md.
 *
 *   tsx scripts/test-timing.ts <steps.tsv> [report.json ...]   (default test-results/e2e.json)
 *
 * Several reports (e.g. spec files run one at a time) are summed into one table; wall time is then
 * the sum of the runs' wall times.
 */
import fs from "node:fs";
import path from "node:path";
import { AXE_ANNOTATION } from "../test-support/e2e/axe";

type Annotation = { type: string; description?: string };
type JsonResult = { status: string; duration: number; annotations?: Annotation[] };
type JsonTest = { projectName: string; status: string; annotations?: Annotation[]; results: JsonResult[] };
type JsonSpec = { file: string; tests: JsonTest[] };
type JsonSuite = { file: string; specs?: JsonSpec[]; suites?: JsonSuite[] };
type JsonReport = { suites: JsonSuite[]; stats?: { duration?: number } };

type FileRow = { file: string; tests: number; passed: number; skipped: number; failed: number; seconds: number; axe: number };

const [stepsPath, ...reportArgs] = process.argv.slice(2);
const reportPaths = reportArgs.length ? reportArgs : [path.join("test-results", "e2e.json")];

function readSteps(file: string | undefined): [string, number][] {
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, seconds] = line.split("\t");
      return [name, Number(seconds)];
    });
}

function* specsOf(suite: JsonSuite): Generator<JsonSpec> {
  for (const spec of suite.specs ?? []) yield { ...spec, file: spec.file || suite.file };
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/** A test's axe checks: its last result's annotations (where runtime annotations land), else the test's. */
function axeChecks(test: JsonTest): number {
  const last = test.results[test.results.length - 1];
  const annotations = last?.annotations ?? test.annotations ?? [];
  return annotations.filter((a) => a.type === AXE_ANNOTATION).length;
}

function fileRows(report: JsonReport): FileRow[] {
  const rows = new Map<string, FileRow>();
  for (const suite of report.suites) {
    for (const spec of specsOf(suite)) {
      const row = rows.get(spec.file) ?? { file: spec.file, tests: 0, passed: 0, skipped: 0, failed: 0, seconds: 0, axe: 0 };
      for (const test of spec.tests) {
        row.tests += 1;
        if (test.status === "skipped") row.skipped += 1;
        else if (test.status === "expected") row.passed += 1;
        else row.failed += 1;
        row.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        row.axe += axeChecks(test);
      }
      rows.set(spec.file, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.seconds - a.seconds);
}

const lines: string[] = [];
const steps = readSteps(stepsPath);
if (steps.length) {
  lines.push("| step of scripts/test-all.sh | seconds |", "|---|---:|");
  for (const [name, seconds] of steps) lines.push(`| ${name} | ${seconds} |`);
  lines.push(`| **total** | **${steps.reduce((sum, [, s]) => sum + s, 0)}** |`, "");
}

const reports = reportPaths.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as JsonReport);
if (reports.length) {
  const rows = fileRows({ suites: reports.flatMap((r) => r.suites) });
  const wallMs = reports.reduce((sum, r) => sum + (r.stats?.duration ?? 0), 0);
  const total = rows.reduce(
    (t, r) => ({ ...t, tests: t.tests + r.tests, passed: t.passed + r.passed, skipped: t.skipped + r.skipped, failed: t.failed + r.failed, seconds: t.seconds + r.seconds, axe: t.axe + r.axe }),
    { file: "**total**", tests: 0, passed: 0, skipped: 0, failed: 0, seconds: 0, axe: 0 },
  );
  lines.push(
    "| browser spec file | tests | passed | skipped | failed | test time (s) | axe checks |",
    "|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const r of [...rows, total])
    lines.push(`| ${r.file} | ${r.tests} | ${r.passed} | ${r.skipped} | ${r.failed} | ${Math.round(r.seconds)} | ${r.axe} |`);
  const wall = wallMs ? `, ${Math.round(wallMs / 1000)} s of wall time` : "";
  lines.push("", `Browser tests run: ${total.passed + total.failed} (${total.skipped} skipped); axe checks: ${total.axe}${wall}.`);
} else {
  lines.push(`(no Playwright JSON report at ${reportPaths.join(", ")}: the browser tests did not run)`);
}

const table = lines.join("\n");
console.log(`\n=== Timing ===\n${table}`);
fs.mkdirSync("test-results", { recursive: true });
fs.writeFileSync(path.join("test-results", "timing.md"), `${table}\n`);
