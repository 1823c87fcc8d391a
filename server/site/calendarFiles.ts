/**
 * The calendar files, kept by what they are made of: the feed's name and each event's slug,
 * sequence and last change. A request that adds a cache-busting query string, or any repeat, gets
 * the kept file; a changed event (its sequence or updatedAt moves), a new or removed one, or a
 * renamed feed makes a new key. Made on the worker pool: turning descriptions into text (jsdom)
 * takes hundreds of milliseconds for a long one.
 */
import { LRUCache } from "lru-cache";
import path from "node:path";
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
  const made = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (body) => Math.max(1, body.length) });
  /** Files being made: requests meanwhile wait for the same one. */
  const making = new Map<string, Promise<Buffer>>();
  return {
    /** The calendar file of `calendar`, made once per state of its events. */
    async get(calendar: CalendarAnswer, siteUrl: string): Promise<Buffer> {
      const key = stateOf(calendar, siteUrl);
      const kept = made.get(key) ?? making.get(key);
      if (kept) return kept;
      const body = runHeavy(RENDER_CALENDAR_TASK, calendar.events, { siteUrl, name: calendar.name }).then((text) => Buffer.from(text));
      making.set(key, body);
      try {
        const done = await body;
        made.set(key, done);
        return done;
      } finally {
        making.delete(key);
      }
    },
  };
}
