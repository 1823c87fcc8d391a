/**
 * npm run purge: deletes now what has passed its retention period (the server also does this once
 * a day) and prints what it deleted, per table. The run is written to the audit log.
 * Reads DATABASE_PATH (default var/qwp.sqlite).
 */
import { createAuditLog } from "../server/staff/auditLog";
import { loadConfig } from "../server/platform/config";
import { openDatabase } from "../server/platform/database";
import { OWNER_ONLY_UMASK } from "../server/main";
import { purgeExpired, purgeReport } from "../server/forms/retention";

process.umask(OWNER_ONLY_UMASK);
const db = openDatabase(loadConfig().databasePath);
try {
  process.stdout.write(purgeReport(purgeExpired(db, new Date(), createAuditLog(db))));
} finally {
  db.close();
}
