/**
 * Publishing in tests and the publish bench: a throwaway content repository made from the checkout
 * (a bare repository with `main`, and a working clone to commit in), the push event a git host
 * sends, signed the GitHub way or the GitLab way, a wait for a build to finish, and the one build
 * workspace every test that builds for real shares.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../server/platform/config";
import type { Build } from "../server/publish/buildHistory";
import { httpRequest, type TestResponse } from "./server";

/**
 * The build workspace of every test that runs a real `gatsby build` (pass it as BUILD_WORKSPACE).
 * Shared, so that in one `npm test` only its first build is cold and every later one, in Jest or in
 * the browser suite, is incremental; kept between runs (var/ is not committed). One process builds
 * in it at a time: the Jest file that builds runs before the browser suite, and a browser spec that
 * builds runs its building tests serially.
 */
export const TEST_BUILD_WORKSPACE = path.join(ROOT_DIR, "var", "test-build-workspace");

/**
 * The environment of a server that publishes for real from `repo` into the shared build workspace:
 * the checkout's build as its first release, releases under `dir`.
 */
export function realPublishingEnv(dir: string, repo: ContentRepo): Record<string, string> {
  return {
    PUBLISHING: "1",
    PUBLIC_DIR: path.join(ROOT_DIR, "public"),
    RELEASES_DIR: path.join(dir, "releases"),
    BUILD_WORKSPACE: TEST_BUILD_WORKSPACE,
    CONTENT_REPO: repo.bare,
    CONTENT_BRANCH: "main",
  };
}

/** The editor whose commits the content tests read: the staff account the content servers create. */
export const CONTENT_EDITOR = { name: "Samina Editor", email: "samina@qwp.example", password: "harbour violet sketch morning" };

/** git in `cwd`, synchronously, its output trimmed: the tests' one way to make and read repositories. */
export const gitIn = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } }).trim();

/** The text of `file` at `revision` ("main", a commit) of the content repository, byte for byte. */
export const textAt = (repo: ContentRepo, revision: string, file: string) =>
  execFileSync("git", ["show", `${revision}:${file}`], { cwd: repo.bare, encoding: "utf8" });

export type ContentRepo = {
  bare: string;
  work: string;
  /** Writes `file` (relative to the repository) with `text`, commits and pushes it to main; returns the commit. */
  commitFile(file: string, text: string, message: string): string;
  /** Sets one top-level field of a leader file, commits and pushes; returns the commit. */
  setLeaderField(slug: string, field: string, value: unknown): string;
  head(): string;
};

/** A bare repository with the checkout's HEAD as `main`, and a clone of it to commit in, under `dir`. */
export function makeContentRepo(dir: string, source = ROOT_DIR): ContentRepo {
  const bare = path.join(dir, "content.git");
  const work = path.join(dir, "content-work");
  gitIn(dir, ["init", "-q", "--bare", bare]);
  gitIn(dir, ["clone", "-q", "--no-checkout", source, work]);
  gitIn(work, ["checkout", "-q", "--detach", "HEAD"]);
  gitIn(work, ["config", "user.email", "editor@example.org"]);
  gitIn(work, ["config", "user.name", "Test Editor"]);
  gitIn(work, ["push", "-q", bare, "HEAD:refs/heads/main"]);
  const repo: ContentRepo = {
    bare,
    work,
    commitFile(file, text, message) {
      fs.writeFileSync(path.join(work, file), text);
      gitIn(work, ["add", file]);
      gitIn(work, ["commit", "-q", "-m", message]);
      gitIn(work, ["push", "-q", bare, "HEAD:refs/heads/main"]);
      return repo.head();
    },
    setLeaderField(slug, field, value) {
      const file = `data/leaders/${slug}.json`;
      const json = JSON.parse(fs.readFileSync(path.join(work, file), "utf8"));
      json[field] = value;
      return repo.commitFile(file, `${JSON.stringify(json, null, 2)}\n`, `Leader ${slug}: new ${field}`);
    },
    head: () => gitIn(work, ["rev-parse", "HEAD"]),
  };
  return repo;
}

/** The push event body git hosts send (the fields the server reads). */
export function pushEvent(commit: string, branch = "main", pusher = "Test Editor"): string {
  return JSON.stringify({ ref: `refs/heads/${branch}`, after: commit, pusher: { name: pusher }, repository: { name: "qwp-website" } });
}

export const githubSignature = (body: string | Buffer, secret: string) => `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;

/** POSTs a push event to /api/hooks/git the GitHub way (signed body) or the GitLab way (the token), with any `extra` headers (a delivery id). */
export function sendPushHook(port: number, body: string, secret: string, style: "github" | "gitlab" = "github", extra: Record<string, string> = {}): Promise<TestResponse> {
  const headers: Record<string, string> =
    style === "github"
      ? { "content-type": "application/json", "x-github-event": "push", "x-hub-signature-256": githubSignature(body, secret) }
      : { "content-type": "application/json", "x-gitlab-event": "Push Hook", "x-gitlab-token": secret };
  return httpRequest(port, "/api/hooks/git", { method: "POST", body, headers: { ...headers, ...extra } });
}

/** Polls `read` until the build is no longer queued or running (an upper bound, not a sleep to wait out). */
export async function waitForBuild(read: () => Build | undefined, timeoutMs: number, pollMs = 250): Promise<Build> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const build = read();
    if (build && !["queued", "running"].includes(build.status)) return build;
    if (Date.now() > deadline) throw new Error(`Build still ${build?.status ?? "missing"} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
