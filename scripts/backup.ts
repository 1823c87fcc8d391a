/**
 * npm run backup: a consistent copy of the live database (safe while the server runs) and of the
 * media files in BACKUP_DIR/qwp-<UTC time>/, keeping the newest BACKUP_KEEP. Run it daily (docs/server.md).
 */
import { createBackup } from "../server/backup/backup";
import { loadConfig } from "../server/platform/config";

const config = loadConfig();
createBackup({ databasePath: config.databasePath, mediaDir: config.mediaDir, backupDir: config.backupDir, keep: config.backupKeep }).then(
  (result) => {
    const rows = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`).join(", ");
    console.log(`Backup written to ${result.folder} (${rows}; ${result.mediaFiles} media files).`);
    for (const folder of result.removed) console.log(`Removed old backup ${folder}.`);
  },
  (error: Error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  },
);
