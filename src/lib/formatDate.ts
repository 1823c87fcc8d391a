/**
 * Dates in en-US long format ("March 5, 2025"). Shown in Pakistan time, so every
 * visitor sees the same day for the same article whatever their device's time zone.
 */
export function formatLongDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Karachi",
  });
}
