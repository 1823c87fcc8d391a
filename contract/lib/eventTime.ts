import type { Lang } from "../i18n/locales";
import { formatLongDate } from "./formatDate";
import { editionDigits } from "./formatNumber";
import { PAKISTAN_OFFSET_MS } from "./pakistanTime";

type Translate = (key: string, vars?: Record<string, string | number>) => string;

const inPakistan = (iso: string) => new Date(Date.parse(iso) + PAKISTAN_OFFSET_MS);

/** The Pakistan-time calendar day of an ISO time ("2026-12-05"), to tell one-day events from longer ones. */
export const pakistanDay = (iso: string) => inPakistan(iso).toISOString().slice(0, 10);

/**
 * A time of day in Pakistan time, on the 12-hour clock people in Pakistan read ("7:30 pm",
 * "شام 7:30"), in the edition's digits. By hand, not Intl, for the reason formatDate.ts gives.
 */
export function formatEventTime(iso: string, lang: Lang, t: Translate): string {
  const time = inPakistan(iso);
  const hours = time.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(time.getUTCMinutes()).padStart(2, "0")}`;
  return t(hours < 12 ? "events.timeAm" : "events.timePm", { time: editionDigits(clock, lang) });
}

/**
 * When an event is, as its card and page say it: the day (or "first day to last day" when it runs
 * over several) and the hours. Empty strings for a postponed event whose new date is not known yet.
 */
export function eventWhen(
  event: { startsAt: string; endsAt: string; dateToBeAnnounced: boolean },
  lang: Lang,
  t: Translate,
): { date: string; time: string } {
  if (event.dateToBeAnnounced) return { date: "", time: "" };
  const start = formatLongDate(event.startsAt, lang) ?? "";
  const sameDay = pakistanDay(event.startsAt) === pakistanDay(event.endsAt);
  const date = sameDay ? start : t("events.dateRange", { start, end: formatLongDate(event.endsAt, lang) ?? "" });
  const time = t("events.timeRange", {
    start: formatEventTime(event.startsAt, lang, t),
    end: formatEventTime(event.endsAt, lang, t),
  });
  return { date, time };
}
