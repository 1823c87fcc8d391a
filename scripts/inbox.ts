/**
 * npm run inbox -- contacts|applications [--since DATE] [--csv FILE]
 * Prints the stored submissions, or writes them to a CSV file (UTF-8, opens in Excel).
 * Reads DATABASE_PATH (default var/qwp.sqlite).
 */
import { loadConfig } from "../server/platform/config";
import { runInbox } from "../server/inbox/inboxCli";
import { OWNER_ONLY_UMASK } from "../server/main";

// An export holds personal data: readable by its owner only.
process.umask(OWNER_ONLY_UMASK);

process.exitCode = runInbox(process.argv.slice(2), {
  databasePath: loadConfig().databasePath,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
