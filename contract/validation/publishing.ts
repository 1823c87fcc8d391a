/**
 * A build of the site as the publishing pipeline records it (server/publish/buildHistory.ts) and
 * the console's Site section shows it (`GET /api/admin/site/builds`): one shape for both.
 */
export const BUILD_STATUSES = ["queued", "running", "live", "failed", "superseded"] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];
export type BuildTrigger = "push" | "console" | "cli" | "start";

export type Build = {
  id: number;
  trigger: BuildTrigger;
  /** A staff email, the pusher named in the push event, or "command line". */
  by: string | null;
  /** The commit built; for a push, the one the push named until the build fetches the branch. */
  commit: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: BuildStatus;
  /** Why it failed, one line each: the data checks' own lines (file, entry, field), or the step that failed. */
  errors: string[];
  /** The last lines of the build's output (server/publish/buildHistory.ts keeps LOG_LINES of them). */
  log: string[];
  releaseId: string | null;
};
