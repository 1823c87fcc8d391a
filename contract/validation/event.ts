/**
 * Rules for an event as the press office enters it. The console's form (Formik) and the server
 * validate with this same schema, so both give the same messages. Times are entered in Pakistan
 * time (`<input type="datetime-local">`) and sent to the server as ISO UTC.
 */
import * as Yup from "yup";
import { LANGS, type Lang } from "../i18n/locales";
import { titleMakesSlug } from "../lib/eventSlug";
import { SLUG_MAX, SLUG_PATTERN } from "../lib/slugify";
import { hasBodyText } from "./news";
import { plainText } from "./text";
import { EVENT_KINDS, EVENT_STATUSES, type EventKind, type EventStatus } from "../lib/eventKinds";

// The kinds and statuses live in a module without Yup, so the public pages can list them without
// loading the rules; named here too, for the console and the server.
export { EVENT_KINDS, EVENT_STATUSES, type EventKind, type EventStatus } from "../lib/eventKinds";

export const EVENT_TITLE_MAX = 160;
export const EVENT_SUMMARY_MAX = 300;
export const EVENT_VENUE_MAX = 120;
export const EVENT_ADDRESS_MAX = 240;
export const EVENT_STATUS_NOTE_MAX = 200;
export const EVENT_BODY_MAX = 100_000;

export type EventFormValues = {
  title: string;
  /** Empty: made from the title. Locked once the event has been public (links to it exist). */
  slug: string;
  kind: EventKind;
  /** One or two sentences for lists, share cards and feeds. */
  summary: string;
  /** Rich text (the newsroom's editor), sanitised by the server as news bodies are. */
  body: string;
  /** ISO UTC. */
  startsAt: string;
  /** ISO UTC, after startsAt. */
  endsAt: string;
  venue: string;
  address: string;
  /** The district's English name ("Charsadda"), one of data/districts/. */
  district: string;
  /** Optional map point (latitude, longitude); both or neither. */
  lat: number | null;
  lon: number | null;
  /** Optional: the organising wing's slug from data/wings/. */
  wing: string;
  /** The photo's id in the media library. */
  photo: number | null;
  lang: Lang;
  status: EventStatus;
  /** Postponed with no new date yet. */
  dateToBeAnnounced: boolean;
  /** A cancellation's one-line reason (required), or an optional note on a postponement. */
  statusNote: string;
  /** Whether the public page shows how many said they will attend. */
  showAttendanceCount: boolean;
};

/** What a text field says when its value is not text or carries control characters or broken Unicode. */
const textMessages = (label: string) => ({
  notText: `${label} must be text`,
  badCharacters: `${label} contains characters that are not allowed`,
});
const text = (label: string, max: number) =>
  plainText(
    Yup.string().trim().max(max, `${label} must be at most ${max} characters`),
    textMessages(label),
  );
const isoDate = (message: string) =>
  Yup.string()
    .trim()
    .test("iso-date", message, (value) => !value || !Number.isNaN(Date.parse(value)));

const slugField = Yup.string()
  .trim()
  .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
  .matches(SLUG_PATTERN, {
    message: "The address may contain only lower-case letters, digits and single hyphens",
    excludeEmptyString: true,
  })
  .default("");

/**
 * The rules for an event, given the districts it may name (their English names, from the data: the
 * server has the live release's, the console asks the server for them).
 */
export const eventSchema = (districts: readonly string[]) =>
  Yup.object({
    title: text("The title", EVENT_TITLE_MAX).required("Title is required"),
    slug: slugField,
    kind: Yup.string()
      .oneOf([...EVENT_KINDS], "Choose the kind of event")
      .required("Choose the kind of event"),
    summary: text("The summary", EVENT_SUMMARY_MAX).required("Summary is required"),
    body: plainText(Yup.string(), textMessages("The description"), { multiline: true })
      .max(EVENT_BODY_MAX, "The description is too long")
      .test("has-text", "Describe the event", (value) => hasBodyText(value ?? ""))
      .required("Describe the event"),
    startsAt: isoDate("Enter a valid start date and time").required(
      "Enter when it starts (Pakistan time)",
    ),
    endsAt: isoDate("Enter a valid end date and time")
      .required("Enter when it ends (Pakistan time)")
      .test("after-start", "The end must be after the start", function (value) {
        const start = Date.parse(this.parent.startsAt ?? "");
        const end = Date.parse(value ?? "");
        return Number.isNaN(start) || Number.isNaN(end) || end > start;
      }),
    venue: text("The venue", EVENT_VENUE_MAX).required("Enter the venue"),
    address: text("The address", EVENT_ADDRESS_MAX).required("Enter the address"),
    district: Yup.string()
      .oneOf([...districts], "Choose a district")
      .required("Choose a district"),
    lat: Yup.number()
      .typeError("Enter the latitude as a number")
      .min(-90, "Latitude is between -90 and 90")
      .max(90, "Latitude is between -90 and 90")
      .nullable()
      .default(null),
    lon: Yup.number()
      .typeError("Enter the longitude as a number")
      .min(-180, "Longitude is between -180 and 180")
      .max(180, "Longitude is between -180 and 180")
      .nullable()
      .default(null)
      .test("map-point", "Enter both latitude and longitude, or neither", function (value) {
        return (
          (value === null || value === undefined) ===
          (this.parent.lat === null || this.parent.lat === undefined)
        );
      }),
    wing: Yup.string().trim().max(80).default(""),
    photo: Yup.number()
      .typeError("Choose a photo from the library")
      .integer("Choose a photo from the library")
      .positive("Choose a photo from the library")
      .nullable()
      .default(null),
    lang: Yup.string()
      .oneOf([...LANGS], "Choose English, Urdu or Pashto")
      .default("en"),
    status: Yup.string()
      .oneOf([...EVENT_STATUSES], "Choose the event's status")
      .required("Choose the event's status"),
    dateToBeAnnounced: Yup.boolean().default(false),
    statusNote: text("The note", EVENT_STATUS_NOTE_MAX)
      .default("")
      .when("status", {
        is: "cancelled",
        then: (schema) => schema.required("Say in one line why it was cancelled"),
      }),
    showAttendanceCount: Yup.boolean().default(false),
  });

export const LATIN_ADDRESS_NEEDED =
  "The title has no Latin letters: type a short address in Latin letters";

/**
 * The console's form: the same rules, except that the postponement's note and the cancellation's
 * reason are two fields (a reason is never the old note by default; the server gets the one of the
 * chosen status as `statusNote`), and a title without Latin letters needs its Latin address typed
 * or accepted, so the address is seen before the event is public. Outside clients keep the server's
 * rules: there the address stays optional.
 */
export const eventFormSchema = (districts: readonly string[]) =>
  eventSchema(districts)
    .omit(["statusNote"])
    .shape({
      slug: slugField.when("title", {
        is: (title: string | undefined) => Boolean(title?.trim()) && !titleMakesSlug(title ?? ""),
        then: (schema) => schema.required(LATIN_ADDRESS_NEEDED),
      }),
      postponementNote: text("The note", EVENT_STATUS_NOTE_MAX).default(""),
      cancellationReason: text("The reason", EVENT_STATUS_NOTE_MAX)
        .default("")
        .when("status", {
          is: "cancelled",
          then: (schema) => schema.required("Say in one line why it was cancelled"),
        }),
    });
