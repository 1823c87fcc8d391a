/**
 * npm run site -- build | status | rollback <release-id> (see server/publish/siteCli.ts). Reads the
 * same settings as the server (RELEASES_DIR, CONTENT_REPO, CONTENT_BRANCH, BUILD_WORKSPACE, DATABASE_PATH).
 */
import { loadConfig } from "../server/platform/config";
import { runSiteCli } from "../server/publish/siteCli";

runSiteCli(process.argv.slice(2), loadConfig(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
