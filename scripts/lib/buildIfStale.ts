/**
 * The production build, made only when public/ is missing or older than its sources: `npm start`
 * and `npm run test:e2e` use it, so both serve what the sources say without rebuilding every time.
 * `npm run develop` counts as a source change: Gatsby's development server writes its own
 * page-data and files into public/, over the production build's.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../server/platform/config";

// The build's own code (gatsby/) includes its module of server-made markup (gatsby/renderModule/).
const SOURCES = [
  "src",
  "contract",
  "data",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];
const IGNORED = new Set(["gatsby-types.d.ts", "_headers", "_redirects"]);
/** Touched by `npm run develop` when it starts and stops: public/ is no longer a production build. */
const DEVELOP_STAMP = "var/develop/public-rewritten";

export function markPublicRewritten() {
  const stamp = path.join(ROOT_DIR, DEVELOP_STAMP);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `gatsby develop wrote into public/ at ${new Date().toISOString()}\n`);
}

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

export function buildIfStale(publicDir: string) {
  const marker = path.join(publicDir, "index.html");
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const sources = Math.max(...[...SOURCES, DEVELOP_STAMP].map((s) => newestMtime(path.join(ROOT_DIR, s))));
  if (built && built >= sources) {
    console.log("Site is up to date (public/ is newer than its sources).");
    return;
  }
  console.log(built ? "Sources changed since the last build: rebuilding the site…" : "No built site yet: building it…");
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  for (const [command, args] of [["gatsby", ["build"]], ["tsx", ["scripts/write-host-config.ts"]]] as const) {
    const run = spawnSync(path.join(ROOT_DIR, "node_modules", ".bin", command), args, { cwd: ROOT_DIR, stdio: "inherit", env });
    if (run.status !== 0) {
      console.error(`"${command} ${args.join(" ")}" failed: the site is not built.`);
      process.exit(run.status ?? 1);
    }
  }
}

