import { Form, Formik, useFormikContext, type FormikHelpers } from "formik";
import { Link, navigate } from "gatsby";
import React, { useEffect, useMemo, useRef, useState } from "react";
import FocusFirstError from "../../components/forms/FocusFirstError";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import { useBanner, type Banner } from "../../hooks/useBanner";
import type { AdminEvent } from "../../../contract/lib/api/eventWire";
import { colors, media, space } from "../../theme";
import { EVENT_ADDRESS_MAX, eventFormSchema, EVENT_KINDS, EVENT_SUMMARY_MAX, EVENT_VENUE_MAX, type EventStatus } from "../../../contract/validation/event";
import { suggestedEventSlug } from "../../../contract/lib/eventSlug";
import { contentLanguage } from "../ui/contentLanguage";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import PhotoPicker from "../news/PhotoPicker";
import RichTextField from "../news/RichTextField";
import { useStaffUser } from "../session/useSession";
import CheckboxField from "../../components/forms/CheckboxField";
import { focusRing, panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import { LANGUAGE_OPTIONS } from "../ui/languageOptions";
import ItemTitle from "../ui/ItemTitle";
import DeleteButton from "../ui/DeleteButton";
import PageHeader from "../ui/PageHeader";
import TitleAndSlugFields from "../ui/TitleAndSlugFields";
import { EVENT_STATUS_LABELS, KIND_LABELS, WING_OPTIONS } from "./eventLabels";
import { bodyOf, formValuesOf, NEW_EVENT, statusNoteField, type EventFormState } from "./eventFormValues";
import { UNSAVED_EVENT_PREVIEW_PATH } from "../../../contract/lib/previewPaths";
import { UnsavedPreviewButton, UnsavedPreviewForm } from "../ui/UnsavedPreview";
import { whenOf } from "./EventTable";
import MapPointFields from "./MapPointFields";
import PakistanTimeField from "./PakistanTimeField";
import StatusFields from "./StatusFields";

/** The hidden form the preview button posts, outside the editor's own form. */
const PREVIEW_FORM_ID = "event-preview";
const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

const SAVED_MESSAGES: Record<EventStatus, string> = {
  draft: "Draft saved: only staff see it.",
  scheduled: "Saved: the event is public.",
  postponed: "Saved: the site shows the event as postponed.",
  cancelled: "Saved: the site shows the event as cancelled.",
};

export const NEVER_DELETED = "An event that has been public is never deleted: mark it cancelled instead.";

/** A district as GET /api/admin/events/districts names it; the form shows and sends its English name. */
type EventDistrictChoice = { slug: string; name: string };

/** /admin/events/new and /admin/events/{id}: the event's details, its status, save; a never-public draft can be deleted. */
export default function EventEditor({ id }: { id?: string }) {
  const [event, setEvent] = useState<AdminEvent | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Kept above the form, so the message outlives the form's reset after a save.
  const { banner, show } = useBanner();

  useEffect(() => {
    if (!id || String(event?.id) === id) return;
    adminFetch<AdminEvent>(`/events/${encodeURIComponent(id)}`).then(setEvent, (failure) =>
      setLoadError(failureMessage(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address loads; the event after a save is already here
  }, [id]);

  // The districts of the live site (data/districts/ as published), which the server checks against too.
  const [districts, setDistricts] = useState<readonly EventDistrictChoice[] | null>(null);
  useEffect(() => {
    adminFetch<{ districts: EventDistrictChoice[] }>("/events/districts").then(
      (answer) => setDistricts(answer.districts),
      (failure) => setLoadError(failureMessage(failure)),
    );
  }, []);
  const schema = useMemo(() => eventFormSchema((districts ?? []).map((district) => district.name)), [districts]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if ((id && !event) || !districts) return <p role="status">Loading the event…</p>;
  const districtOptions = districts.map(({ name }) => ({ value: name, label: name }));

  const submit = async (values: EventFormState, helpers: FormikHelpers<EventFormState>) => {
    try {
      const saved = event
        ? await adminFetch<AdminEvent>(`/events/${event.id}`, { method: "PUT", json: bodyOf(values) })
        : await adminFetch<AdminEvent>("/events", { method: "POST", json: bodyOf(values) });
      helpers.resetForm({ values: formValuesOf(saved) });
      show("success", SAVED_MESSAGES[saved.status]);
      setEvent(saved);
      if (!event) void navigate(`/admin/events/${saved.id}`, { replace: true });
    } catch (failure) {
      if (failure instanceof AdminApiError) {
        const { statusNote, ...errors } = failure.errors;
        helpers.setErrors(statusNote ? { ...errors, [statusNoteField(values.status)]: statusNote } : errors);
      }
      show("error", failureMessage(failure));
    }
  };

  return (
    <Formik<EventFormState> initialValues={event ? formValuesOf(event) : NEW_EVENT} validationSchema={schema} onSubmit={submit}>
      <>
        <EventForm event={event} banner={banner} districtOptions={districtOptions} schema={schema} />
        <UnsavedPreviewForm formId={PREVIEW_FORM_ID} action={UNSAVED_EVENT_PREVIEW_PATH} itemId={event?.id} />
      </>
    </Formik>
  );
}

function EventForm({
  event,
  banner,
  districtOptions,
  schema,
}: {
  event: AdminEvent | null;
  banner: Banner | null;
  districtOptions: ReadonlyArray<{ value: string; label: string }>;
  schema: ReturnType<typeof eventFormSchema>;
}) {
  const { isSubmitting, values } = useFormikContext<EventFormState>();
  const formRef = useRef<HTMLFormElement>(null);
  const postponedToNewDate = values.status === "postponed" && !values.dateToBeAnnounced;
  const written = contentLanguage(values.lang);
  return (
    <Form ref={formRef} noValidate aria-label={event ? "Edit event" : "New event"}>
      <FocusFirstError formRef={formRef} />
      <PageHeader
        title={event ? <ItemTitle action="Edit" item={event} /> : "New event"}
        focusKey={event ? `edit ${event.id} ${event.title}` : "new"}
        description={
          event
            ? `${EVENT_STATUS_LABELS[event.status]}, ${whenOf(event)}. Times are Pakistan time.`
            : "Save it as a draft first; choose Scheduled when it may be public. Times are Pakistan time."
        }
      />
      <div css={{ display: "grid", gap: space(6), [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(16rem, 1fr)" } }}>
        <div css={[panel, { display: "grid", gap: space(4), alignContent: "start" }]}>
          <TitleAndSlugFields
            locked={event?.slugLocked ?? false}
            noun="The event"
            pathPrefix="/events/"
            lockedHint="This event has been public, so its address is locked: shared links and subscribed calendars keep working."
            lang={values.lang}
            suggestion={suggestedEventSlug(values)}
          />
          <FormField name="kind" label="Kind of event" control="select" options={KIND_OPTIONS} placeholder="Choose the kind" />
          <FormField name="summary" label="Summary" control="textarea" rows={3} maxLength={EVENT_SUMMARY_MAX} hint="One or two sentences: shown in lists, on WhatsApp and in calendars." {...written} />
          <RichTextField name="body" label="Description" lang={values.lang} />
          <div css={{ display: "grid", gap: space(4), gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" }}>
            <PakistanTimeField name="startsAt" label={postponedToNewDate ? "New start (Pakistan time)" : "Starts (Pakistan time)"} />
            <PakistanTimeField name="endsAt" label={postponedToNewDate ? "New end (Pakistan time)" : "Ends (Pakistan time)"} />
          </div>
          {event?.previousStartsAt && <p css={{ margin: 0, color: colors.textMuted }}>First announced for {whenOf({ status: "scheduled", dateToBeAnnounced: false, startsAt: event.previousStartsAt })}.</p>}
          <FormField name="venue" label="Venue" maxLength={EVENT_VENUE_MAX} hint="E.g. Jinnah Park, or the party office." {...written} />
          <FormField name="address" label="Address" maxLength={EVENT_ADDRESS_MAX} {...written} />
          <FormField name="district" label="District" control="select" options={districtOptions} placeholder="Choose a district" />
          <MapPointFields />
        </div>
        {/* One track no wider than the column: the panels' controls shrink to it instead of widening it. */}
        <div css={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space(4), alignContent: "start" }}>
          <section css={[panel, { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space(3) }]} aria-label="Status and saving">
            <StatusFields hasBeenPublic={event?.slugLocked ?? false} />
            <button type="submit" disabled={isSubmitting} css={[fieldStyles.toggle, focusRing, { background: colors.primary, color: colors.onPrimary, borderColor: colors.primary }]}>
              {event ? "Save changes" : "Save event"}
            </button>
            <UnsavedPreviewButton<EventFormState> formId={PREVIEW_FORM_ID} schema={schema} bodyOf={bodyOf} />
            <FormBanner banner={banner} />
            {event && <DeleteOrKeep event={event} />}
          </section>
          <section css={[panel, { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space(4) }]} aria-label="Details">
            <FormField name="lang" label="Language of the event's text" control="select" options={LANGUAGE_OPTIONS} placeholder="Choose a language" hint="Its page is shown in this language's script and direction." />
            <FormField name="wing" label="Organised by" control="select" options={WING_OPTIONS} placeholder="The party (no wing)" optional hint="A wing's events also show on its page and in its calendar." />
            <CheckboxField name="showAttendanceCount" label="Show the attendance count publicly" hint="The event page then says how many said they will attend; names are never shown." />
            {event && <AttendingLine event={event} />}
            <PhotoField />
          </section>
        </div>
      </div>
    </Form>
  );
}

function PhotoField() {
  const { values, setFieldValue } = useFormikContext<EventFormState>();
  return <PhotoPicker label="Photo (optional)" allowNone selectedId={values.photo} onSelect={(chosen) => void setFieldValue("photo", chosen?.id ?? null)} />;
}

/** How many said they will attend; the list itself only for the roles that may read names and numbers. */
function AttendingLine({ event }: { event: AdminEvent }) {
  const { role } = useStaffUser();
  const count = `${event.attendingCount} ${event.attendingCount === 1 ? "person has" : "people have"} said they will attend.`;
  return (
    <p css={{ margin: 0 }}>
      {count}{" "}
      {(role === "admin" || role === "office") && (
        <Link to={`/admin/events/${event.id}/attendance`} css={[{ color: colors.primaryText, fontWeight: 600 }, focusRing]}>
          Attendance list
        </Link>
      )}
    </p>
  );
}

/** A draft that was never public may be deleted; once public an event stays, and the screen says why. */
function DeleteOrKeep({ event }: { event: AdminEvent }) {
  if (event.slugLocked) return <p css={{ margin: 0, color: colors.textMuted }}>{NEVER_DELETED}</p>;
  return (
    <DeleteButton
      label="Delete draft"
      question={`Delete the draft “${event.title}”? It has never been public; it cannot be restored.`}
      remove={() => adminFetch(`/events/${event.id}`, { method: "DELETE" })}
      listPath="/admin/events"
    >
      <p css={{ margin: 0, color: colors.textMuted }}>Only a draft that was never public can be deleted. {NEVER_DELETED}</p>
    </DeleteButton>
  );
}
