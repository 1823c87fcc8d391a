/**
 * Events: what the public site reads (every event that is not a draft, upcoming or past) and what
 * the press office edits, and the answers to "I will attend".
 *
 * Whether an event is upcoming needs no job: it is upcoming while its end (UTC, ISO 8601) is not
 * before `now()`, or while it is postponed with its new date still to be announced. The clock is
 * injected so tests can move it.
 */
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";
import { checkoutDistricts, type DistrictDirectory } from "../districts/districtDirectory";
import { ROOT_DIR } from "../platform/config";
import { createEventAttendances } from "./eventAttendances";
import { createEventReads } from "./eventReads";
import { eventRowMapping, type EventListener, type EventRow } from "./eventRows";
import { createEventWrites } from "./eventWrites";

export { ADMIN_EVENT_PAGE_SIZE, EVENT_PAGE_SIZE } from "./eventReads";
export { ATTENDANCE_PAGE_SIZE } from "./eventAttendances";
export { CALENDAR_KEEPS_ENDED_DAYS, type AttendanceMeta, type EventChange, type EventDraft, type EventFilters, type EventListener } from "./eventRows";
export type { AdminEvent, Attendance, PublicEvent } from "../../contract/lib/api/eventWire";

/**
 * `districts`: what names a district in answers and saves; the server passes the live release's,
 * the seed and scripts take the checkout's data. The repository is its parts (eventReads,
 * eventWrites, eventAttendances, over eventRows' mapping) behind one interface.
 */
export function createEventRepository(db: Db, now: Clock = systemClock, districts: DistrictDirectory = checkoutDistricts(ROOT_DIR)) {
  const rows = eventRowMapping(districts);
  const listeners = new Set<EventListener>();
  const changed = (events: Array<Pick<EventRow, "id" | "slug">>) => {
    const change = { ids: events.map((row) => row.id), slugs: events.map((row) => row.slug) };
    for (const listener of listeners) listener(change);
  };
  const reads = createEventReads(db, now, rows);
  return {
    ...reads,
    ...createEventWrites(db, now, { rows, adminFind: reads.adminFind, changed }),
    ...createEventAttendances(db, now, { rows, changed }),
    now,
    /** Called after every committed change to an event or its attendance; returns a function that stops it. */
    onChange(listener: EventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
