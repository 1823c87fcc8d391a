/**
 * Searches that found nothing, for the press office: the query's normalised words and the day (UTC),
 * with how many times; no address, time of day, edition or anything else about who searched. Rows
 * older than the window are deleted as new ones are counted.
 *
 * Bounded, so that one client (or many) cannot fill the disk with made-up searches: each address
 * counts at most MISSES_PER_CLIENT_PER_DAY misses a day (kept in memory only, never stored), and a
 * day holds at most MISSES_QUERIES_PER_DAY different queries (past that, only queries already
 * counted that day are counted again).
 */
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";

/** How far back the console's list looks, and how long a row is kept. */
export const MISSES_WINDOW_DAYS = 30;
/** How many of the most frequent the console shows. */
export const MISSES_SHOWN = 20;
/** Misses one client address adds a day; a reader who finds nothing 20 times in a day has said enough. */
export const MISSES_PER_CLIENT_PER_DAY = 20;
/** Different queries (rows) one day may hold: the table stays under 30 × 500 rows. */
export const MISSES_QUERIES_PER_DAY = 500;
/** Addresses remembered a day; past that, new addresses' misses are not counted until the next day. */
const CLIENTS_PER_DAY = 100_000;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createSearchMisses(db: Db, clock: Clock) {
  const countAgain = db.prepare("UPDATE search_misses SET count = count + 1 WHERE query = ? AND day = ?");
  const countNew = db.prepare("INSERT INTO search_misses (query, day, count) VALUES (?, ?, 1)");
  const queriesOn = db.prepare("SELECT COUNT(*) FROM search_misses WHERE day = ?").pluck();
  const forget = db.prepare("DELETE FROM search_misses WHERE day < ?");
  const mostFrequent = db.prepare(`SELECT query, SUM(count) AS count FROM search_misses WHERE day >= ?
    GROUP BY query ORDER BY count DESC, query LIMIT ?`);
  const firstDay = () => dayOf(clock() - (MISSES_WINDOW_DAYS - 1) * DAY_MS);

  let countedDay = "";
  let perClient = new Map<string, number>();
  /** Whether `client` may add one more miss today (and counts it). */
  const clientMayAdd = (client: string, day: string) => {
    if (day !== countedDay) {
      countedDay = day;
      perClient = new Map();
    }
    const added = perClient.get(client) ?? 0;
    if (added >= MISSES_PER_CLIENT_PER_DAY) return false;
    if (added === 0 && perClient.size >= CLIENTS_PER_DAY) return false;
    perClient.set(client, added + 1);
    return true;
  };

  const record = db.transaction((query: string, day: string) => {
    if (countAgain.run(query, day).changes > 0) return;
    if ((queriesOn.get(day) as number) >= MISSES_QUERIES_PER_DAY) return;
    countNew.run(query, day);
    forget.run(firstDay());
  });

  return {
    /** Counts one search for `words` (normalised) that found nothing, made by `client` (its address's key). */
    record(words: readonly string[], client: string) {
      if (!words.length) return;
      const day = dayOf(clock());
      if (!clientMayAdd(client, day)) return;
      record(words.join(" "), day);
    },
    /** The most frequent searches that found nothing in the last MISSES_WINDOW_DAYS days (today included). */
    mostFrequent(limit = MISSES_SHOWN): { query: string; count: number }[] {
      return mostFrequent.all(firstDay(), limit) as { query: string; count: number }[];
    },
  };
}

export type SearchMisses = ReturnType<typeof createSearchMisses>;
