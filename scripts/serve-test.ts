/**
 * `npm run serve:test`: the server browser tests run against. Serves the existing build (run
 * `gatsby build` first) on 127.0.0.1:$PORT with a fresh temporary database, removed on exit.
 * The submission rate limit is raised (RATE_LIMIT_MAX, default here 1000) so suites that submit
 * forms many times from one address are not throttled.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/platform/config";
import { startServer } from "../server/main";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-e2e-"));
const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);

const loaded = loadConfig({
  ...process.env,
  HOST: process.env.HOST || "127.0.0.1",
  PORT: process.env.PORT || "8123",
  DATABASE_PATH: path.join(dir, "qwp.sqlite"),
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || "1000",
  SEARCH_RATE_LIMIT_MAX: process.env.SEARCH_RATE_LIMIT_MAX || "10000",
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  // Any free port: several test servers run at once, and 9464 may be a real server's.
  METRICS_PORT: process.env.METRICS_PORT || "0",
  // Browser tests share the machine with builds and other suites: that load is not this server's.
  SHED_LOAD: process.env.SHED_LOAD || "false",
});
// The browsers open this server at http://127.0.0.1:PORT, its own origin here, while SITE_URL stays the
// build's (the canonical links the tests compare): console writes from that origin must pass.
const config = { ...loaded, loopbackOrigins: true };
if (!fs.existsSync(path.join(config.publicDir, "index.html"))) {
  console.error(`No built site in ${config.publicDir}: run "npx gatsby build" first.`);
  process.exit(1);
}
startServer(config).catch((error) => {
  console.error(error);
  process.exit(1);
});
