/**
 * The server's one way to run git: `git` through execFile (no shell, never a prompt for
 * credentials), and bringing a folder to a remote branch's newest commit, which both the build
 * workspace and the console's edit clone do before they work.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** git's standard output as it is (not trimmed: a file's text read with `git show` keeps its bytes). */
export async function git(dir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run("git", args, { cwd: dir, maxBuffer: 32 * 1024 * 1024, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env } });
  return stdout;
}

/** Where `checkOutBranch` keeps the fetched branch. */
export const remoteTip = (branch: string) => `refs/remotes/origin/${branch}`;

/**
 * Makes `dir` (created on first use, with `sparse` as its only checked-out folders if given) a
 * detached checkout of `branch` of `remote` as it is there now: fetched, forced, untracked files
 * removed. Ignored folders (.cache, public, node_modules) stay.
 */
export async function checkOutBranch(dir: string, remote: string, branch: string, sparse?: readonly string[]): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, ".git"))) {
    await git(dir, ["init", "-q"]);
    await git(dir, ["remote", "add", "origin", remote]);
    if (sparse) await git(dir, ["sparse-checkout", "set", "--cone", ...sparse]);
  } else await git(dir, ["remote", "set-url", "origin", remote]);
  await git(dir, ["fetch", "-q", "--no-tags", "origin", `+refs/heads/${branch}:${remoteTip(branch)}`]);
  await git(dir, ["checkout", "-q", "--force", "--detach", remoteTip(branch)]);
  await git(dir, ["clean", "-q", "-f", "-d"]);
}
