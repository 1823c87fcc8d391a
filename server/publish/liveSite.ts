/**
 * The site the server answers with: the live release when publishing is on, else the checkout's
 * public/ (what `npm run serve:test` and the tests serve). A switch makes a new StaticSite, so the
 * file cache of the old release is dropped with it. The pointer file is looked at most once a
 * second, so a rollback or build from the command line reaches a running server by itself.
 */
import fs from "node:fs";
import { StaticSite } from "../site/staticSite";
import type { ReleaseStore } from "./releases";

const POINTER_CHECK_MS = 1000;

export type LiveSite = {
  /** The StaticSite for this request (take it once per request: a switch mid-request cannot mix releases). */
  current(): StaticSite;
  /** Re-reads the pointer now (after an activation in this process). */
  refresh(): void;
};

export function fixedSite(root: string): LiveSite {
  const site = new StaticSite(root);
  return { current: () => site, refresh: () => site.scan() };
}

export function releaseSite(releases: ReleaseStore, fallbackDir: string, now: () => number = Date.now): LiveSite {
  let site: StaticSite | undefined;
  let shownId: string | undefined;
  let pointerStamp = "";
  let checkedAt = -Infinity;

  const refresh = () => {
    checkedAt = now();
    let stamp = "";
    try {
      const stat = fs.statSync(releases.pointerFile);
      stamp = `${stat.mtimeMs}:${stat.ino}`;
    } catch {
      stamp = "none";
    }
    if (site && stamp === pointerStamp) return;
    pointerStamp = stamp;
    const id = releases.liveId();
    if (site && id === shownId) return;
    shownId = id;
    site = new StaticSite(id ? releases.siteDir(id) : fallbackDir);
  };

  return {
    current() {
      if (!site || now() - checkedAt >= POINTER_CHECK_MS) refresh();
      return site!;
    },
    refresh,
  };
}

/** True when `dir` holds a built site. */
export const hasSite = (dir: string) => fs.existsSync(`${dir}/index.html`);
