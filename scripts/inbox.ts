/**
 * npm run inbox -- contacts|applications [--since DATE] [--csv FILE]
 * Prints the stored submissions, or writes them to a CSV file (UTF-8, opens in Excel).
 * Reads DATABASE_PATH (default var/qwp.sqlite).
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { loadConfig } from "../server/config";
import { APPLICATION_COLUMNS, CONTACT_COLUMNS, parseSince, toCsv, toText } from "../server/inbox";
import { createSubmissionRepository } from "../server/repositories/submissions";

const USAGE = "Usage: npm run inbox -- contacts|applications [--since YYYY-MM-DD] [--csv FILE]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const kind = args[0];
if (kind !== "contacts" && kind !== "applications") fail(kind ? `Unknown list "${kind}".` : "Which list?");
let since: string | undefined;
let csvFile: string | undefined;
for (let i = 1; i < args.length; i += 1) {
  if (args[i] === "--since") {
    since = parseSince(args[++i] ?? "");
    if (!since) fail(`--since needs a date like 2026-11-01, got "${args[i] ?? ""}".`);
  } else if (args[i] === "--csv") {
    csvFile = args[++i];
    if (!csvFile) fail("--csv needs a file name.");
  } else fail(`Unknown option "${args[i]}".`);
}

const { databasePath } = loadConfig();
if (!fs.existsSync(databasePath)) fail(`No database at ${databasePath} (set DATABASE_PATH).`);
const db = new Database(databasePath, { readonly: true, fileMustExist: true });
const repo = createSubmissionRepository(db);

type Row = Record<string, unknown>;
const rows: Row[] = kind === "contacts" ? repo.contacts(since) : repo.applications(since);
db.close();
const columns = (kind === "contacts" ? CONTACT_COLUMNS : APPLICATION_COLUMNS) as Array<[string, string]>;

if (csvFile) {
  fs.writeFileSync(csvFile, toCsv(rows, columns), { mode: 0o600 });
  console.log(`Wrote ${rows.length} ${kind} to ${csvFile}.`);
} else process.stdout.write(toText(rows, columns, kind));
