/**
 * Publishing as the app uses it, made from the configuration: the site to serve (the live release,
 * or the checkout's public/ when publishing is off or nothing was released yet), the release
 * store, the build history and the publisher. A server that starts first cleans up after a killed
 * predecessor: its build's processes are ended, its unfinished builds failed and their half-copied
 * releases removed, and the live release keeps serving.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuditLog } from "../staff/auditLog";
import type { BuildMetrics } from "../platform/metrics";
import type { ServerConfig } from "../platform/config";
import { createBuildHistory, type ServerPath } from "./buildHistory";
import { createHookDeliveries } from "./hookDeliveries";
import { fixedSite, releaseSite } from "./liveSite";
import { buildLockOwner, createPublisher, recoverAfterStop } from "./publisher";
import { createReleaseStore, type Release } from "./releases";
import { endOrphanBuild, gatsbyBuildStep, headCommit, type BuildStep, type WorkspaceSettings } from "./workspace";
import { ROOT_DIR } from "../platform/config";
import type { EventDistricts } from "../../gatsby/data-checks/eventDistricts";

export function workspaceSettings(config: ServerConfig): WorkspaceSettings {
  const { contentRepo, contentBranch, workspaceDir, releasesDir } = config.publishing;
  return { rootDir: ROOT_DIR, workspaceDir, contentRepo, contentBranch, stateDir: releasesDir };
}

/** The folders a build log can name, and what editors see instead (the content repository can be a URL with a token). */
function serverPaths(config: ServerConfig): ServerPath[] {
  const { workspaceDir, releasesDir, contentRepo, contentEditDir } = config.publishing;
  return [
    { path: workspaceDir, name: "<workspace>" },
    { path: releasesDir, name: "<releases>" },
    { path: contentEditDir, name: "<content-edit>" },
    ...(contentRepo ? [{ path: contentRepo, name: "<content repository>" }] : []),
    { path: ROOT_DIR, name: "<project>" },
    { path: os.homedir(), name: "~" },
  ];
}

export function createPublishing(
  config: ServerConfig,
  {
    audit,
    step,
    now,
    metrics,
    onError,
    eventDistricts,
  }: { audit?: AuditLog; step?: BuildStep; now?: () => number; metrics?: BuildMetrics; onError?: (error: unknown) => void; eventDistricts?: () => EventDistricts } = {},
) {
  const releases = createReleaseStore(config.publishing.releasesDir);
  if (!config.publishing.enabled) {
    return { live: fixedSite(config.publicDir), releases: undefined, history: undefined, publisher: undefined, deliveries: undefined, recovered: undefined, releaseCheckout: async () => undefined };
  }
  const history = createBuildHistory(config.publishing.releasesDir, now, serverPaths(config));
  const settings = workspaceSettings(config);
  // Another live process building here (the server, or `npm run site -- build`) is not a leftover.
  const recovered = buildLockOwner(config.publishing.releasesDir)
    ? undefined
    : { orphan: endOrphanBuild(settings), ...recoverAfterStop(releases, history) };
  for (const build of recovered?.failed ?? []) {
    audit?.record({ actor: "system", action: "site.build.failed", target: `build:${build.id}`, detail: { errors: build.errors } });
  }
  const live = releaseSite(releases, config.publicDir);
  const publisher = createPublisher({ releases, history, step: step ?? gatsbyBuildStep(settings, eventDistricts), audit, live, now, metrics, onError });

  /**
   * `npm start`: the checkout's own build becomes a release when there is none yet, or (building
   * from the checkout) when the checkout was rebuilt after the live release was made.
   */
  async function releaseCheckout(): Promise<Release | undefined> {
    const index = path.join(config.publicDir, "index.html");
    if (!fs.existsSync(index)) return undefined;
    const current = releases.live();
    if (current && (config.publishing.contentRepo || Date.parse(current.builtAt) >= fs.statSync(index).mtimeMs)) return undefined;
    const commit = await headCommit(ROOT_DIR);
    const build = history.add("start", "npm start", commit.commit);
    history.update(build.id, { status: "running" });
    const release = await releases.create(config.publicDir, commit, { buildId: build.id });
    releases.activate(release.id);
    live.refresh();
    releases.prune();
    history.update(build.id, { status: "live", releaseId: release.id, log: [`Released the checkout's build as ${release.id}`] });
    audit?.record({ actor: "npm start", action: "site.build.live", target: `build:${build.id}`, detail: { trigger: "start", commit: commit.commit } });
    audit?.record({ actor: "npm start", action: "site.switch", target: `release:${release.id}`, detail: { commit: commit.commit, build: build.id } });
    return release;
  }

  const deliveries = createHookDeliveries(config.publishing.releasesDir, now);
  return { live, releases, history, publisher, deliveries, recovered, releaseCheckout };
}

export type Publishing = ReturnType<typeof createPublishing>;
