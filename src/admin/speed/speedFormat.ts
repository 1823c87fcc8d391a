/**
 * How the Speed section writes a 75th percentile and its rating against the Core Web Vitals
 * thresholds: seconds from one second up, milliseconds below, CLS as the number it is.
 */
import { VITAL_THRESHOLDS, ratingOf, type Rating, type VitalName } from "../../../contract/lib/vitals/vitals";

export type Percentile = { metric: VitalName; count: number; p75: number | null; over?: boolean };

export function formatVital(metric: VitalName, value: number): string {
  if (metric === "CLS") return String(Number(value.toFixed(3)));
  return value >= 1000 ? `${Number((value / 1000).toFixed(2))} s` : `${Math.round(value)} ms`;
}

/** "≤ 2.5 s", "over 20 s": what the bucket says of the 75th percentile. */
export function percentileText({ metric, p75, over }: Percentile): string {
  if (p75 === null) return "No data";
  return over ? `over ${formatVital(metric, p75)}` : `≤ ${formatVital(metric, p75)}`;
}

export const RATING_LABELS: Record<Rating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

/** The rating of a 75th percentile; beyond the last bucket it is poor. */
export function percentileRating({ metric, p75, over }: Percentile): Rating | null {
  if (p75 === null) return null;
  return over ? "poor" : ratingOf(metric, p75);
}

export const thresholdText = (metric: VitalName) => `good ≤ ${formatVital(metric, VITAL_THRESHOLDS[metric].good)}`;

export const METRIC_LABELS: Record<VitalName, string> = {
  LCP: "Largest contentful paint (LCP)",
  INP: "Interaction to next paint (INP)",
  CLS: "Cumulative layout shift (CLS)",
  TTFB: "Time to first byte (TTFB)",
};
