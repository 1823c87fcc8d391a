/**
 * Runs the server: opens (creating and migrating) the database, seeds an empty one, listens.
 * `tsx server/main.ts`; scripts/start.ts builds the site first when needed.
 */
import { buildApp } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./platform/config";
import { openDatabase, type Db } from "./platform/database";
import { checkDatabase } from "./platform/databaseHealth";
import { startMetricsListener } from "./metrics/metricsListener";
import { checkPorts, portTakenMessage } from "./platform/ports";
import { schedulePurge } from "./forms/retention";
import { seedDatabase } from "./seed/seed";

const LISTEN_BACKLOG = 4096;

/** Files this process creates (database, WAL, exports, the HMAC key) are its owner's only. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Opens the database and proves it takes a write: a server on a read-only file or a full disk would
 * serve pages and then fail every submission, so it refuses to start instead.
 */
export function openWritableDatabase(file: string): Db {
  const advice = "The server must be able to write there: check the owner and permissions of the file and its folder, and the free disk space.";
  let db: Db;
  try {
    db = openDatabase(file);
  } catch (error) {
    throw new ConfigError(`Cannot open the database at ${file} (${(error as Error).message}). ${advice}`);
  }
  const health = checkDatabase(db);
  if (!health.writable) {
    db.close();
    throw new ConfigError(`The database at ${file} is not writable (${health.error}). ${advice}`);
  }
  return db;
}

export async function startServer(given: ServerConfig = loadConfig(), { releaseCheckout = false }: { releaseCheckout?: boolean } = {}) {
  const { config, note } = await checkPorts(given);
  if (note) console.warn(note);
  process.umask(OWNER_ONLY_UMASK);
  const db = openWritableDatabase(config.databasePath);
  if (config.seedDemoContent) {
    const seeded = await seedDatabase(db, config.mediaDir);
    const added = Object.entries(seeded).filter(([, n]) => n > 0);
    if (added.length) console.log(`Seeded demonstration content: ${added.map(([k, n]) => `${n} ${k}`).join(", ")}`);
  }
  const { app, audit, publishing, metrics, readiness } = await buildApp(config, { logger: true, db });
  if (publishing.recovered?.failed.length || publishing.recovered?.discarded.length) {
    app.log.warn(publishing.recovered, "a build was interrupted when the server last stopped: it was discarded; the live release still serves");
  }
  if (releaseCheckout) {
    const release = await publishing.releaseCheckout();
    if (release) app.log.info(`The checkout's build is the live release ${release.id}`);
  }
  const site = publishing.live.current();
  if (!site.exists()) app.log.warn(`No built site in ${site.root}: run "npm run build" (API only until then).`);
  const stopPurge = schedulePurge(db, {
    audit,
    log: (counts) => app.log.info({ purge: counts }, "retention purge"),
  });
  app.addHook("onClose", async () => {
    stopPurge();
    db.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));

  if (config.metrics.port !== null) {
    const listener = await startMetricsListener({ host: config.metrics.host, port: config.metrics.port, registry: metrics.registry, readiness }).catch((error: NodeJS.ErrnoException) => {
      // Taken since checkPorts looked (a build can take minutes): the same one line.
      throw error.code === "EADDRINUSE" ? new ConfigError(portTakenMessage("METRICS_PORT", config.metrics.host, config.metrics.port ?? 0)) : error;
    });
    app.addHook("onClose", listener.close);
    console.log(`Metrics and health details: http://${config.metrics.host}:${listener.port}/metrics and /health`);
  }
  // A burst of new connections waits in the kernel's queue instead of being dropped and retried a
  // second or more later (Node's default is 511; Linux caps it at net.core.somaxconn).
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "EADDRINUSE" ? new ConfigError(portTakenMessage("PORT", config.host, config.port)) : error;
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`QWP site and API: http://${shown}:${port} (database ${config.databasePath})`);
  return app;
}

if (require.main === module) {
  startServer().catch((error) => {
    console.error(error instanceof ConfigError ? `Not starting: ${error.message}` : error);
    process.exit(1);
  });
}
