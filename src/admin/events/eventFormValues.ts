import type { AdminEvent } from "../../lib/api/eventWire";
import type { EventFormValues, EventKind } from "../../validation/event";

/** The form's values: as the schema's, except that a new event has no kind until one is chosen. */
export type EventFormState = Omit<EventFormValues, "kind"> & { kind: EventKind | "" };

export const NEW_EVENT: EventFormState = {
  title: "",
  slug: "",
  kind: "",
  summary: "",
  body: "",
  startsAt: "",
  endsAt: "",
  venue: "",
  address: "",
  district: "",
  lat: null,
  lon: null,
  wing: "",
  photo: null,
  lang: "en",
  status: "draft",
  dateToBeAnnounced: false,
  statusNote: "",
  showAttendanceCount: false,
};

/** A saved event's form values (the answer also carries its workflow facts, which the form does not send). */
export function formValuesOf(event: AdminEvent): EventFormState {
  const values = {} as Record<string, unknown>;
  for (const key of Object.keys(NEW_EVENT)) values[key] = event[key as keyof AdminEvent] ?? NEW_EVENT[key as keyof EventFormState];
  return values as EventFormState;
}

/** What the server gets: a postponement's "to be announced", and the status note (a cancellation's reason, a postponement's note), only with their status. */
export function bodyOf(values: EventFormState): EventFormState {
  return {
    ...values,
    dateToBeAnnounced: values.status === "postponed" && values.dateToBeAnnounced,
    statusNote: values.status === "cancelled" || values.status === "postponed" ? values.statusNote.trim() : "",
  };
}
