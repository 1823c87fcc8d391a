/**
 * npm run restore -- BACKUP: puts a backup folder (or a database file alone) back in place of
 * DATABASE_PATH and MEDIA_DIR after checking its integrity. Refuses while the server is running.
 */
import { restoreBackup } from "../server/backup/backup";
import { loadConfig } from "../server/platform/config";

const source = process.argv[2];
if (!source || process.argv.length > 3) {
  console.error("Usage: npm run restore -- var/backups/qwp-2026-11-24T02-00-00Z   (a backup folder, or its qwp.sqlite)");
  process.exit(2);
}
const config = loadConfig();
try {
  const result = restoreBackup({ source, databasePath: config.databasePath, mediaDir: config.mediaDir });
  const rows = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`).join(", ");
  console.log(`Restored ${result.restored} from ${source} (${rows}; ${result.mediaFiles} media files).`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}.`);
  if (result.previousMedia) console.log(`The media folder it replaced is kept as ${result.previousMedia}.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
