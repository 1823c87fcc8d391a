/** The kinds of event the party holds, as addresses, filters and the console name them. */
export const EVENT_KINDS = ["rally", "corner-meeting", "convention", "press-conference", "wing-event", "other"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * draft: only staff see it. scheduled: public, happening as announced. postponed: public, marked,
 * with a new date (`startsAt`/`endsAt` hold it, `previousStartsAt` the old one) or none yet
 * (`dateToBeAnnounced`). cancelled: public, marked, with a one-line reason. An event is never deleted
 * once it has been public.
 */
export const EVENT_STATUSES = ["draft", "scheduled", "postponed", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
