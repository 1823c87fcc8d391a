import type { Build, BuildStatus } from "../../../contract/validation/publishing";

/** What /api/admin/site answers (server/publish/publishRoutes.ts), as the Site section reads it. */
export type LiveRelease = { id: string; commit: string; message: string; author: string; at: string | null };

export type SiteStatus = { live: LiveRelease | null; building: boolean; queued: boolean };

export type { Build, BuildStatus } from "../../../contract/validation/publishing";

export type KeptRelease = LiveRelease & { builtAt: string; live: boolean };

export const TRIGGER_LABELS: Record<Build["trigger"], string> = {
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
