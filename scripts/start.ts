/**
 * `npm start`: builds the site when public/ is missing or older than its sources, then runs the
 * server (database created, migrated and seeded on first run) on http://localhost:8000 with
 * publishing on: the site is served from releases (var/releases/), the first one made from this
 * checkout's build; pushes, the console and `npm run site` publish the next ones. PUBLISHING=0
 * serves public/ as it is, like before.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, ROOT_DIR, loadConfig } from "../server/config";
import { startServer } from "../server/main";

const SOURCES = ["src", "data", "static", "gatsby", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
const IGNORED = new Set(["gatsby-types.d.ts", "_headers", "_redirects"]);

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED.has(path.basename(entry)) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIfStale(publicDir: string) {
  const marker = path.join(publicDir, "index.html");
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT_DIR, s))));
  if (built && built >= sources) {
    console.log("Site is up to date (public/ is newer than its sources).");
    return;
  }
  console.log(built ? "Sources changed since the last build: rebuilding the site…" : "No built site yet: building it…");
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  for (const [command, args] of [["gatsby", ["build"]], ["tsx", ["scripts/write-host-config.ts"]]] as const) {
    const run = spawnSync(path.join(ROOT_DIR, "node_modules", ".bin", command), args, { cwd: ROOT_DIR, stdio: "inherit", env });
    if (run.status !== 0) {
      console.error(`"${command} ${args.join(" ")}" failed; not starting the server.`);
      process.exit(run.status ?? 1);
    }
  }
}

const env = { PUBLISHING: "1", ...process.env };

function main() {
  const before = loadConfig(env);
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
