/**
 * `npm start`: builds the site when public/ is missing or older than its sources, then runs the
 * server (database created, migrated and seeded on first run) on http://localhost:8000 with
 * publishing on: the site is served from releases (var/releases/), the first one made from this
 * checkout's build; pushes, the console and `npm run site` publish the next ones. PUBLISHING=0
 * serves public/ as it is, like before.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/platform/config";
import { startServer } from "../server/main";
import { checkPorts } from "../server/platform/ports";
import { buildIfStale } from "./lib/buildIfStale";

const env: NodeJS.ProcessEnv = { PUBLISHING: "1", ...process.env };

async function main() {
  const before = loadConfig(env);
  // Before the build, which takes minutes the first time: a port in use is said now, in one line.
  const { note } = await checkPorts(before);
  if (note) {
    console.warn(note);
    env.METRICS_PORT = "off";
  }
  // Building from a content repository, the checkout is built only for the very first release.
  const needsCheckoutBuild = !before.publishing.enabled || !before.publishing.contentRepo || !fs.existsSync(path.join(before.publishing.releasesDir, "current"));
  if (process.env.SKIP_BUILD !== "1" && needsCheckoutBuild) buildIfStale(before.publicDir);
  // Read after the build: the default site URL is the one the build wrote into its pages.
  return startServer(loadConfig(env), { releaseCheckout: true });
}

Promise.resolve()
  .then(main)
  .catch((error) => {
    console.error(error instanceof ConfigError ? `Not starting: ${error.message}` : error);
    process.exit(1);
  });
