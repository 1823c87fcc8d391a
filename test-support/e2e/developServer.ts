/**
 * `npm run develop` as a developer runs it, for the browser test of development mode. It runs in a
 * copy of the project (node_modules linked, not copied) in a temp folder: Gatsby's development
 * server writes its own .cache/ and public/, and in the project itself it would rewrite the
 * production build the rest of the suite is being served from. The development server listens on
 * E2E_PORT + 70 and its API server on E2E_PORT + 71, inside the port range the tests were given.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
/** What a project copy leaves out: installed packages (linked instead), Git, and every output folder. */
const NOT_COPIED = new Set(["node_modules", ".git", ".cache", "public", "var", "test-results", "test-results-develop", "playwright-report", "coverage", "bench-results", "screenshots"]);
/** Settings of the developer's shell (or the test runner's production mode) that would point the copy at the project's files or break its development build. */
const NOT_INHERITED = ["DATABASE_PATH", "MEDIA_DIR", "PUBLIC_DIR", "SITE_URL", "NODE_ENV"];

/** Every process below `root`, by parent links in /proc (process groups and sessions included). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** State and parent of a process from /proc/PID/stat, undefined once it is gone. */
function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may hold spaces: the fields that follow come after the last ")".
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** Still running: exists and is not a zombie waiting to be reaped. */
const running = (pid: number) => {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== "Z";
};

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "?";
  }
}

/** Ends what a failed run left behind, so one failure does not hold ports for the next test. */
function killAll(pids: number[]) {
  for (const pid of pids.filter(running)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

export async function startDevelop({ readyWithinMs, firstPage }: { readyWithinMs: number; firstPage: string }) {
  const port = Number(process.env.E2E_PORT ?? 8123) + 70;
  const apiPort = port + 1;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-e2e-develop-"));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");

  const env: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: String(port), API_PORT: String(apiPort) };
  for (const name of NOT_INHERITED) delete env[name];
  const startedAt = Date.now();
  const child = spawn("npm", ["run", "develop"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pid = child.pid!;

  const baseURL = `http://127.0.0.1:${port}`;
  const answers = async (url: string) => {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(30_000) })).ok;
    } catch {
      return false;
    }
  };
  // Gatsby answers pages before its development bundle is built (about a minute later on a cold start),
  // and a page loaded in between never gets its scripts: ready means the bundle is served too. It also
  // serves the bundle before it has made the pages: a page whose data answered 404 then shows Gatsby's
  // development 404 page for good, so ready means the first page's data is served as well.
  const ready = await waitFor(
    async () =>
      child.exitCode !== null ||
      ((await answers(`${baseURL}/`)) && (await answers(`${baseURL}/commons.js`)) && (await answers(`${baseURL}/page-data${firstPage}/page-data.json`))),
    readyWithinMs,
  );
  const readyAfterMs = Date.now() - startedAt;
  if (!ready || child.exitCode !== null) {
    killAll([pid, ...descendants(pid)]);
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `npm run develop ${child.exitCode !== null ? `exited (${child.exitCode})` : `did not answer ${baseURL}/ within ${readyWithinMs / 1000} s`}. Its output:\n${output}`,
    );
  }

  return {
    baseURL,
    apiPort,
    port,
    /** How long from the start of `npm run develop` until the development server answered. */
    readyAfterMs,
    output: () => output,
    /**
     * Sends SIGTERM to the `npm run develop` process only, as a process manager would, and waits
     * (at most `withinMs`) for it and every process started below it to end. Returns those still
     * running, with their command lines; the copy of the project is removed either way.
     */
    async stop(withinMs: number): Promise<string[]> {
      const processes = [pid, ...descendants(pid)];
      child.kill("SIGTERM");
      await waitFor(() => !processes.some(running), withinMs);
      const left = processes.filter(running).map((each) => `${each} ${commandLine(each)}`);
      killAll(processes);
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      return left;
    },
  };
}
