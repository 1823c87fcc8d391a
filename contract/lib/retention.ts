/**
 * How long the party keeps what people send: the one source of these periods. The privacy page
 * states them from here and the server's daily purge (server/forms/retention.ts) enforces them from
 * here, so the two cannot disagree. The party must confirm the numbers.
 */
export const RETENTION = {
  /** Contact messages: deleted this many months after they were answered or closed (or, never marked, after they arrived). */
  contactMonths: 24,
  /** Membership applications not accepted (every status but approved): deleted this many months after they arrived. */
  unacceptedApplicationMonths: 12,
  /** The internet address and browser name recorded with a submission: cleared after this many days. */
  clientDetailsDays: 90,
  /** Answers to "I will attend": deleted this many days after their event ended. */
  attendanceDaysAfterEvent: 30,
  /** The daily counts of the site's speed measurements (no one's visit can be told from them): deleted after this many days. */
  vitalsDays: 90,
} as const;

/** "2 years", "12 months", "90 days": how the privacy page says a period. */
export function periodText(amount: number, unit: "months" | "days"): string {
  // "12 months" reads better than "1 year" in a deletion promise; 24 months and more read as years.
  if (unit === "months" && amount >= 24 && amount % 12 === 0) return `${amount / 12} years`;
  const singular = unit === "months" ? "month" : "day";
  return `${amount} ${amount === 1 ? singular : unit}`;
}

/** The moment `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
