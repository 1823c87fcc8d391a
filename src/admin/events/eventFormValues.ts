import type { AdminEvent } from "../../../contract/lib/api/eventWire";
import type { EventFormValues, EventKind } from "../../../contract/validation/event";

/**
 * The form's values: as the schema's, except that a new event has no kind until one is chosen, and
 * the one status note is two fields, the postponement's note and the cancellation's reason.
 */
export type EventFormState = Omit<EventFormValues, "kind" | "statusNote"> & { kind: EventKind | ""; postponementNote: string; cancellationReason: string };

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
  postponementNote: "",
  cancellationReason: "",
  showAttendanceCount: false,
};

/** A saved event's form values (the answer also carries its workflow facts, which the form does not send). */
export function formValuesOf(event: AdminEvent): EventFormState {
  const values = {} as Record<string, unknown>;
  for (const key of Object.keys(NEW_EVENT)) values[key] = event[key as keyof AdminEvent] ?? NEW_EVENT[key as keyof EventFormState];
  values.postponementNote = event.status === "postponed" ? (event.statusNote ?? "") : "";
  values.cancellationReason = event.status === "cancelled" ? (event.statusNote ?? "") : "";
  return values as EventFormState;
}

/** The field that shows the server's error about the status note: the one of the chosen status. */
export const statusNoteField = (status: EventFormState["status"]) => (status === "cancelled" ? "cancellationReason" : "postponementNote");

/** What the server gets: a postponement's "to be announced", and as the status note the cancellation's reason or the postponement's note, only with their status. */
export function bodyOf({ postponementNote, cancellationReason, ...values }: EventFormState): Omit<EventFormState, "postponementNote" | "cancellationReason"> & { statusNote: string } {
  return {
    ...values,
    dateToBeAnnounced: values.status === "postponed" && values.dateToBeAnnounced,
    statusNote: values.status === "cancelled" ? cancellationReason.trim() : values.status === "postponed" ? postponementNote.trim() : "",
  };
}
