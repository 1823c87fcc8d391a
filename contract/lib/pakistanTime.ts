/**
 * Pakistan Standard Time is UTC+5 all year (no daylight saving), so the console can show and
 * take times in Pakistan time with plain arithmetic, whatever the editor's computer is set to.
 * The server stores UTC.
 */
export const PAKISTAN_OFFSET_MS = 5 * 3_600_000;

/** ISO UTC → the value of an `<input type="datetime-local">` in Pakistan time ("2026-11-24T14:30"). */
export function toPakistanInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + PAKISTAN_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Pakistan time → ISO UTC; "" when it is not a date. */
export function fromPakistanInput(value: string): string {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return "";
  const time = Date.parse(`${value}:00.000Z`);
  return Number.isNaN(time) ? "" : new Date(time - PAKISTAN_OFFSET_MS).toISOString();
}

/**
 * Every time the console shows: "24 Nov 2026, 7:30 pm PKT" ("7:30:05 pm" with `seconds`, for
 * logs where events a few seconds apart must read in order); "" for no time or not a time.
 */
export function formatPakistanTime(iso: string | null, { seconds = false } = {}): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return "";
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Karachi",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    // Not hour12: with en-GB that counts 0 to 11 ("0:30 pm" for half past noon).
    hourCycle: "h12",
  }).format(new Date(time));
  return `${text} PKT`;
}
