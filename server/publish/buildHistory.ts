/**
 * The build history: every build the publisher queued, with its trigger, who or which push asked
 * for it, the commit, times, result, the data checks' lines when they failed and the last 200 lines
 * of its log. Kept as one JSON file beside the releases (written by rename, so a reader never sees
 * half a file), the newest 300 builds; the server and `npm run site` share it. Editors see the log
 * and the errors with the server's folders under neutral names (`<workspace>`, `<project>`, `~`…):
 * where the server keeps its files is of no use to them and of use to an attacker. Text from outside
 * (a pusher's name, commit messages and whatever the build printed) is recorded with its control
 * and bidirectional characters as visible escapes (\x1B, \u202E), colour codes dropped, so no reader
 * of the file, the console or a terminal, meets a raw one.
 */
import fs from "node:fs";
import path from "node:path";
import type { Build, BuildTrigger } from "../../contract/validation/publishing";
import { printable } from "../platform/printable";

/** The record's shape is shared with the console's Site section. */
export type { Build, BuildStatus, BuildTrigger } from "../../contract/validation/publishing";

export const LOG_LINES = 200;
export const BUILDS_KEPT = 300;
export const BUILDS_PAGE_SIZE = 20;

// eslint-disable-next-line no-control-regex -- terminal colour codes are what is matched
const COLOUR_CODES = /\u001B\[[0-9;]*m/g;

/** One line as it is recorded: colour codes dropped, every other control character escaped. */
const recordable = (text: string) => printable(text.replace(COLOUR_CODES, ""), { oneLine: true });
const recordableOrNull = (text: string | null) => (text === null ? null : recordable(text));

/** `change` with its text from outside made recordable. */
function recordableChange(change: Partial<Omit<Build, "id">>): Partial<Omit<Build, "id">> {
  return {
    ...change,
    ...(change.by !== undefined ? { by: recordableOrNull(change.by) } : {}),
    ...(change.commit !== undefined ? { commit: recordableOrNull(change.commit) } : {}),
    ...(change.errors ? { errors: change.errors.map(recordable) } : {}),
    ...(change.log ? { log: change.log.slice(-LOG_LINES).map(recordable) } : {}),
  };
}

/** A folder of the server's, and the neutral name editors see in its place. */
export type ServerPath = { path: string; name: string };

/** `build` with every server path in its log and errors replaced by its name (the longest, most specific, first). */
function withNeutralPaths(build: Build, serverPaths: ServerPath[]): Build {
  const paths = serverPaths.filter((p) => p.path.length > 1).sort((a, b) => b.path.length - a.path.length);
  const neutral = (line: string) => paths.reduce((text, { path: where, name }) => text.split(where).join(name), line);
  return { ...build, log: build.log.map(neutral), errors: build.errors.map(neutral) };
}

export function createBuildHistory(dir: string, now: () => number = Date.now, serverPaths: ServerPath[] = []) {
  const file = path.join(dir, "builds.json");

  function readAll(): Build[] {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as Build[];
    } catch {
      return [];
    }
  }

  function writeAll(builds: Build[]) {
    fs.mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(builds.slice(0, BUILDS_KEPT)));
    fs.renameSync(temp, file);
  }

  const stamp = () => new Date(now()).toISOString();

  const history = {
    all: readAll,
    get: (id: number) => readAll().find((b) => b.id === id),

    add(trigger: BuildTrigger, by: string | null, commit: string | null): Build {
      const builds = readAll();
      const build: Build = {
        id: (builds[0]?.id ?? 0) + 1,
        trigger,
        by: recordableOrNull(by),
        commit: recordableOrNull(commit),
        requestedAt: stamp(),
        startedAt: null,
        finishedAt: null,
        status: "queued",
        errors: [],
        log: [],
        releaseId: null,
      };
      writeAll([build, ...builds]);
      return build;
    },

    update(id: number, given: Partial<Omit<Build, "id">>): Build | undefined {
      const change = recordableChange(given);
      const builds = readAll();
      const index = builds.findIndex((b) => b.id === id);
      if (index < 0) return undefined;
      const finished = change.status && !["queued", "running"].includes(change.status);
      builds[index] = {
        ...builds[index],
        ...change,
        ...(change.status === "running" ? { startedAt: stamp() } : {}),
        ...(finished ? { finishedAt: stamp() } : {}),
      };
      writeAll(builds);
      return builds[index];
    },

    page(pageNumber: number): { builds: Build[]; totalPages: number } {
      const builds = readAll();
      const start = (pageNumber - 1) * BUILDS_PAGE_SIZE;
      return { builds: builds.slice(start, start + BUILDS_PAGE_SIZE), totalPages: Math.max(1, Math.ceil(builds.length / BUILDS_PAGE_SIZE)) };
    },

    /** A page as the console shows it to editors: the server's paths under neutral names. */
    pageForEditors(pageNumber: number): { builds: Build[]; totalPages: number } {
      const { builds, totalPages } = history.page(pageNumber);
      return { builds: builds.map((build) => withNeutralPaths(build, serverPaths)), totalPages };
    },

    /** Builds a stopped process left queued or running: they will never finish, so they are failed. */
    failUnfinished(reason: string): Build[] {
      const builds = readAll();
      const stale = builds.filter((b) => b.status === "queued" || b.status === "running");
      if (!stale.length) return [];
      const at = stamp();
      for (const b of stale) Object.assign(b, { status: "failed", finishedAt: at, errors: [reason] });
      writeAll(builds);
      return stale;
    },
  };
  return history;
}

export type BuildHistory = ReturnType<typeof createBuildHistory>;
