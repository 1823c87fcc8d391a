/**
 * The readers' speed measurements as the server keeps them: per UTC day, route pattern, edition,
 * connection type and device class, how many visits fell in each of a metric's histogram buckets, and
 * for INP and LCP what the slow part was (the tapped element's selector, the largest paint's kind).
 * Counts only: no row holds a time of day, an address, a browser or anything else about one visit.
 * Rows older than 90 days go with the daily purge (server/forms/retention.ts).
 */
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import { VITAL_BUCKETS, VITAL_NAMES, bucketOf, p75, type VitalName } from "../../contract/lib/vitals/vitals";
import type { VitalsBeacon } from "../../contract/lib/vitals/vitalsBeacon";

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A 75th percentile as the console shows it: the bucket's upper bound, `over` when beyond the last one. */
export type Percentile = { metric: VitalName; count: number; p75: number | null; over?: boolean };

type BucketRow = { metric: VitalName; bucket: number; count: number };

function percentiles<Key extends string>(rows: (BucketRow & Record<Key, string>)[], keys: Key[]) {
  const groups = new Map<string, { key: Record<Key, string>; metric: VitalName; counts: number[] }>();
  for (const row of rows) {
    const id = [...keys.map((key) => row[key]), row.metric].join("\u0000");
    let group = groups.get(id);
    if (!group) {
      const key = Object.fromEntries(keys.map((k) => [k, row[k]])) as unknown as Record<Key, string>;
      group = { key, metric: row.metric, counts: new Array<number>(VITAL_BUCKETS[row.metric].length + 1).fill(0) };
      groups.set(id, group);
    }
    group.counts[row.bucket] += row.count;
  }
  return [...groups.values()].map(({ key, metric, counts }) => {
    const value = p75(metric, counts);
    const over = value === Infinity;
    const percentile: Percentile = {
      metric,
      count: counts.reduce((sum, count) => sum + count, 0),
      p75: over ? VITAL_BUCKETS[metric][VITAL_BUCKETS[metric].length - 1] : value,
      ...(over ? { over: true } : {}),
    };
    return { ...key, ...percentile };
  });
}

const byMetric = (a: { metric: VitalName }, b: { metric: VitalName }) => VITAL_NAMES.indexOf(a.metric) - VITAL_NAMES.indexOf(b.metric);

export function createVitalsRepository(db: Db, clock: Clock) {
  const countBucket = db.prepare(`INSERT INTO vitals (day, route, edition, connection, device_class, metric, bucket, count)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1`);
  const countDetail = db.prepare(`INSERT INTO vitals_attribution (day, route, edition, metric, detail, count)
    VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1`);
  const perRoute = db.prepare(`SELECT route, edition, metric, bucket, SUM(count) AS count FROM vitals WHERE day >= ?
    GROUP BY route, edition, metric, bucket`);
  const perDay = db.prepare("SELECT day, metric, bucket, SUM(count) AS count FROM vitals WHERE day >= ? GROUP BY day, metric, bucket");
  const details = db.prepare(`SELECT route, metric, detail, SUM(count) AS count FROM vitals_attribution WHERE day >= ?
    GROUP BY route, metric, detail ORDER BY count DESC, route, detail LIMIT ?`);

  const record = db.transaction((beacon: VitalsBeacon) => {
    const day = dayOf(clock());
    for (const { name, value, target, element } of beacon.metrics) {
      countBucket.run(day, beacon.route, beacon.edition, beacon.connection, beacon.deviceClass, name, bucketOf(name, value));
      const detail = name === "INP" ? target : name === "LCP" ? element : undefined;
      if (detail) countDetail.run(day, beacon.route, beacon.edition, name, detail);
    }
  });

  return {
    /** Counts one beacon's measurements on today's (UTC) day. */
    record(beacon: VitalsBeacon) {
      record(beacon);
    },
    /** The last `days` days (today included): p75 per route and edition, per day over all routes, and the commonest slow parts. */
    report(days: number) {
      const from = dayOf(clock() - (days - 1) * DAY_MS);
      const routes = percentiles(perRoute.all(from) as (BucketRow & { route: string; edition: string })[], ["route", "edition"])
        .sort((a, b) => a.route.localeCompare(b.route) || a.edition.localeCompare(b.edition) || byMetric(a, b));
      const trend = percentiles(perDay.all(from) as (BucketRow & { day: string })[], ["day"])
        .sort((a, b) => a.day.localeCompare(b.day) || byMetric(a, b));
      const overall = percentiles(
        (perDay.all(from) as (BucketRow & { day: string })[]).map((row) => ({ ...row, all: "all" })),
        ["all"],
      ).map(({ all: _all, ...rest }) => rest).sort(byMetric);
      const attribution = details.all(from, 20) as { route: string; metric: "INP" | "LCP"; detail: string; count: number }[];
      return { from, days, overall, routes, trend, attribution };
    },
  };
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
