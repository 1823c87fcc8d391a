/**
 * npm run bench:api — load benchmark of the API on loopback (autocannon), bounded in time.
 * Starts the real server in its own process on a temporary, seeded database with the
 * submission rate limit switched off (RATE_LIMIT_MAX=0: the benchmark is one client sending
 * thousands of submissions, exactly what the limit exists to stop). Prints req/s and latency
 * p50/p90/p99 for the news list, the latest news and contact submissions, then checks that the
 * number of stored contact rows equals the number of 201 answers.
 *
 * BENCH_DURATION (seconds per read scenario, default 10), BENCH_SUBMISSIONS (default 1500),
 * BENCH_CONNECTIONS (default 10).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { ROOT_DIR } from "../server/platform/config";
import { TEST_BOT_CHECK_ENV, fetchBotCheck } from "../test-support/server";
import { startServerProcess } from "../test-support/serverProcess";

const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-bench-"));
const databasePath = path.join(dir, "qwp.sqlite");

function startServer() {
  // The bot check is on, made cheap: this measures storing submissions, not the browser's proof of work.
  return startServerProcess({ DATABASE_PATH: databasePath, RATE_LIMIT_MAX: "0", ...TEST_BOT_CHECK_ENV }, { stderr: "inherit" });
}

// Submissions run a fixed number of requests (not a duration) so that every request gets its
// answer and the 201 count is exact; BENCH_SUBMISSIONS bounds the time (~fsync-bound).
const submissions = Number(process.env.BENCH_SUBMISSIONS || 1500);

type Scenario = { name: string; path: string; method?: "GET" | "POST"; body?: string; expect: number; amount?: number };

const contact = {
  name: "Bench Mark",
  email: "bench@example.org",
  contactNumber: "+92 300 1234567",
  subject: "Benchmark submission",
  message: "A benchmark message, stored like any other contact message.",
};
const contactBody = JSON.stringify(contact);
/** One solved bot check per submission (each is accepted once), fetched before the clock starts. */
const solvedChecks: string[] = [];

const scenarios: Scenario[] = [
  { name: "GET /api/news?page=1", path: "/api/news?page=1", expect: 200 },
  { name: "GET /api/news/latest", path: "/api/news/latest", expect: 200 },
  { name: "POST /api/contacts", path: "/api/contacts", method: "POST", body: contactBody, expect: 201, amount: submissions },
];

async function main() {
  const { child, port } = await startServer();
  const results: Array<Record<string, number | string>> = [];
  let created = 0;
  try {
    for (const scenario of scenarios) {
      if (scenario.method === "POST") {
        while (solvedChecks.length < (scenario.amount ?? 0)) solvedChecks.push(await fetchBotCheck(port));
      }
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${scenario.path}`,
        method: scenario.method ?? "GET",
        body: scenario.body,
        ...(scenario.method === "POST"
          ? { requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: JSON.stringify({ ...contact, altcha: solvedChecks.pop() }) }) }] }
          : {}),
        headers: scenario.body ? { "content-type": "application/json" } : {},
        connections,
        ...(scenario.amount ? { amount: scenario.amount, timeout: 30 } : { duration }),
      });
      const codes = result.statusCodeStats as Record<string, { count: number }> | undefined;
      const expected = codes?.[String(scenario.expect)]?.count ?? 0;
      if (scenario.expect === 201) created = expected;
      results.push({
        scenario: scenario.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p90 ms": result.latency.p90,
        "p99 ms": result.latency.p99,
        requests: result.requests.total,
        [`${scenario.expect}s`]: expected,
        "other answers": result.requests.total - expected,
        errors: result.errors + result.timeouts,
      });
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
  }

  const db = new Database(databasePath, { readonly: true });
  const stored = (db.prepare("SELECT COUNT(*) AS n FROM contacts").get() as { n: number }).n;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`\nAPI benchmark: ${connections} connections, ${duration} s per read scenario, ${submissions} submissions, loopback, ${os.cpus().length} cores, Node ${process.version}`);
  console.table(results);
  const ok = stored === created;
  console.log(`Contact rows stored: ${stored}; 201 answers: ${created} → ${ok ? "match" : "MISMATCH"}`);
  fs.mkdirSync(path.join(ROOT_DIR, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT_DIR, "bench-results", "api.json"),
    JSON.stringify({ date: new Date().toISOString(), duration, connections, results, stored, created }, null, 2),
  );
  if (!ok) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
