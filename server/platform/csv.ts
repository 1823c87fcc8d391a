/**
 * CSV files staff download or write (the inbox, an event's attendance): RFC 4180 cells, guarded
 * against spreadsheet formulas, with a byte-order mark so Excel reads Urdu and Pashto as UTF-8.
 */
/**
 * One CSV cell (RFC 4180). Cells a spreadsheet would run as a formula get a leading apostrophe:
 * those starting with = + - @, a tab or a carriage return, and with their fullwidth forms
 * (＝ ＋ － ＠), which Excel may normalise to the ASCII ones.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: Row[], columns: Array<[keyof Row, string]>): string {
  const lines = [columns.map(([, label]) => csvCell(label)).join(",")];
  for (const row of rows) lines.push(columns.map(([key]) => csvCell(row[key])).join(","));
  // The byte-order mark makes Excel read Urdu and Pashto text as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
