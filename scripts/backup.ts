/**
 * npm run backup [-- --unencrypted]: a consistent copy of the live database (safe while the server
 * runs) and of the media files, encrypted to BACKUP_RECIPIENT, in BACKUP_DIR/qwp-<UTC time>/ with
 * backup.json's counts beside it; keeps the newest BACKUP_KEEP. Run it daily (docs/operations.md).
 */
import { createBackup } from "../server/backup/backup";
import { ConfigError, loadConfig } from "../server/platform/config";

const args = process.argv.slice(2);
if (args.some((arg) => arg !== "--unencrypted")) {
  console.error("Usage: npm run backup   (encrypted to BACKUP_RECIPIENT)\n       npm run backup -- --unencrypted   (a readable copy, knowingly)");
  process.exit(2);
}
try {
  const config = loadConfig();
  createBackup({
    databasePath: config.databasePath,
    mediaDir: config.mediaDir,
    backupDir: config.backupDir,
    keep: config.backupKeep,
    recipients: config.backupRecipients,
    unencrypted: config.backupUnencrypted || args.includes("--unencrypted"),
  }).then(
    (result) => {
      const rows = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`).join(", ");
      const how = result.encrypted ? `encrypted to ${config.backupRecipients.length === 1 ? "BACKUP_RECIPIENT" : `${config.backupRecipients.length} recipients`}` : "NOT encrypted";
      console.log(`Backup written to ${result.folder} (${rows}; ${result.mediaFiles} media files; ${how}).`);
      for (const folder of result.removed) console.log(`Removed old backup ${folder}.`);
    },
    (error: Error) => {
      console.error(`Backup failed: ${error.message}`);
      process.exit(1);
    },
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof ConfigError ? error.message : String(error)}`);
  process.exit(1);
}
