/**
 * npm run restore -- BACKUP [--identity KEY]: puts a backup folder (or its archive, or a database
 * file alone) back in place of DATABASE_PATH and MEDIA_DIR after checking its integrity. An
 * encrypted backup needs the private key file. Refuses while the server is running.
 */
import { parseArgs } from "node:util";
import { restoreBackup } from "../server/backup/backup";
import { loadConfig } from "../server/platform/config";

const USAGE =
  "Usage: npm run restore -- var/backups/qwp-2026-11-24T02-00-00Z --identity qwp-backup.key\n" +
  "       (a backup folder, its qwp-backup.tar.age, or a readable qwp.sqlite; --identity: the age private key of an encrypted backup)";

let source: string;
let identityFile: string | undefined;
try {
  const { values, positionals } = parseArgs({ options: { identity: { type: "string", short: "i" } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("one backup");
  [source] = positionals;
  identityFile = values.identity;
} catch {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
restoreBackup({ source, identityFile, databasePath: config.databasePath, mediaDir: config.mediaDir }).then(
  (result) => {
    const rows = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`).join(", ");
    console.log(`Restored ${result.restored} from ${source} (${rows}; ${result.mediaFiles} media files).`);
    if (result.previous) console.log(`The database it replaced is kept as ${result.previous}.`);
    if (result.previousMedia) console.log(`The media folder it replaced is kept as ${result.previousMedia}.`);
  },
  (error: Error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  },
);
