/**
 * Is this server ready to serve? The database takes a write, there is a built site (the live
 * release) to answer with, and the disk holding the database has room. The public health routes
 * answer only yes or no; the details (free bytes, release, version) go to the metrics listener.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../platform/config";
import type { Db } from "../platform/database";
import { checkDatabase, freeBytes } from "../platform/databaseHealth";
import type { LiveSite } from "../publish/liveSite";

export const VERSION: string = (() => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
})();

export type ReadinessDetails = {
  ready: boolean;
  database: { readable: boolean; writable: boolean };
  site: { root: string; built: boolean };
  disk: { freeBytes: number | null; minFreeBytes: number };
  version: string;
};

export function createReadiness({ db, databasePath, live, minFreeBytes }: { db: Db; databasePath: string; live: LiveSite; minFreeBytes: number }) {
  return (): ReadinessDetails => {
    const { readable, writable } = checkDatabase(db);
    const site = live.current();
    const built = site.exists();
    const free = freeBytes(databasePath);
    // An unknown free space (statfs failed) does not fail readiness: the write probe above is the real test.
    const roomy = free === null || free >= minFreeBytes;
    return {
      ready: readable && writable && built && roomy,
      database: { readable, writable },
      site: { root: site.root, built },
      disk: { freeBytes: free, minFreeBytes },
      version: VERSION,
    };
  };
}

export type Readiness = ReturnType<typeof createReadiness>;

/** The database file and its write-ahead log, in bytes. */
export function databaseBytes(databasePath: string): number {
  let total = 0;
  for (const file of [databasePath, `${databasePath}-wal`]) {
    try {
      total += fs.statSync(file).size;
    } catch {
      /* no WAL right now */
    }
  }
  return total;
}
