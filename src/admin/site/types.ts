/** What /api/admin/site answers (server/admin/publishRoutes.ts), as the Site section reads it. */
export type LiveRelease = { id: string; commit: string; message: string; author: string; at: string | null };

export type SiteStatus = { live: LiveRelease | null; building: boolean; queued: boolean };

export type BuildStatus = "queued" | "running" | "live" | "failed" | "superseded";

export type SiteBuild = {
  id: number;
  trigger: "push" | "console" | "cli" | "start";
  by: string | null;
  commit: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: BuildStatus;
  errors: string[];
  log: string[];
  releaseId: string | null;
};

export type KeptRelease = LiveRelease & { builtAt: string; live: boolean };

export const TRIGGER_LABELS: Record<SiteBuild["trigger"], string> = {
  push: "Git push",
  console: "Publish now",
  cli: "Command line",
  start: "Server start",
};

export const STATUS_LABELS: Record<BuildStatus, string> = {
  queued: "Waiting",
  running: "Building",
  live: "Live",
  failed: "Failed",
  superseded: "Replaced by a newer build",
};
