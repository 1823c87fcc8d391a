/**
 * Where the console's content commits are made, driven with `git` through execFile (no shell).
 *
 * With CONTENT_REPO (the site is built from a repository), commits are made in a clone of their
 * own (CONTENT_EDIT_DIR, default var/content-edit), never in the build workspace: a build there
 * runs `git checkout --force` and `git clean` on its own schedule, and must never see a commit
 * half made. Each operation first brings the clone to the branch's newest commit (fetch, then a
 * forced checkout: nothing but this server writes in that clone), commits and pushes; the build
 * then fetches the pushed commit exactly as it does after a webhook push. A push refused because
 * someone pushed meanwhile becomes a conflict (409), never a merge.
 *
 * Without CONTENT_REPO (`npm start` on a plain checkout), the site is built from the checkout
 * itself, so commits are made there, on its current branch, and nothing is pushed. Only the
 * edited file is committed (other changes in the checkout stay as they are), and a file with
 * changes not yet committed in the checkout is not overwritten (409).
 *
 * Operations run one at a time (a queue), so two saves never interleave their git steps.
 */
import fs from "node:fs";
import path from "node:path";
import { gitAuthorName } from "../../contract/validation/staffName";
import { checkOutBranch, git, gitBlobs, remoteTip } from "../platform/git";

export type ContentRepoSettings = {
  /** The folder commits are made in (the edit clone, or the checkout). */
  dir: string;
  /** The repository pushed to; undefined: commit in `dir` as it is, no fetch, no push. */
  remote?: string;
  branch: string;
};

export type Author = { name: string; email: string };

/** A conflict: the file changed in the repository since the console loaded it. */
export class ContentConflict extends Error {}

/**
 * The folders the edit clone checks out: what gatsby/data-checks loadDataSet reads (the content,
 * the files it points to, the page files).
 */
const CHECKED_OUT = ["data", "static", "src/pages"];

/** The server's own name as the committer (the staff member is the author). */
const COMMITTER = { GIT_COMMITTER_NAME: "QWP website", GIT_COMMITTER_EMAIL: "website@qwp.invalid" };

export function createContentRepository(settings: ContentRepoSettings) {
  const { dir, remote, branch } = settings;
  const tip = remote ? remoteTip(branch) : "HEAD";
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every operation before it (one git operation at a time). */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  /** Brings the edit clone to the branch's newest commit (made on first use). */
  async function sync() {
    if (remote) await checkOutBranch(dir, remote, branch, CHECKED_OUT);
  }

  /** The file's blob id at the branch's tip ("" when it is not in the repository). */
  async function revisionOf(file: string): Promise<string> {
    try {
      return (await git(dir, ["rev-parse", "--verify", "-q", `${tip}:${file}`])).trim();
    } catch {
      return "";
    }
  }

  /** In the checkout, a file whose working copy differs from its last commit is someone's unfinished work. */
  async function assertCommitted(file: string) {
    if (remote) return;
    const status = (await git(dir, ["status", "--porcelain", "--", file])).trim();
    if (status) throw new ContentConflict(`${file} has changes on the server that are not committed yet; commit or discard them there first.`);
  }

  /** Writes `files` (path → text), commits them as `author` and pushes; returns the commit. */
  async function commit(files: Record<string, string | Buffer>, message: string, author: Author): Promise<string> {
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(dir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      // Written by rename: a build reading the checkout never sees half a file.
      const tmp = path.join(path.dirname(full), `.${path.basename(full)}.${process.pid}.tmp`);
      fs.writeFileSync(tmp, content);
      fs.renameSync(tmp, full);
    }
    const names = Object.keys(files);
    await git(dir, ["add", "--", ...names]);
    const env = { ...COMMITTER, GIT_AUTHOR_NAME: gitAuthorName(author.name, author.email), GIT_AUTHOR_EMAIL: author.email };
    // `--only` with the paths: whatever else is staged in a checkout is not swept into this commit.
    await git(dir, ["-c", "commit.gpgSign=false", "commit", "-q", "--no-verify", "--only", "-m", message, "--", ...names], env);
    const id = (await git(dir, ["rev-parse", "HEAD"])).trim();
    if (remote) {
      try {
        await git(dir, ["push", "-q", "origin", `HEAD:refs/heads/${branch}`]);
      } catch (error) {
        await sync();
        if (/rejected|non-fast-forward|fetch first/i.test((error as Error).message))
          throw new ContentConflict("Someone else published a change at the same moment; reload the file and save again.");
        throw error;
      }
      await git(dir, ["update-ref", tip, id]);
    }
    return id;
  }

  return {
    settings,
    serial,
    sync,
    revisionOf,
    assertCommitted,
    commit,

    /** The file's text at the branch's tip (undefined when it is not there). */
    async read(file: string): Promise<string | undefined> {
      const full = path.join(dir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined;
    },

    /** The file's text as commit `commit` had it (undefined when that commit had no such file). */
    async readAt(commitId: string, file: string): Promise<string | undefined> {
      try {
        return await git(dir, ["show", `${commitId}:${file}`]);
      } catch {
        return undefined;
      }
    },

    /** The commits that changed `file`, newest first. */
    async history(file: string, limit = 100) {
      const out = await git(dir, ["log", `-${limit}`, "--format=%H%x00%an%x00%ae%x00%aI%x00%s%x1e", tip, "--", file]);
      return out
        .split("\x1e")
        .map((record) => record.trim())
        .filter(Boolean)
        .map((record) => {
          const [commitId, author, email, time, message] = record.split("\0");
          return { commit: commitId, author, email: email || undefined, time, message };
        });
    },

    /** Who last changed each file, and when: one walk of the history of data/, newest first, until every file is seen. */
    async lastChanges(files: string[]): Promise<Map<string, { at: string; by: string }>> {
      const result = new Map<string, { at: string; by: string }>();
      const wanted = new Set(files);
      const out = await git(dir, ["log", "--format=%x1e%aI%x00%an", "--name-only", "--no-renames", tip, "--", "data/"]).catch(() => "");
      for (const record of out.split("\x1e")) {
        const [header, ...names] = record.split("\n");
        const [at, by] = header.split("\0");
        for (const name of names) if (wanted.has(name) && !result.has(name)) result.set(name, { at, by });
        if (result.size === wanted.size) break;
      }
      return result;
    },

    /** The commits that changed each of `files` (under `folders`), newest first: one walk of their history. */
    async fileCommits(folders: string[], files: Iterable<string>): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>([...files].map((file) => [file, []]));
      const out = await git(dir, ["log", "--format=%x1e%H", "--name-only", "--no-renames", tip, "--", ...folders]).catch(() => "");
      for (const record of out.split("\x1e")) {
        const [id, ...names] = record.split("\n");
        for (const name of names) result.get(name)?.push(id.trim());
      }
      return result;
    },

    /** Many files at many commits ("<commit>:<path>") in one `git cat-file --batch`; undefined where there is none. */
    readMany: (specs: string[]) => gitBlobs(dir, specs),

    /** The commit at the branch's tip. */
    head: async () => (await git(dir, ["rev-parse", tip])).trim(),

    /** Whether `commitId` names a commit of this repository. */
    async isCommit(commitId: string): Promise<boolean> {
      try {
        return (await git(dir, ["cat-file", "-t", commitId])).trim() === "commit";
      } catch {
        return false;
      }
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
