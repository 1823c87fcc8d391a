import type { PublicEvent } from "./api/eventWire";

/**
 * What a visitor is told about an event's state, which is also schema.org's eventStatus:
 * scheduled as announced; rescheduled (postponed to a known new date, or moved: it has a previous
 * start); postponed with the new date still to be announced; cancelled.
 */
export type EventShownStatus = "scheduled" | "rescheduled" | "postponed" | "cancelled";

export function eventShownStatus(event: Pick<PublicEvent, "status" | "dateToBeAnnounced" | "previousStartsAt">): EventShownStatus {
  if (event.status === "cancelled") return "cancelled";
  if (event.status === "postponed" && event.dateToBeAnnounced) return "postponed";
  if (event.status === "postponed" || event.previousStartsAt) return "rescheduled";
  return "scheduled";
}
