/**
 * The server's one way to run git: `git` through execFile (no shell, never a prompt for
 * credentials), started from a worker thread (./gitProcess.ts says why), and bringing a folder to
 * a remote branch's newest commit, which both the build workspace and the console's edit clone do
 * before they work.
 */
import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import * as gitProcess from "./gitProcess";
import { runHeavy, workerTask } from "./workerPool";

const GIT_TASK = workerTask<typeof gitProcess.runGit>(path.join(__dirname, "gitProcess.ts"), "runGit");
const READ_BLOBS_TASK = workerTask<typeof gitProcess.readBlobs>(path.join(__dirname, "gitProcess.ts"), "readBlobs");

/** git's standard output as it is (not trimmed: a file's text read with `git show` keeps its bytes). */
export function git(dir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  // A task already on a worker thread starts git where it is.
  return isMainThread ? runHeavy(GIT_TASK, dir, args, env) : gitProcess.runGit(dir, args, env);
}

/** Many objects ("<commit>:<path>") read in one `git cat-file --batch`: each blob's text, undefined where there is none. */
export function gitBlobs(dir: string, specs: string[]): Promise<Map<string, string | undefined>> {
  const unique = [...new Set(specs)];
  if (!unique.length) return Promise.resolve(new Map());
  return isMainThread ? runHeavy(READ_BLOBS_TASK, dir, unique) : gitProcess.readBlobs(dir, unique);
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
