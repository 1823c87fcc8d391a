/**
 * Staff access to what arrived: contact messages and membership applications, printed for
 * reading or exported as CSV for a spreadsheet. Used by `npm run inbox`.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { createSubmissionRepository, type ApplicationRow, type ContactRow } from "../forms/submissions";
import { toCsv } from "../platform/csv";
import { printable } from "../platform/printable";
import type { InboxKind } from "./inboxRepository";

export const CONTACT_COLUMNS: Array<[keyof ContactRow, string]> = [
  ["id", "ID"],
  ["created_at", "Received (UTC)"],
  ["name", "Name"],
  ["email", "Email"],
  ["contact_number", "Contact number"],
  ["subject", "Subject"],
  ["message", "Message"],
];

export const APPLICATION_COLUMNS: Array<[keyof ApplicationRow, string]> = [
  ["id", "ID"],
  ["created_at", "Received (UTC)"],
  ["first_name", "First name"],
  ["last_name", "Last name"],
  ["father_husband_name", "Father/Husband name"],
  ["gender", "Gender"],
  ["residential_status", "Residential status"],
  ["cnic_crc", "CNIC/CRC"],
  ["year_of_birth", "Year of birth"],
  ["mobile", "Mobile"],
  ["email", "Email"],
  ["education", "Education"],
  ["profession", "Profession"],
  ["political_wing", "Political wing"],
  ["province", "Province"],
  ["district", "District"],
  ["national_assembly", "National Assembly"],
  ["provincial_assembly", "Provincial Assembly"],
  ["union_council", "Union council"],
  ["party_voted", "Party voted"],
];

/** Parses --since: a date (2026-11-01) or a full ISO time; undefined when it is not one. */
export function parseSince(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function toText<Row>(rows: Row[], columns: Array<[keyof Row, string]>, kind: InboxKind): string {
  if (!rows.length) return `No ${kind === "contacts" ? "contact messages" : "membership applications"} found.\n`;
  const width = Math.max(...columns.map(([, label]) => label.length));
  const blocks = rows.map((row) =>
    columns
      .map(([key, label]) => {
        const value = row[key] === null || row[key] === undefined || row[key] === "" ? "—" : printable(String(row[key]));
        return `${label.padEnd(width)}  ${value.replace(/\n/g, `\n${" ".repeat(width + 2)}`)}`;
      })
      .join("\n"),
  );
  const noun = kind === "contacts" ? "contact message" : "membership application";
  return `${blocks.join(`\n${"-".repeat(60)}\n`)}\n\n${rows.length} ${noun}${rows.length === 1 ? "" : "s"}.\n`;
}

export const INBOX_USAGE = "Usage: npm run inbox -- contacts|applications [--since YYYY-MM-DD] [--csv FILE]";

type Io = { databasePath: string; out: (text: string) => void; err: (text: string) => void };

/** The whole CLI; returns its exit code (2 for bad arguments). */
export function runInbox(args: string[], { databasePath, out, err }: Io): number {
  const fail = (message: string) => {
    err(`${message}\n${INBOX_USAGE}\n`);
    return 2;
  };
  const kind = args[0];
  if (kind !== "contacts" && kind !== "applications") return fail(kind ? `Unknown list "${kind}".` : "Which list?");
  let since: string | undefined;
  let csvFile: string | undefined;
  for (let i = 1; i < args.length; i += 1) {
    if (args[i] === "--since") {
      since = parseSince(args[++i] ?? "");
      if (!since) return fail(`--since needs a date like 2026-11-01, got "${args[i] ?? ""}".`);
    } else if (args[i] === "--csv") {
      csvFile = args[++i];
      if (!csvFile) return fail("--csv needs a file name.");
    } else return fail(`Unknown option "${args[i]}".`);
  }
  if (!fs.existsSync(databasePath)) return fail(`No database at ${databasePath} (set DATABASE_PATH).`);

  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  type Row = Record<string, unknown>;
  let rows: Row[];
  try {
    const repo = createSubmissionRepository(db);
    rows = kind === "contacts" ? repo.contacts(since) : repo.applications(since);
  } finally {
    db.close();
  }
  const columns = (kind === "contacts" ? CONTACT_COLUMNS : APPLICATION_COLUMNS) as Array<[string, string]>;
  if (csvFile) {
    // Personal data: readable by the office account only.
    fs.writeFileSync(csvFile, toCsv(rows, columns), { mode: 0o600 });
    out(`Wrote ${rows.length} ${kind} to ${csvFile}.\n`);
  } else out(toText(rows, columns, kind));
  return 0;
}
