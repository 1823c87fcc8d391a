import { useFormikContext } from "formik";
import React from "react";
import FormField from "../../components/forms/FormField";
import { space } from "../../theme";
import { EVENT_STATUS_NOTE_MAX, EVENT_STATUSES } from "../../../contract/validation/event";
import type { Lang } from "../../../contract/i18n/locales";
import { contentLanguage } from "../ui/contentLanguage";
import type { EventFormState } from "./eventFormValues";
import CheckboxField from "../../components/forms/CheckboxField";
import { EVENT_STATUS_LABELS } from "./eventLabels";

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] }));
// Calendars and shared links know a public event: it can be postponed or cancelled, never hidden again.
const PUBLIC_STATUS_OPTIONS = STATUS_OPTIONS.filter((option) => option.value !== "draft");

const STATUS_HINTS = {
  draft: "Only staff see a draft.",
  scheduled: "Public: listed, in the calendars and open for “I will attend”.",
  postponed: "Public, marked postponed. Put the new start and end in the dates, or tick that the new date is to be announced.",
  cancelled: "Public, marked cancelled with the reason; calendars that subscribed show it cancelled. It takes no more attendance.",
} as const;

/**
 * The status and what it needs: a postponement's new date (or none yet) and optional note, a
 * cancellation's one-line reason of its own (never the postponement's note). Both are written in the
 * event's language. An event that has been public is not offered "Draft".
 */
export default function StatusFields({ hasBeenPublic }: { hasBeenPublic: boolean }) {
  const { values } = useFormikContext<EventFormState>();
  const written = contentLanguage(values.lang as Lang);
  return (
    <div css={{ display: "grid", gap: space(3) }}>
      <FormField name="status" label="Status" control="select" options={hasBeenPublic ? PUBLIC_STATUS_OPTIONS : STATUS_OPTIONS} placeholder="Choose a status" hint={STATUS_HINTS[values.status]} />
      {values.status === "postponed" && (
        <CheckboxField
          name="dateToBeAnnounced"
          label="New date to be announced"
          hint="The site says the date is to be announced; the dates above stay as they were."
        />
      )}
      {values.status === "postponed" && (
        <FormField name="postponementNote" label="Note on the postponement" maxLength={EVENT_STATUS_NOTE_MAX} optional hint="One line, shown on the event page beside “Postponed”." {...written} />
      )}
      {values.status === "cancelled" && (
        <FormField name="cancellationReason" label="Reason for cancelling (one line)" maxLength={EVENT_STATUS_NOTE_MAX} hint="Shown on the event page beside “Cancelled”." {...written} />
      )}
    </div>
  );
}
