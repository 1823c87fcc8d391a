/**
 * Searches that found nothing, for the press office: the query's normalised words and the day (UTC),
 * with how many times; no address, time of day, edition or anything else about who searched. Rows
 * older than the window are deleted as new ones are counted.
 */
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";

/** How far back the console's list looks, and how long a row is kept. */
export const MISSES_WINDOW_DAYS = 30;
/** How many of the most frequent the console shows. */
export const MISSES_SHOWN = 20;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createSearchMisses(db: Db, clock: Clock) {
  const count = db.prepare(`INSERT INTO search_misses (query, day, count) VALUES (?, ?, 1)
    ON CONFLICT (query, day) DO UPDATE SET count = count + 1`);
  const forget = db.prepare("DELETE FROM search_misses WHERE day < ?");
  const mostFrequent = db.prepare(`SELECT query, SUM(count) AS count FROM search_misses WHERE day >= ?
    GROUP BY query ORDER BY count DESC, query LIMIT ?`);
  const firstDay = () => dayOf(clock() - (MISSES_WINDOW_DAYS - 1) * DAY_MS);

  return {
    /** Counts one search for `words` (normalised) that found nothing. */
    record(words: readonly string[]) {
      if (!words.length) return;
      count.run(words.join(" "), dayOf(clock()));
      forget.run(firstDay());
    },
    /** The most frequent searches that found nothing in the last MISSES_WINDOW_DAYS days (today included). */
    mostFrequent(limit = MISSES_SHOWN): { query: string; count: number }[] {
      return mostFrequent.all(firstDay(), limit) as { query: string; count: number }[];
    },
  };
}

export type SearchMisses = ReturnType<typeof createSearchMisses>;
