/** One entry of the page list: a page number, or a gap shown as an ellipsis. */
export type PageEntry = number | "start-ellipsis" | "end-ellipsis";

/** Up to this many pages every number is shown (above 7 pages, gaps are shown as an ellipsis). */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

/**
 * The pages to show for `current` of `total`: every page up to 7; above that the first and last
 * page, the current page ±1, and an ellipsis for each gap. A gap of a single page shows that page
 * instead, since an ellipsis would take the same room and hide it. Always at most 7 entries.
 */
export function pageEntries(current: number, total: number): PageEntry[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  if (last <= MAX_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: last }, (_, i) => i + 1);

  const from = Math.max(2, page - 1);
  const to = Math.min(last - 1, page + 1);
  const entries: PageEntry[] = [1];
  if (from === 3) entries.push(2);
  else if (from > 3) entries.push("start-ellipsis");
  for (let n = from; n <= to; n += 1) entries.push(n);
  if (to === last - 2) entries.push(last - 1);
  else if (to < last - 2) entries.push("end-ellipsis");
  entries.push(last);
  return entries;
}

/** Reads `?page=N` from a location search string; anything but a whole number ≥ 1 is page 1. */
export function pageFromSearch(search: string | undefined): number {
  const raw = new URLSearchParams(search ?? "").get("page");
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
