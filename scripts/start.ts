/**
 * `npm start`: builds the site when public/ is missing or older than its sources, then runs the
 * server (database created, migrated and seeded on first run) on http://localhost:8000.
 */
import { ConfigError, loadConfig } from "../server/config";
import { startServer } from "../server/main";
import { buildIfStale } from "./lib/buildIfStale";

function main() {
  if (process.env.SKIP_BUILD !== "1") buildIfStale(loadConfig().publicDir);
  // Read after the build: the default site URL is the one the build wrote into its pages.
  return startServer(loadConfig());
}

Promise.resolve()
  .then(main)
  .catch((error) => {
    console.error(error instanceof ConfigError ? `Not starting: ${error.message}` : error);
    process.exit(1);
  });
