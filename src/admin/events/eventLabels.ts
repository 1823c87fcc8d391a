/**
 * The English names the console shows for an event's stored values (staff read the console in
 * English; the public pages name them in each edition's language).
 */
import { WING_SLUGS } from "../../../contract/validation/forms";
import { WING_LABELS } from "../../../contract/validation/labels";
import type { EventKind, EventStatus } from "../../../contract/validation/event";

export const KIND_LABELS: Record<EventKind, string> = {
  rally: "Rally (jalsa)",
  "corner-meeting": "Corner meeting",
  convention: "Convention",
  "press-conference": "Press conference",
  "wing-event": "Wing event",
  other: "Other",
};

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  postponed: "Postponed",
  cancelled: "Cancelled",
};

/** The wings the site has (data/wings/ defines exactly these), by their English names. */
export const WING_OPTIONS = WING_SLUGS.map((slug) => ({ value: slug, label: WING_LABELS[slug] }));

export const wingName = (slug: string): string => WING_LABELS[slug as keyof typeof WING_LABELS] ?? slug;
