/**
 * npm run bench:overload — what the server does past its capacity, with and without load shedding.
 *
 * Starts the real server (its own process, NODE_ENV=production, the checkout's build, seeded
 * demonstration news, the bot check on but cheap, no submission rate limit: one client sends them
 * all). Then:
 * 1. capacity: closed-loop clients (BENCH_CONNECTIONS, default 32) send a realistic mix (pages,
 *    server-rendered news, the news API, contact submissions) as fast as it answers; the median of
 *    three runs of successful answers per second is the capacity;
 * 2. overload: an open-loop client offers BENCH_FACTOR (3) times that rate for BENCH_DURATION (20)
 *    seconds, on a fresh server with shedding on and again with it off. Latency is timed from when
 *    each request was due, so a client held up by a slow server does not hide the wait;
 * 3. recovery: from the end of the overload, the time until a news API read is answered 200 again;
 * 4. scripts after a start: the first request of each of the build's scripts (what browsers fetch
 *    after a start or a release), six at a time as a browser asks, on a fresh server with shedding
 *    on and nothing else to do, and again as the overload begins; it counts those shed (503).
 * 5. behind the CDN: the same rate of readers (the mix without submissions) through Debian's Varnish
 *    with test-support/cdn.vcl in front of a fresh server with shedding on, as
 *    __tests__/server/cdn-cache.test.ts runs it; its errors and readers' p99 against their goals
 *    (0 errors, p99 under 1 s).
 * It prints accepted and shed rates, the p99 of accepted requests, the recovery time, and the
 * acknowledged (201) submissions missing from the database, which must be 0.
 *
 * The load generator is Node's http client in this process (no autocannon: it cannot time answers
 * by status, and an open loop needs requests sent on a schedule). It shares the machine's cores
 * with the server, as every bench here does; `uptime` is printed beside the figures.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { ROOT_DIR } from "../server/platform/config";
import { VALID_CONTACT } from "../test-support/fixtures/content";
import { TEST_BOT_CHECK_ENV, fetchBotCheck, tempDir } from "../test-support/server";
import { startServerProcess, type ServerProcess } from "../test-support/serverProcess";
import { startVarnish } from "../test-support/varnish";
import { median } from "./lib";

const FACTOR = Number(process.env.BENCH_FACTOR || 3);
const DURATION_S = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const CAPACITY_RUN_S = 5;
/** A client gives up on an answer after this long (a visitor's browser would have long before). */
const TIMEOUT_MS = 15_000;

type Kind = "GET" | "POST";
type Planned = { kind: Kind; path: string };
/**
 * `lagMs`: how late the client itself sent it (a busy load generator is not the server's wait);
 * `newConnection`: sent on a connection opened for it (not one kept alive from an earlier answer);
 * `socketMs`: from when it was due until the client's agent gave it a connection (all of them busy
 * with earlier requests: a queue in the client that the server cannot see).
 */
type Outcome = {
  status: number;
  ms: number;
  post: boolean;
  lagMs: number;
  socketMs?: number;
  newConnection?: boolean;
  error?: string;
};

/** The mix, in 20 requests: what visitors do on news days (pages, news, the API the pages call), 1 in 20 a submission. */
function mixOf(article: string): Planned[] {
  const get = (p: string, n: number): Planned[] =>
    Array.from({ length: n }, () => ({ kind: "GET", path: p }));
  return [
    ...get("/", 4),
    ...get("/news", 4),
    ...get(`/news/${article}`, 3),
    ...get("/api/news?page=1", 4),
    ...get("/api/news/latest", 4),
    { kind: "POST", path: "/api/contacts" },
  ];
}

const send = (
  agent: http.Agent,
  port: number,
  planned: Planned,
  altcha: () => string | undefined,
  subject: string,
) => sendFrom(performance.now(), agent, port, planned, altcha, subject);

/** Sends one request; its time is counted from `due`, when the schedule wanted it sent. */
function sendFrom(
  due: number,
  agent: http.Agent,
  port: number,
  planned: Planned,
  altcha: () => string | undefined,
  subject: string,
): Promise<Outcome> {
  const post = planned.kind === "POST";
  const lagMs = performance.now() - due;
  const solved = post ? altcha() : undefined;
  if (post && !solved) return Promise.resolve({ status: -1, ms: 0, post, lagMs });
  const body = post ? JSON.stringify({ ...VALID_CONTACT, subject, altcha: solved }) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: planned.path,
        method: planned.kind,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          "accept-encoding": "br, gzip",
          ...(body
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - due,
            post,
            lagMs,
            socketMs,
            newConnection: !request.reusedSocket,
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({
            status: 0,
            ms: performance.now() - due,
            post,
            lagMs,
            error: error.code ?? error.message,
          }),
        );
      },
    );
    let socketMs: number | undefined;
    request.on("socket", () => (socketMs = performance.now() - due));
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        ms: performance.now() - due,
        post,
        lagMs,
        newConnection: !request.reusedSocket,
        error: error.code ?? error.message,
      }),
    );
    request.end(body);
  });
}

/** Solved bot checks, fetched before the clock starts (each is accepted once). */
async function solvedChecks(port: number, count: number): Promise<string[]> {
  const checks: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // On a busy host an idle server may shed too: wait as its Retry-After asks, roughly.
    for (let attempt = 0; ; attempt += 1) {
      try {
        checks.push(await fetchBotCheck(port));
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
  return checks;
}

type Server = ServerProcess & { databasePath: string; stop: () => Promise<void> };

async function startServer(shedding: boolean): Promise<Server> {
  const dir = tempDir("qwp-overload-");
  const databasePath = path.join(dir, "qwp.sqlite");
  const started = await startServerProcess(
    {
      DATABASE_PATH: databasePath,
      MEDIA_DIR: path.join(dir, "media"),
      RATE_LIMIT_MAX: "0",
      ...TEST_BOT_CHECK_ENV,
      // The production default when on (unset), off otherwise; an explicit setting wins for both runs.
      SHED_LOAD: shedding ? "true" : "false",
    },
    { stderr: "inherit" },
  );
  return {
    ...started,
    databasePath,
    async stop() {
      started.child.kill("SIGTERM");
      if (started.child.exitCode === null)
        await new Promise((resolve) => started.child.once("exit", resolve));
    },
  };
}

const storedContacts = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM contacts").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function firstArticle(port: number): Promise<string> {
  const read = () =>
    new Promise<{ status: number; text: string }>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path: "/api/news/latest" }, (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        })
        .on("error", reject),
    );
  // A server still shedding its start-up answers 503 for a moment.
  let { status, text: answer } = await read();
  for (let attempt = 0; status === 503 && attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ({ status, text: answer } = await read());
  }
  const slug = JSON.parse(answer) as { news?: Array<{ slug: string }> } | Array<{ slug: string }>;
  const list = Array.isArray(slug) ? slug : (slug.news ?? []);
  if (!list[0]?.slug)
    throw new Error(
      "no news to read: the server seeds demonstration news unless SEED_DEMO_CONTENT=false",
    );
  return list[0].slug;
}

/** Closed loop: `connections` clients each send the next request of the mix when the last is answered. */
async function closedLoop(
  port: number,
  mix: Planned[],
  seconds: number,
  checks: string[],
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + seconds * 1000;
  let ok = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, client) => {
      for (let i = client; performance.now() < end; i += CONNECTIONS) {
        const outcome = await send(
          agent,
          port,
          mix[i % mix.length],
          () => checks.pop(),
          `Capacity ${(n += 1)}`,
        );
        if (outcome.status >= 200 && outcome.status < 400) ok += 1;
      }
    }),
  );
  agent.destroy();
  return ok / seconds;
}

/** Open loop: `rate` requests a second on a fixed schedule, whatever the server does. */
async function openLoop(
  port: number,
  mix: Planned[],
  rate: number,
  seconds: number,
  checks: string[],
): Promise<Outcome[]> {
  // Enough sockets that the client is never the queue: a second of offered load.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(64, Math.ceil(rate)) });
  const pending: Array<Promise<Outcome>> = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate));
    for (; sent < due; sent += 1) {
      const dueAt = start + (sent / rate) * 1000;
      pending.push(
        sendFrom(
          dueAt,
          agent,
          port,
          mix[sent % mix.length],
          () => checks.pop(),
          `Overload ${sent}`,
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const outcomes = await Promise.all(pending);
  agent.destroy();
  return outcomes;
}

type OverloadRow = Awaited<ReturnType<typeof overload>>;
/** What the origin must do past its capacity with nothing in front: refusing costs a small fraction of an answer. */
const ORIGIN_GOALS: Array<{
  goal: string;
  figure: (row: OverloadRow) => string;
  met: (row: OverloadRow) => boolean;
}> = [
  {
    goal: "refusals answered within 50 ms (p99)",
    figure: (row) =>
      Number.isNaN(row["shed p99 ms"]) ? "none refused" : `${row["shed p99 ms"]} ms`,
    met: (row) => !(row["shed p99 ms"] > 50),
  },
  {
    goal: "accepted p99 under 2 s",
    figure: (row) => `${row["accepted p99 ms"]} ms`,
    met: (row) => row["accepted p99 ms"] < 2000,
  },
  {
    goal: "recovery under 1 s after the flood",
    figure: (row) => `${row["recovery ms"]} ms`,
    met: (row) => row["recovery ms"] < 1000,
  },
  {
    goal: "0 acknowledged submissions lost",
    figure: (row) => String(row["201s lost"]),
    met: (row) => row["201s lost"] === 0,
  },
];

/** Milliseconds from now until a news API read is answered 200 again. */
async function recoveryMs(port: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: false });
  const start = performance.now();
  for (;;) {
    const outcome = await send(
      agent,
      port,
      { kind: "GET", path: "/api/news?page=1" },
      () => undefined,
      "",
    );
    if (outcome.status === 200) return Math.round(performance.now() - start);
    if (performance.now() - start > 60_000) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The build's scripts, as the pages ask for them (`/app-1a2b.js`, ...). */
const buildScripts = () =>
  fs
    .readdirSync(path.join(ROOT_DIR, "public"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`);

/** A percentile in whole milliseconds, as the tables print it. */
const roundedPercentile = (values: number[], p: number) => Math.round(percentile(values, p));

const percentile = (values: number[], p: number) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function overload(shedding: boolean, rate: number) {
  const server = await startServer(shedding);
  try {
    const article = await firstArticle(server.port);
    const mix = mixOf(article);
    const posts = Math.ceil((rate * DURATION_S) / mix.length) + 10;
    const checks = await solvedChecks(server.port, posts);
    // Settle: shedding waits out start-up, and the first requests compile the news pages.
    await closedLoop(server.port, mix, 2, []);
    const storedBefore = storedContacts(server.databasePath);
    const scriptAgent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const scripts = buildScripts();
    const [outcomes, scriptOutcomes] = await Promise.all([
      openLoop(server.port, mix, rate, DURATION_S, checks),
      Promise.all(
        scripts.map((script) =>
          send(scriptAgent, server.port, { kind: "GET", path: script }, () => undefined, ""),
        ),
      ),
    ]);
    scriptAgent.destroy();
    const recovery = await recoveryMs(server.port);
    await server.stop();
    const acknowledged = outcomes.filter((o) => o.post && o.status === 201).length;
    const stored = storedContacts(server.databasePath) - storedBefore;
    const accepted = outcomes.filter((o) => o.status >= 200 && o.status < 400);
    const shed = outcomes.filter((o) => o.status === 503);
    const failed = outcomes.filter((o) => o.status === 0 || o.status >= 500).length - shed.length;
    const statuses: Record<string, number> = {};
    for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    console.log(
      `Shedding ${shedding ? "on" : "off"}: answers by status (0: no answer within ${TIMEOUT_MS / 1000} s) ${JSON.stringify(statuses)}`,
    );
    // What "no answer" was: a timeout holds a client socket for the whole timeout, a reset costs nothing.
    const errors: Record<string, { count: number; newConnections: number; p50Ms: number }> = {};
    for (const o of outcomes.filter((o) => o.error)) {
      const kind = (errors[o.error as string] ??= { count: 0, newConnections: 0, p50Ms: 0 });
      kind.count += 1;
      if (o.newConnection) kind.newConnections += 1;
    }
    for (const [kind, row] of Object.entries(errors))
      row.p50Ms = roundedPercentile(
        outcomes.filter((o) => o.error === kind).map((o) => o.ms),
        50,
      );
    if (Object.keys(errors).length)
      console.log(
        `Shedding ${shedding ? "on" : "off"}: no answer, by error ${JSON.stringify(errors)}`,
      );
    return {
      shedding: shedding ? "on" : "off",
      "offered req/s": Math.round(rate),
      "accepted req/s": Math.round(accepted.length / DURATION_S),
      "shed req/s": Math.round(shed.length / DURATION_S),
      "errors/timeouts": failed,
      "accepted p50 ms": roundedPercentile(
        accepted.map((o) => o.ms),
        50,
      ),
      "accepted p99 ms": roundedPercentile(
        accepted.map((o) => o.ms),
        99,
      ),
      // Where the tail is: requests on connections kept alive, and on connections opened for them.
      "accepted p99 ms, kept-alive connections": roundedPercentile(
        accepted.filter((o) => !o.newConnection).map((o) => o.ms),
        99,
      ),
      "accepted p99 ms, new connections": roundedPercentile(
        accepted.filter((o) => o.newConnection).map((o) => o.ms),
        99,
      ),
      "accepted on new connections": accepted.filter((o) => o.newConnection).length,
      "shed p99 ms": roundedPercentile(
        shed.map((o) => o.ms),
        99,
      ),
      "shed p99 ms, kept-alive connections": roundedPercentile(
        shed.filter((o) => !o.newConnection).map((o) => o.ms),
        99,
      ),
      "client lag p99 ms": roundedPercentile(
        outcomes.map((o) => o.lagMs),
        99,
      ),
      "client socket wait p99 ms": roundedPercentile(
        outcomes.map((o) => o.socketMs ?? 0),
        99,
      ),
      "recovery ms": recovery,
      "201s": acknowledged,
      "201s lost": Math.max(0, acknowledged - stored),
      "first script requests shed": `${scriptOutcomes.filter((o) => o.status === 503).length}/${scripts.length}`,
      "first script requests p99 ms": roundedPercentile(
        scriptOutcomes.map((o) => o.ms),
        99,
      ),
    };
  } finally {
    await server.stop();
  }
}

/** Readers at `rate` requests a second through Varnish in front of a fresh server with shedding on. */
async function behindCdn(rate: number) {
  const server = await startServer(true);
  const varnish = await startVarnish(server.port);
  try {
    const readers = mixOf(await firstArticle(server.port)).filter(
      (planned) => planned.kind === "GET",
    );
    // Settle as at the origin: the first requests fill the cache.
    await closedLoop(varnish.port, readers, 2, []);
    const outcomes = await openLoop(varnish.port, readers, rate, DURATION_S, []);
    const errors = outcomes.filter((o) => o.status === 0 || o.status >= 500).length;
    const statuses: Record<string, number> = {};
    for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    console.log(
      `Behind Varnish: answers by status (0: no answer within ${TIMEOUT_MS / 1000} s) ${JSON.stringify(statuses)}`,
    );
    return {
      "offered req/s": Math.round(rate),
      "answered req/s": Math.round((outcomes.length - errors) / DURATION_S),
      errors,
      "readers p50 ms": roundedPercentile(
        outcomes.map((o) => o.ms),
        50,
      ),
      "readers p99 ms": roundedPercentile(
        outcomes.map((o) => o.ms),
        99,
      ),
      "client lag p99 ms": roundedPercentile(
        outcomes.map((o) => o.lagMs),
        99,
      ),
    };
  } finally {
    await varnish.stop();
    await server.stop();
  }
}

/** A fresh server with shedding on, once shedding is armed: every script once, six at a time. */
async function scriptsAfterStart() {
  const server = await startServer(true);
  try {
    await firstArticle(server.port);
    // Shedding arms two samples after listening; the default sample interval is well under a second.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const scripts = buildScripts();
    const started = performance.now();
    const outcomes = await Promise.all(
      scripts.map((script) =>
        send(agent, server.port, { kind: "GET", path: script }, () => undefined, ""),
      ),
    );
    const ms = Math.round(performance.now() - started);
    agent.destroy();
    const shed = outcomes.filter((o) => o.status === 503).length;
    console.log(
      `Scripts after a fresh start, nothing else running: ${scripts.length} scripts, ${shed} shed (503), all answered in ${ms} ms, p99 ${roundedPercentile(
        outcomes.map((o) => o.ms),
        99,
      )} ms`,
    );
    return { scripts: scripts.length, shed, ms };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT_DIR, "public", "index.html"))) {
    throw new Error('The mix reads the built site\'s pages: run "npm run build" first.');
  }
  const load = () => execFileSync("uptime").toString().trim();
  console.log(`Before: ${load()}`);
  const afterStart = await scriptsAfterStart();
  // Capacity is what it serves with nothing refused.
  const server = await startServer(false);
  let capacity: number;
  try {
    const mix = mixOf(await firstArticle(server.port));
    const checks = await solvedChecks(server.port, 3000);
    await closedLoop(server.port, mix, 2, []);
    const runs: number[] = [];
    for (let run = 0; run < 3; run += 1)
      runs.push(await closedLoop(server.port, mix, CAPACITY_RUN_S, checks));
    capacity = median(runs);
    console.log(
      `Capacity (successful answers/s, ${CONNECTIONS} closed-loop clients, ${CAPACITY_RUN_S} s runs): ${runs.map(Math.round).join(", ")} → median ${Math.round(capacity)}`,
    );
  } finally {
    await server.stop();
  }
  const rate = capacity * FACTOR;
  const rows = [await overload(true, rate), await overload(false, rate)];
  console.log(
    `\nOverload: ${FACTOR}× capacity offered for ${DURATION_S} s, open loop; ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(rows);
  const cdn = await behindCdn(rate);
  console.log(
    `\nBehind the CDN (Varnish, test-support/cdn.vcl): ${FACTOR}× the origin's capacity in readers for ${DURATION_S} s, open loop`,
  );
  console.table([cdn]);
  const cdnGoal = cdn.errors === 0 && cdn["readers p99 ms"] < 1000;
  console.log(`Goal behind the CDN (0 errors, readers' p99 < 1 s): ${cdnGoal ? "met" : "MISSED"}`);
  console.log(`After: ${load()}`);
  fs.mkdirSync(path.join(ROOT_DIR, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT_DIR, "bench-results", "overload.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        capacity,
        factor: FACTOR,
        duration: DURATION_S,
        scriptsAfterStart: afterStart,
        rows,
        behindCdn: cdn,
      },
      null,
      2,
    ),
  );
  const on = rows[0];
  console.log(`\nGoals at the origin with shedding on, ${FACTOR}× capacity and nothing in front:`);
  console.table(
    ORIGIN_GOALS.map(({ goal, figure, met }) => ({
      goal,
      measured: figure(on),
      met: met(on) ? "met" : "MISSED",
    })),
  );
  if (rows.some((row) => row["201s lost"] > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
