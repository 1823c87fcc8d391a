/**
 * `npm run develop`: Gatsby's development server (hot reloading, GraphiQL at /___graphql) with the
 * project's own API server behind it. The API server runs on loopback (API_PORT, default PORT + 1)
 * with a development database under var/develop/, created, migrated and seeded as `npm start`
 * does; the development server sends /api, /media and /news/rss.xml to it (gatsby/developProxy.ts),
 * so news, videos, both forms and the staff console work on http://localhost:8000.
 *
 * Ctrl-C or SIGTERM stops both. Each runs in a process group of its own, so every process either
 * started (Gatsby's workers included) is found and ended, killed if still there after 15 s. The
 * npm script `exec`s this (through tsx), so SIGTERM sent to `npm run develop` reaches it: a shell
 * left in between would die of the signal without passing it on.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { DEVELOP_API_ENV } from "../gatsby/developProxy";
import { ConfigError, ROOT_DIR } from "../server/platform/config";
import { markPublicRewritten } from "./lib/buildIfStale";
import { developSettings } from "./lib/developSettings";

/** How long each part may take to stop on the signal before its whole process group is killed. */
const STOP_GRACE_MS = 15_000;

type Part = { name: string; child: ChildProcess; exited: Promise<number> };

const bin = (name: string) => path.join(ROOT_DIR, "node_modules", ".bin", name);
const say = (text: string) => process.stdout.write(`[develop] ${text}\n`);

function assertPortFree(host: string, port: number, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(new ConfigError(`${host}:${port} is not free (${error.code}): stop what listens there, or set ${setting} to another port.`)),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Starts a part as the leader of a new process group; `prefix` labels its output lines. */
function startPart(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, prefix?: string): Part {
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env,
    detached: true,
    stdio: ["ignore", prefix ? "pipe" : "inherit", prefix ? "pipe" : "inherit"],
  });
  if (prefix) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (stream) readline.createInterface({ input: stream }).on("line", (line) => out.write(`${prefix} ${line}\n`));
    }
  }
  const exited = new Promise<number>((resolve) => {
    child.once("error", (error) => {
      console.error(`[develop] could not start ${name}: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, child, exited };
}

/** True while any process of the group `pgid` exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Resolves true once the group is empty, false when `ms` passed first. */
async function groupGone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (groupAlive(pgid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Asks each part's leader to stop with `signal` (Gatsby stops its develop process, tsx the
 * server, which closes the database), then ends whatever of its group is still there.
 */
async function stopPart(part: Part, signal: NodeJS.Signals) {
  const pgid = part.child.pid;
  if (pgid === undefined) return;
  if (part.child.exitCode === null && part.child.signalCode === null) part.child.kill(signal);
  if (await groupGone(pgid, STOP_GRACE_MS)) return;
  say(`${part.name} did not stop within ${STOP_GRACE_MS / 1000} s: killing its processes.`);
  signalGroup(pgid, "SIGKILL");
  await groupGone(pgid, 5_000);
}

async function main() {
  const settings = developSettings(process.env);
  await assertPortFree(settings.host, settings.port, "PORT");
  await assertPortFree("127.0.0.1", settings.apiPort, "API_PORT");
  const apiUrl = `http://127.0.0.1:${settings.apiPort}`;
  markPublicRewritten();

  const api = startPart(
    "the API server",
    bin("tsx"),
    ["server/main.ts"],
    {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(settings.apiPort),
      DATABASE_PATH: settings.databasePath,
      MEDIA_DIR: settings.mediaDir,
      // The origin the browser sends: console writes must come from it (the same-origin rule).
      SITE_URL: settings.siteUrl,
      LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    },
    "[api]",
  );
  const gatsby = startPart("gatsby develop", bin("gatsby"), ["develop", "-H", settings.host, "-p", String(settings.port), ...process.argv.slice(2)], {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: process.env.GATSBY_TELEMETRY_DISABLED || "1",
    [DEVELOP_API_ENV]: apiUrl,
  });
  const parts = [api, gatsby];
  say(
    `API server ${apiUrl} (database ${settings.databasePath}, media ${settings.mediaDir}) behind ` +
      `${settings.siteUrl}: /api, /media and /news/rss.xml go to it. Ctrl-C stops both.`,
  );

  let stopping: Promise<void> | undefined;
  // One Ctrl-C arrives twice (from the terminal and relayed by tsx): a stop in progress is bounded
  // by STOP_GRACE_MS, so a repeated signal changes nothing.
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return stopping;
    say(`${signal}: stopping the development server and the API server…`);
    stopping = Promise.all(parts.map((part) => stopPart(part, signal))).then(() => undefined);
    return stopping;
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stopAll(signal));
  // A launcher killed outright (SIGKILL) passes no signal on: once this process is orphaned, stop too.
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) void stopAll("SIGTERM");
  }, 1_000).unref();

  // Either part ending on its own (a config error, a crash, gatsby's own exit) ends the other.
  const first = await Promise.race(parts.map((part) => part.exited.then((code) => ({ part, code }))));
  if (!stopping) {
    say(`${first.part.name} stopped (exit code ${first.code}); stopping the rest.`);
    await stopAll("SIGTERM");
    process.exitCode = first.code || 1;
  } else {
    await stopping;
  }
  markPublicRewritten();
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Not starting: ${error.message}` : error);
  process.exitCode = 1;
});
