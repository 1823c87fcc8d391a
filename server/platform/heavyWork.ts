/**
 * The work that would hold the event loop for tens or hundreds of milliseconds, run on the worker
 * pool's threads (server/platform/workerPool.ts): a content save's data checks, which read and check
 * every data file, and a calendar file, which turns each description into text with jsdom.
 * Arguments and results are plain data (copied between threads).
 */
import type { PublicEvent } from "../../src/lib/api/eventWire";
import { checkEdit } from "../content/contentChecks";
import { renderEventCalendar, type CalendarOptions } from "../site/eventCalendar";

export const heavyWork = {
  checkEdit: (repoDir: string, file: string, data: unknown, head: string) => checkEdit(repoDir, file, data, head),
  renderEventCalendar: (events: readonly PublicEvent[], options: CalendarOptions) => renderEventCalendar(events, options),
  /** Loads the modules above, so the first real task does not wait for them. */
  warm: () => true,
};

export type HeavyWork = typeof heavyWork;
