/**
 * GET /api/health for a load balancer or monitor: 200 when the database can be read and written,
 * 503 when it cannot (read-only file, full disk), with free disk space and the server's version.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ROOT_DIR } from "../platform/config";
import type { Db } from "../platform/database";
import { checkDatabase, freeBytes } from "../platform/databaseHealth";

export const VERSION: string = (() => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
})();

export async function healthRoutes(app: FastifyInstance, { db, databasePath }: { db: Db; databasePath: string }) {
  app.get("/health", async (_request, reply) => {
    const { readable, writable } = checkDatabase(db);
    const ok = readable && writable;
    reply.header("Cache-Control", "no-store");
    if (!ok) reply.code(503).header("Retry-After", "60");
    return {
      status: ok ? "ok" : "unavailable",
      database: { readable, writable },
      disk: { freeBytes: freeBytes(databasePath) },
      version: VERSION,
    };
  });
}
