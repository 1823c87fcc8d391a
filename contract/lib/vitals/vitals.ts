/**
 * What the site's field measurements are, shared by the browser that reports them (src/lib/vitals/
 * reportVitals.ts), the server that counts them (server/vitals/) and the console that shows them: the
 * metrics, their histogram buckets, the Core Web Vitals thresholds and the few facts about the visit
 * that travel with them. Nothing here can name a reader: no identifier, address, user agent or full URL.
 */
import { stripLangPrefix } from "../../i18n/locales";
import { DISTRICTS_PREFIX, EVENTS_PREFIX, LEADER_PREFIX, NEWS_PREFIX, OLD_WING_PREFIX, WINGS_PREFIX } from "../../routes";

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The Network Information API's effective types, and "unknown" where a browser has none (Safari, Firefox). */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** A coarse class from memory and cores (deviceClass below); "unknown" where the browser tells neither. */
export const DEVICE_CLASSES = ["low", "mid", "high", "unknown"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** navigator.deviceMemory's values (GiB, rounded by the browser to a power of two, capped at 8). */
export const DEVICE_MEMORIES = [0.25, 0.5, 1, 2, 4, 8] as const;

/** What the largest contentful paint was: a picture, text, a video's poster, an SVG, something else. */
export const LCP_ELEMENT_KINDS = ["image", "text", "video", "svg", "other"] as const;
export type LcpElementKind = (typeof LCP_ELEMENT_KINDS)[number];

/**
 * Upper bounds of each metric's histogram buckets (milliseconds; CLS unitless); a last bucket holds the
 * rest. Each "good" threshold is a bound, so whether the 75th percentile is good is exact, and the
 * 75th percentile itself is exact to a bucket.
 */
export const VITAL_BUCKETS: Record<VitalName, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  INP: [50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 1],
  TTFB: [100, 200, 400, 600, 800, 1000, 1500, 1800, 2500, 4000, 8000],
};

/** Core Web Vitals: good at or under the first, poor over the second (TTFB: web.dev's guidance). */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a beacon may carry per metric: anything above is a broken clock, not a visit. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000 };

/** The bucket a value falls in (0-based; VITAL_BUCKETS[name].length is the overflow bucket). */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = VITAL_BUCKETS[name];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile from bucket counts: the upper bound of the bucket the 75th per cent of visits
 * falls in (null without visits; Infinity when it is in the overflow bucket).
 */
export function p75(name: VitalName, counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let bucket = 0; bucket < counts.length; bucket += 1) {
    seen += counts[bucket];
    if (seen >= rank) return VITAL_BUCKETS[name][bucket] ?? Infinity;
  }
  return Infinity;
}

export type Rating = "good" | "needs-improvement" | "poor";
export function ratingOf(name: VitalName, value: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Collections whose pages are one route each: /leader/{slug} is "/leader/:slug". */
const ONE_PAGE_PER_ITEM = [LEADER_PREFIX, WINGS_PREFIX, OLD_WING_PREFIX, NEWS_PREFIX, EVENTS_PREFIX, DISTRICTS_PREFIX].map((prefix) => prefix.slice(1));

/**
 * A page's route pattern, without its edition: "/", "/contact", "/news/:slug". The slug of an article
 * or event is not kept: the route says which kind of page was slow, never which one a reader read.
 */
export function routePattern(pathname: string): string {
  const segments = stripLangPrefix(pathname)
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  if (segments.length >= 2 && ONE_PAGE_PER_ITEM.includes(segments[0])) return `/${segments[0]}/:slug`;
  return `/${segments.join("/")}`;
}

/** A route pattern as the server accepts it: at most four lower-case segments, the last of a collection ":slug". */
export const ROUTE_PATTERN = "^/(?:[a-z0-9-]{1,40}(?:/(?:[a-z0-9-]{1,40}|:slug)){0,3})?$";

/**
 * low: at most 2 GiB or at most 2 cores (the entry-level Android phones many readers use); high: 8 GiB
 * and 8 cores; mid: between; unknown where the browser tells neither.
 */
export function deviceClass(memory: number | undefined, cores: number | undefined): DeviceClass {
  if (memory === undefined && cores === undefined) return "unknown";
  if ((memory !== undefined && memory <= 2) || (cores !== undefined && cores <= 2)) return "low";
  if ((memory ?? 8) >= 8 && (cores ?? 8) >= 8) return "high";
  return "mid";
}

/** INP's target selector as kept: at most this many characters. */
export const TARGET_MAX_LENGTH = 100;
/** A target selector: tag names, ids, classes and the combinators web-vitals writes; nothing else. */
export const TARGET_PATTERN = "^[A-Za-z0-9 >#._:()\\[\\]=\"'-]{1,100}$";
