/**
 * The calendar files, kept by what they are made of: the feed's name and each event's slug,
 * sequence and last change. A request that adds a cache-busting query string, or any repeat, gets
 * the kept file; a changed event (its sequence or updatedAt moves), a new or removed one, or a
 * renamed feed makes a new key. Made on the worker pool: turning descriptions into text (jsdom)
 * takes hundreds of milliseconds for a long one.
 */
import path from "node:path";
import { createKeptResults } from "../platform/keptResults";
import { runHeavy, workerTask } from "../platform/workerPool";
import type { renderEventCalendar } from "./eventCalendar";
import type { CalendarAnswer } from "./eventPages";

/** A calendar file, made on a worker thread. */
export const RENDER_CALENDAR_TASK = workerTask<typeof renderEventCalendar>(path.join(__dirname, "eventCalendar.ts"), "renderEventCalendar");

/** 64 MB of calendar files at most, the least recently served going first. */
const KEPT_BYTES = 64 * 1024 * 1024;

const stateOf = ({ events, name }: CalendarAnswer, siteUrl: string) =>
  JSON.stringify([siteUrl, name, events.map((event) => [event.slug, event.sequence, event.updatedAt])]);

export function createCalendarFiles() {
  const made = createKeptResults<Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (body) => Math.max(1, body.length) });
  return {
    /** The calendar file of `calendar`, made once per state of its events. */
    get: (calendar: CalendarAnswer, siteUrl: string): Promise<Buffer> =>
      made.get(stateOf(calendar, siteUrl), () =>
        runHeavy(RENDER_CALENDAR_TASK, calendar.events, { siteUrl, name: calendar.name }).then((text) => Buffer.from(text)),
      ),
  };
}
