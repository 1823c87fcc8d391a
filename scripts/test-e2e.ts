/**
 * `npm run test:e2e [-- <playwright arguments>]`: the browser tests of one area while working on
 * it, e.g. `npm run test:e2e -- e2e/news.spec.ts` or `npm run test:e2e -- -g "contact"`. Like the
 * whole suite (scripts/test-all.sh), they run against the production build served by the real
 * server (playwright.config.ts starts `npm run serve:test`); the build is made first when public/
 * is missing or older than its sources, so a changed component is what gets tested.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT_DIR, loadConfig } from "../server/platform/config";
import { buildIfStale } from "./lib/buildIfStale";

process.env.GATSBY_TELEMETRY_DISABLED ||= "1";
buildIfStale(loadConfig().publicDir);
const run = spawnSync(path.join(ROOT_DIR, "node_modules", ".bin", "playwright"), ["test", ...process.argv.slice(2)], {
  cwd: ROOT_DIR,
  stdio: "inherit",
});
process.exitCode = run.status ?? 1;
