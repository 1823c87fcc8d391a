/**
 * The build workspace and the real build step. The workspace is a git checkout of CONTENT_REPO
 * (or, without it, the project's own checkout, built as it is) that keeps Gatsby's `.cache/` and
 * `public/` between builds, so a one-field change re-renders a few pages instead of the site. Its
 * first build is a cold one: Gatsby's cache holds the absolute paths of the folder it was made in,
 * so the checkout's `.cache/` copied into another folder fails there ("The result of this
 * StaticQuery could not be fetched") instead of saving time. The workspace shares the checkout's
 * `node_modules` (a symlink).
 *
 * Every step runs as a child process at the lowest CPU and I/O priority (`nice -n 19`,
 * `ionice -c3`) in its own process group: visitors keep the cores, and a server that stops can
 * stop the whole build. The group's id is written to `build.pid` so a server restarted after being
 * killed can end a build its predecessor left running.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PUBLISH_BUILD_ENV } from "../../gatsby/publishBuild";
import { EVENT_DISTRICTS_ENV, writeEventDistricts, type EventDistricts } from "../../gatsby/data-checks/eventDistricts";
import { checkOutBranch, git } from "../platform/git";
import type { Commit } from "./releases";

export type WorkspaceSettings = {
  /** The project checkout the server runs from (its node_modules are shared with the workspace). */
  rootDir: string;
  /** Where builds happen; the checkout itself when there is no content repository. */
  workspaceDir: string;
  /** Path or URL of the repository to build from; undefined: build the checkout, no fetch. */
  contentRepo?: string;
  contentBranch: string;
  /** Folder of the pid file (the releases folder). */
  stateDir: string;
};

export type StepResult = { ok: true; publicDir: string; commit: Commit } | { ok: false; errors: string[]; commit?: Commit };

export type BuildStep = (log: (line: string) => void, signal: AbortSignal) => Promise<StepResult>;

const IONICE = ["/usr/bin/ionice", "/bin/ionice"].find((p) => fs.existsSync(p));
// Gatsby's progress output is terminal control sequences; the log keeps the words.
// eslint-disable-next-line no-control-regex -- matching those control characters is the point
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07/g;
/** How the data checks print a problem: `  ✗ data/leaders/x.json: entry …, field …: message`. */
const CHECK_LINE = /^\s*✗\s+(.*)$/;

/** Settings the build must not see: the server's own paths and secrets. */
const HIDDEN_ENV = ["PUBLIC_DIR", "DATABASE_PATH", "MEDIA_DIR", "DEPLOY_HOOK_SECRET", "ALTCHA_HMAC_KEY", "STAFF_PASSWORD", "YOUTUBE_API_KEY", "PORT"];

function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "1",
    FORCE_COLOR: "0",
    NO_COLOR: "1",
    // A release needs no TypeScript types of its queries (gatsby-config.ts): 2-7 s less per build.
    [PUBLISH_BUILD_ENV]: "1",
  };
  for (const name of HIDDEN_ENV) delete env[name];
  return env;
}

/** The commit checked out in `dir`: hash, author and subject line. */
export async function headCommit(dir: string): Promise<Commit> {
  try {
    const [commit, author, message] = (await git(dir, ["log", "-1", "--format=%H%x00%an%x00%s"])).trim().split("\0");
    return { commit, author, message };
  } catch {
    return { commit: "unknown", author: "unknown", message: "Built from a folder that is not a git checkout" };
  }
}

/** Seconds since `started`, one decimal. */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

const pidFile = (settings: WorkspaceSettings) => path.join(settings.stateDir, "build.pid");

/** Ends a build a previous server process left running (its process group), if any. */
export function endOrphanBuild(settings: WorkspaceSettings): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(settings), "utf8"));
  } catch {
    return undefined;
  }
  fs.rmSync(pidFile(settings), { force: true });
  if (!Number.isInteger(pid) || pid <= 1) return undefined;
  try {
    process.kill(-pid, "SIGKILL");
    return pid;
  } catch {
    return undefined;
  }
}

/** Runs one command at low priority in its own process group, streaming its lines to `log`. */
function runStep(
  settings: WorkspaceSettings,
  command: string,
  args: string[],
  log: (line: string) => void,
  signal: AbortSignal,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; lines: string[] }> {
  const wrapped = ["-n", "19", ...(IONICE ? [IONICE, "-c3"] : []), command, ...args];
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error("The build was stopped."));
    const child = spawn("nice", wrapped, { cwd: settings.workspaceDir, env: buildEnv(env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
    fs.mkdirSync(settings.stateDir, { recursive: true });
    if (child.pid) fs.writeFileSync(pidFile(settings), String(child.pid));
    const lines: string[] = [];
    const keep = (line: string) => {
      lines.push(line);
      log(line);
    };
    const onAbort = () => child.pid && process.kill(-child.pid, "SIGKILL");
    signal.addEventListener("abort", onAbort, { once: true });
    let partial = { out: "", err: "" };
    const take = (key: "out" | "err") => (chunk: Buffer) => {
      const text = partial[key] + chunk.toString("utf8").replace(ANSI, "");
      const parts = text.split(/\r?\n|\r/);
      partial = { ...partial, [key]: parts.pop() ?? "" };
      for (const line of parts) if (line.trim()) keep(line);
    };
    child.stdout.on("data", take("out"));
    child.stderr.on("data", take("err"));
    child.on("error", reject);
    child.on("close", (code) => {
      signal.removeEventListener("abort", onAbort);
      fs.rmSync(pidFile(settings), { force: true });
      for (const rest of [partial.out, partial.err]) if (rest.trim()) keep(rest);
      if (signal.aborted) return reject(new Error("The build was stopped."));
      resolve({ code, lines });
    });
  });
}

function linkModules(settings: WorkspaceSettings) {
  const modules = path.join(settings.workspaceDir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(settings.rootDir, "node_modules"), modules, "dir");
}

/** Brings the workspace to the newest commit of the content branch (a fetch; no fetch without a content repo). */
export async function updateWorkspace(settings: WorkspaceSettings, log: (line: string) => void): Promise<Commit> {
  const ws = settings.workspaceDir;
  if (!settings.contentRepo) return headCommit(ws);
  log(`Fetching ${settings.contentBranch} from the content repository`);
  // Untracked leftovers go; ignored folders (.cache, public, node_modules) stay for the next build.
  await checkOutBranch(ws, settings.contentRepo, settings.contentBranch);
  linkModules(settings);
  const commit = await headCommit(ws);
  log(`Building ${commit.commit.slice(0, 12)} "${commit.message}" by ${commit.author}`);
  return commit;
}

/**
 * The real build: workspace update, data checks, `gatsby build`. No host configuration
 * (scripts/write-host-config.ts, `npm run build`'s postbuild): `_headers` and `_redirects` are for a
 * static host; this server applies the same rules itself and never serves those files.
 */
/** `eventDistricts`: the districts the events in the database name, for the data checks (gatsby/data-checks/eventDistricts.ts). */
export function gatsbyBuildStep(settings: WorkspaceSettings, eventDistricts?: () => EventDistricts): BuildStep {
  const bin = (name: string) => path.join(settings.workspaceDir, "node_modules", ".bin", name);
  return async (log, signal) => {
    let commit: Commit;
    let started = Date.now();
    // Each step's time in the log, for the console's build history and `npm run bench:publish`.
    const took = (what: string) => {
      log(`${what} in ${secondsSince(started)} s`);
      started = Date.now();
    };
    try {
      commit = await updateWorkspace(settings, log);
      took("Workspace updated");
    } catch (error) {
      return { ok: false, errors: [`Could not fetch ${settings.contentBranch} from the content repository: ${(error as Error).message.split("\n")[0]}`] };
    }
    // `node --import tsx` rather than the tsx command, which starts a second Node process to run the script.
    let checksEnv: NodeJS.ProcessEnv = {};
    if (eventDistricts) {
      const file = path.join(settings.stateDir, "event-districts.json");
      fs.mkdirSync(settings.stateDir, { recursive: true });
      writeEventDistricts(file, eventDistricts());
      checksEnv = { [EVENT_DISTRICTS_ENV]: file };
    }
    const checks = await runStep(settings, process.execPath, ["--import", "tsx", "scripts/check-data.ts"], log, signal, checksEnv);
    if (checks.code !== 0) {
      const lines = checks.lines.map((l) => CHECK_LINE.exec(l)?.[1]).filter((l): l is string => !!l);
      return { ok: false, commit, errors: lines.length ? lines : ["The data checks failed (see the log)."] };
    }
    took("Data checks passed");
    const gatsby = await runStep(settings, bin("gatsby"), ["build"], log, signal);
    if (gatsby.code !== 0) {
      const lines = gatsby.lines.map((l) => CHECK_LINE.exec(l)?.[1]).filter((l): l is string => !!l);
      return { ok: false, commit, errors: lines.length ? lines : ["gatsby build failed (see the log's last lines)."] };
    }
    took("gatsby build finished");
    return { ok: true, publicDir: path.join(settings.workspaceDir, "public"), commit };
  };
}
