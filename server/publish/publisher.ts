/**
 * The publisher: one build at a time, and every trigger that arrives during a build merged into
 * one follow-up build (a newer queued build supersedes the older one: it fetches the branch's
 * newest commit anyway). A successful build becomes a release and goes live at once; a failed one
 * (data checks or gatsby build) leaves the live release serving and keeps its error lines. Builds,
 * switches and rollbacks are written to the audit log.
 *
 * Builds of two processes (the server and `npm run site -- build`) are kept apart by a lock file
 * naming its owner's pid; a lock whose owner is gone is taken over.
 */
import fs from "node:fs";
import path from "node:path";
import type { AuditLog } from "../staff/auditLog";
import type { BuildMetrics } from "../platform/metrics";
import type { Build, BuildHistory, BuildTrigger } from "./buildHistory";
import type { LiveSite } from "./liveSite";
import type { Release, ReleaseStore } from "./releases";
import { secondsSince, type BuildStep } from "./workspace";

export const INTERRUPTED = "The server stopped during this build; it was discarded. Publish again to retry.";
const LOG_FLUSH_MS = 3000;
const LOCK_POLL_MS = 2000;

export type PublisherOptions = {
  releases: ReleaseStore;
  history: BuildHistory;
  step: BuildStep;
  audit?: Pick<AuditLog, "record">;
  live?: LiveSite;
  now?: () => number;
  metrics?: BuildMetrics;
  onError?: (error: unknown) => void;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The pid of a live process holding the build lock in `releasesDir`, if any. */
export function buildLockOwner(releasesDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(releasesDir, "build.lock"), "utf8"));
  } catch {
    return undefined;
  }
  return owner > 0 && owner !== process.pid && alive(owner) ? owner : undefined;
}

export function createPublisher({ releases, history, step, audit, live, now = Date.now, metrics, onError }: PublisherOptions) {
  let running: Build | null = null;
  let queued: Build | null = null;
  let loop: Promise<void> | null = null;
  let stopped = false;
  const abort = new AbortController();
  const lockFile = path.join(releases.root, "build.lock");
  const record = (actor: string, action: string, target: string | null, detail: Record<string, unknown> | null = null) =>
    audit?.record({ actor, action, target, detail });

  async function acquireLock() {
    fs.mkdirSync(releases.root, { recursive: true });
    for (;;) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
        return;
      } catch {
        const owner = Number(fs.readFileSync(lockFile, "utf8") || 0);
        if (!owner || owner === process.pid || !alive(owner)) {
          fs.rmSync(lockFile, { force: true });
          continue;
        }
        if (stopped) throw new Error("The publisher stopped.");
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS).unref());
      }
    }
  }

  async function runOne(build: Build) {
    const actor = build.by ?? "system";
    await acquireLock();
    running = history.update(build.id, { status: "running" }) ?? build;
    const lines: string[] = [];
    // Real time, not the injected clock: tests move that one, and a duration must be measured.
    const started = performance.now();
    const finished = (result: "live" | "failed") => metrics?.finished(result, (performance.now() - started) / 1000);
    let flushed = now();
    const log = (line: string) => {
      lines.push(line);
      if (lines.length > 400) lines.splice(0, lines.length - 200);
      if (now() - flushed >= LOG_FLUSH_MS) {
        flushed = now();
        history.update(build.id, { log: lines });
      }
    };
    try {
      const result = await step(log, abort.signal);
      if (!result.ok) {
        history.update(build.id, { status: "failed", errors: result.errors, log: lines, commit: result.commit?.commit ?? build.commit });
        record(actor, "site.build.failed", `build:${build.id}`, { trigger: build.trigger, commit: result.commit?.commit ?? build.commit, errors: result.errors.slice(0, 20) });
        finished("failed");
        return;
      }
      log("Copying the build into a new release");
      const copyStarted = Date.now();
      const release = await releases.create(result.publicDir, result.commit, { now: new Date(now()), buildId: build.id });
      const liveRelease = releases.activate(release.id, new Date(now()));
      live?.refresh();
      const removed = releases.prune();
      log(`Release ${release.id} is live, copied and switched in ${secondsSince(copyStarted)} s${removed.length ? `; removed old releases ${removed.join(", ")}` : ""}`);
      history.update(build.id, { status: "live", commit: result.commit.commit, releaseId: release.id, log: lines });
      record(actor, "site.build.live", `build:${build.id}`, { trigger: build.trigger, commit: result.commit.commit });
      record(actor, "site.switch", `release:${liveRelease.id}`, { commit: liveRelease.commit, build: build.id });
      finished("live");
      metrics?.switched("build");
    } catch (error) {
      const message = stopped ? INTERRUPTED : `The build could not run: ${(error as Error).message.split("\n")[0]}`;
      history.update(build.id, { status: "failed", errors: [message], log: lines });
      record(actor, "site.build.failed", `build:${build.id}`, { trigger: build.trigger, errors: [message] });
      finished("failed");
      if (!stopped) onError?.(error);
    } finally {
      running = null;
      fs.rmSync(lockFile, { force: true });
    }
  }

  function ensureLoop() {
    if (loop) return;
    loop = (async () => {
      while (queued && !stopped) {
        const next = queued;
        queued = null;
        await runOne(next);
      }
    })().finally(() => {
      loop = null;
    });
  }

  const publisher = {
    /** Asks for a build of the branch's newest commit; during a build it becomes (or replaces) the one follow-up build. */
    request(trigger: BuildTrigger, by: string | null, commit: string | null = null): Build {
      const build = history.add(trigger, by, commit);
      record(by ?? "system", "site.build.requested", `build:${build.id}`, { trigger, commit });
      if (queued) {
        history.update(queued.id, { status: "superseded" });
        record(by ?? "system", "site.build.superseded", `build:${queued.id}`, { by: build.id });
      }
      queued = build;
      ensureLoop();
      return build;
    },

    status(): { live: Pick<Release, "id" | "commit" | "message" | "author" | "at"> | null; building: boolean; queued: boolean } {
      const release = releases.live();
      return {
        live: release ? { id: release.id, commit: release.commit, message: release.message, author: release.author, at: release.at } : null,
        building: running !== null,
        queued: queued !== null,
      };
    },

    /** Makes a kept release live again (no build). */
    activate(id: string, actor: string): Release | undefined {
      if (!releases.get(id)) return undefined;
      const previous = releases.liveId();
      const release = releases.activate(id, new Date(now()));
      live?.refresh();
      record(actor, "site.rollback", `release:${id}`, { commit: release.commit, previous: previous ?? null });
      metrics?.switched("rollback");
      return release;
    },

    /** Resolves when no build is running or queued. */
    async idle(): Promise<void> {
      while (loop) await loop;
    },

    /** Stops: the running build's processes are ended and it is recorded as discarded. */
    async close(): Promise<void> {
      stopped = true;
      abort.abort();
      if (queued) history.update(queued.id, { status: "failed", errors: [INTERRUPTED] });
      queued = null;
      await loop;
    },
  };
  return publisher;
}

export type Publisher = ReturnType<typeof createPublisher>;

/**
 * What a server that starts does first: builds a killed predecessor left queued or running are
 * failed, their half-copied releases removed.
 */
export function recoverAfterStop(releases: ReleaseStore, history: BuildHistory): { failed: Build[]; discarded: string[] } {
  return { failed: history.failUnfinished(INTERRUPTED), discarded: releases.discardUnfinished() };
}
