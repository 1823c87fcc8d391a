/**
 * Field measurements: how fast the page felt on this reader's phone. Loaded as a chunk of its own once
 * the page has hydrated (gatsby-browser.tsx), which is after the first paint: the performance entries it
 * reads are buffered by the browser, so loading late loses no LCP, CLS or TTFB, and an interaction
 * before it only if the reader taps in the first second. The beacon carries the route's pattern, the
 * edition and the connection and device facts below: no cookie, no identifier, no URL.
 */
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution";
import { langFromPath } from "../../../contract/i18n/locales";
import { API_PATHS, apiUrl } from "../api/paths";
import {
  CONNECTIONS,
  DEVICE_MEMORIES,
  TARGET_MAX_LENGTH,
  deviceClass,
  routePattern,
  type Connection,
  type LcpElementKind,
  type VitalName,
} from "../../../contract/lib/vitals/vitals";
import type { VitalMeasurement, VitalsBeacon } from "../../../contract/lib/vitals/vitalsBeacon";

type NavigatorFacts = Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number };

function lcpElementKind(element: Element | null | undefined): LcpElementKind {
  const tag = element?.tagName.toLowerCase();
  if (tag === "img" || tag === "image" || tag === "picture") return "image";
  if (tag === "video") return "video";
  if (tag === "svg") return "svg";
  if (!element) return "other";
  // A block whose largest paint is its background picture, or one whose text was painted.
  return element.textContent?.trim() ? "text" : "other";
}

function measurement(metric: MetricWithAttribution): VitalMeasurement {
  const name = metric.name as VitalName;
  const value = name === "CLS" ? Number(metric.value.toFixed(4)) : Math.round(metric.value);
  if (metric.name === "INP") {
    const target = metric.attribution.interactionTarget;
    return target ? { name, value, target: target.slice(0, TARGET_MAX_LENGTH) } : { name, value };
  }
  if (metric.name === "LCP") return { name, value, element: lcpElementKind(metric.attribution.lcpEntry?.element) };
  return { name, value };
}

/** The visit's facts, read once at load. */
function visitFacts(): Omit<VitalsBeacon, "metrics"> {
  const facts = navigator as NavigatorFacts;
  const effective = facts.connection?.effectiveType;
  const connection: Connection = CONNECTIONS.includes(effective as Connection) ? (effective as Connection) : "unknown";
  const memory = DEVICE_MEMORIES.find((value) => value === facts.deviceMemory);
  return {
    route: routePattern(window.location.pathname),
    edition: langFromPath(window.location.pathname),
    connection,
    ...(memory === undefined ? {} : { deviceMemory: memory }),
    deviceClass: deviceClass(memory, navigator.hardwareConcurrency || undefined),
  };
}

/**
 * Starts measuring. Measurements wait in a queue and leave in one beacon when the page is hidden (the
 * reader switches away, closes the tab or follows a link out), when web-vitals reports its final LCP,
 * CLS and INP; sendBeacon survives the page's end.
 */
export function reportVitals(): void {
  const facts = visitFacts();
  const queue = new Map<VitalName, VitalMeasurement>();
  const add = (metric: MetricWithAttribution) => queue.set(metric.name as VitalName, measurement(metric));
  onLCP(add);
  // Every change is queued (only the latest leaves): web-vitals' final INP report on hiding can run
  // before it has read a tap made just before, and that tap's update would otherwise be dropped.
  onINP(add, { reportAllChanges: true });
  onCLS(add);
  onTTFB(add);
  const flush = () => {
    if (queue.size === 0 || !navigator.sendBeacon) return;
    const beacon: VitalsBeacon = { ...facts, metrics: [...queue.values()] };
    queue.clear();
    navigator.sendBeacon(apiUrl(API_PATHS.vitals), new Blob([JSON.stringify(beacon)], { type: "application/json" }));
  };
  // Registered after web-vitals' own listeners, so its final reports are queued before this sends them.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
}
