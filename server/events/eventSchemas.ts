/**
 * The events routes' Fastify schemas: what each route accepts and answers, field by field (an
 * answer's schema is also what it sends: a field missing here would be dropped). The shapes are
 * contract/lib/api/eventWire.ts's; the rules with their messages are the Yup schemas'
 * (contract/validation/event.ts, attendance.ts) and the routes' own checks, which answer in the house's
 * one error shape `{ message, errors? }` with a sentence people can act on.
 */
import { LANGS } from "../../contract/i18n/locales";
import { EVENT_KINDS, EVENT_STATUSES } from "../../contract/validation/event";
import { WING_SLUGS } from "../../contract/validation/forms";
import { englishText } from "../platform/language";
import { answerObject, emptyOrOneOf, fieldErrors, pageQuery as pageNumberQuery } from "../platform/routeSchemas";
import { SIZED_MEDIA_PICTURE } from "../media/mediaSchemas";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;
const count = { type: "integer" } as const;
const flag = { type: "boolean" } as const;
const isoTime = { type: "string", description: "ISO 8601, UTC" } as const;

const ERROR = {
  type: "object",
  required: ["message"],
  properties: { message: text, errors: { type: "object", additionalProperties: text } },
} as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ERROR]));

const listText = (values: readonly string[]) => values.join(", ");

export const EVENT_NOT_FOUND = englishText("eventNotFound");
export const EVENT_CANCELLED = englishText("eventCancelled");
export const EVENT_ENDED = englishText("eventEnded");

const PUBLIC_EVENT = {
  type: "object",
  required: ["slug", "title", "kind", "summary", "body", "startsAt", "endsAt", "previousStartsAt", "status", "dateToBeAnnounced", "statusNote", "venue", "address", "district", "map", "wing", "image", "lang", "attendingCount", "acceptsAttendance", "sequence", "updatedAt", "url"],
  properties: {
    slug: text,
    title: text,
    kind: { type: "string", enum: [...EVENT_KINDS] },
    summary: text,
    body: { type: "string", description: "HTML, sanitised when saved" },
    startsAt: isoTime,
    endsAt: isoTime,
    previousStartsAt: { type: ["string", "null"], description: "the start before a postponement to a new date" },
    status: { type: "string", enum: ["scheduled", "postponed", "cancelled"] },
    dateToBeAnnounced: flag,
    statusNote: { type: ["string", "null"], description: "a cancellation's one-line reason, or a postponement's optional note" },
    venue: text,
    address: text,
    district: { type: "string", description: "the district's English name (one of data/districts/)" },
    map: { type: ["object", "null"], required: ["lat", "lon"], properties: { lat: { type: "number" }, lon: { type: "number" } } },
    wing: textOrNull,
    image: SIZED_MEDIA_PICTURE,
    lang: { type: "string", enum: [...LANGS] },
    attendingCount: { type: ["integer", "null"], description: "only when the event shows it" },
    acceptsAttendance: flag,
    sequence: count,
    updatedAt: isoTime,
    announcedAt: { ...isoTime, description: "when the event was first made public" },
    url: { type: "string", description: "the event page's path, /events/{slug}" },
  },
} as const;

const pageOf = (key: string, item: object) =>
  ({ type: "object", required: [key, "page", "totalPages", "total"], properties: { [key]: { type: "array", items: item }, page: count, totalPages: count, total: count } }) as const;

/** The form's fields as JSON types; which are required, and the limits, are eventSchema's (contract/validation/event.ts). */
const EVENT_FORM_PROPERTIES = {
  title: text,
  slug: { type: "string", description: "empty: made from the title; locked once the event has been public" },
  kind: { type: "string", description: listText(EVENT_KINDS) },
  summary: text,
  body: { type: "string", description: "HTML; sanitised with the newsroom's allowlist on save" },
  startsAt: { type: "string", description: "ISO 8601 with its offset (Z or +05:00)" },
  endsAt: { type: "string", description: "ISO 8601 with its offset, after startsAt" },
  venue: text,
  address: text,
  district: { type: "string", description: "a district of Khyber Pakhtunkhwa by its English name (Charsadda)" },
  lat: { type: ["number", "null"], description: "the map point's latitude, with lon or neither" },
  lon: { type: ["number", "null"], description: "the map point's longitude, with lat or neither" },
  wing: { type: "string", description: "the organising wing's slug, or empty" },
  photo: { type: ["integer", "null"], description: "a photo's id in the media library" },
  lang: { type: "string", description: listText(LANGS) },
  status: { type: "string", description: listText(EVENT_STATUSES) },
  dateToBeAnnounced: flag,
  statusNote: { type: "string", description: "cancelled: the one-line reason (required); postponed: an optional note" },
  showAttendanceCount: flag,
} as const;

const ADMIN_EVENT = answerObject({
  ...EVENT_FORM_PROPERTIES,
  id: count,
  kind: { type: "string", enum: [...EVENT_KINDS] },
  status: { type: "string", enum: [...EVENT_STATUSES] },
  lang: { type: "string", enum: [...LANGS] },
  district: text,
  url: { type: "string", description: "the event page's path, /events/{slug}" },
  sequence: count,
  slugLocked: flag,
  previousStartsAt: textOrNull,
  attendingCount: count,
  createdAt: isoTime,
  updatedAt: isoTime,
  updatedBy: textOrNull,
});

const ATTENDANCE = answerObject({ id: count, eventSlug: text, name: text, mobile: text, district: text, email: textOrNull, createdAt: isoTime });

// Query strings and paths are declared as the text they arrive as: the routes read them and answer
// a bad value with a sentence naming it (an unknown district, a page that is not a number).
const pageQuery = { type: "string", description: "a whole number from 1" } as const;
const slugParams = { type: "object", required: ["slug"], properties: { slug: { type: "string", description: "the event's address" } } } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", description: "the event's id" } } } as const;

const listPage = pageOf("events", PUBLIC_EVENT);
const publicEventPage = {
  ...listPage,
  properties: { ...listPage.properties, others: { ...count, description: "with lang: how many events of the same list are in other languages" } },
} as const;

/**
 * The list's query: `when` and `page` are refused here with their sentence, and so are the wing, kind
 * and language filters, each with its sentence on its field. The district is checked by the route,
 * against the live release's districts.
 */
export const EVENT_LIST_SCHEMA = {
  summary: "One page of events, 9 a page: upcoming soonest first, or past newest first",
  querystring: {
    type: "object",
    properties: {
      when: { type: "string", enum: ["upcoming", "past"], description: "upcoming (the default) or past", errorMessage: englishText("eventsBadWhen") },
      page: { ...pageNumberQuery(englishText("newsBadPage"), 6).properties.page, description: "a whole number from 1" },
      district: { type: "string", description: "a district by its English name (Charsadda), in any case, or its slug (dera-ismail-khan)" },
      wing: { ...emptyOrOneOf(WING_SLUGS, englishText("eventsBadWing")), description: "a wing slug" },
      kind: { ...emptyOrOneOf(EVENT_KINDS, englishText("eventsBadKind")), description: listText(EVENT_KINDS) },
      lang: { ...emptyOrOneOf(LANGS, englishText("newsBadLanguage")), description: `only the events in this language: ${listText(LANGS)}` },
    },
    ...fieldErrors(["wing", "kind", "lang"]),
  },
  response: { 200: publicEventPage, ...errors(400) },
} as const;

export const EVENT_SCHEMA_ONE = {
  summary: "One public event by its slug (drafts are not found)",
  params: slugParams,
  response: { 200: PUBLIC_EVENT, ...errors(404) },
} as const;

export const ATTENDANCE_POST_SCHEMA = {
  summary: "\"I will attend\": name, mobile, district, optional email, consent, and the solved bot check",
  params: slugParams,
  headers: { type: "object", properties: { "idempotency-key": { type: "string", description: "1 to 200 visible ASCII characters" } } },
  body: {
    type: "object",
    properties: {
      name: text,
      mobile: { type: "string", description: "a Pakistani mobile or an international number; Eastern digits are read as 0-9" },
      district: { type: "string", description: "a district by its English name (Charsadda)" },
      email: text,
      consent: { type: "boolean", description: "must be true" },
      website: { type: "string", description: "the honeypot: leave empty" },
      altcha: { type: "string", description: "the solved bot check (GET /api/challenge)" },
    },
  },
  response: { 201: ERROR, ...errors(400, 404, 409, 422, 429) },
} as const;

export const ADMIN_EVENT_LIST_SCHEMA = {
  summary: "The console's events, 20 a page, latest start first",
  querystring: {
    type: "object",
    properties: { page: pageQuery, status: { type: "string", description: `empty or ${listText(EVENT_STATUSES)}` } },
  },
  response: { 200: pageOf("events", ADMIN_EVENT), ...errors(400, 401, 403) },
} as const;

export const ADMIN_EVENT_ONE_SCHEMA = {
  summary: "One event as the console edits it",
  params: idParams,
  response: { 200: ADMIN_EVENT, ...errors(401, 403, 404) },
} as const;

const EVENT_BODY = { type: "object", properties: EVENT_FORM_PROPERTIES } as const;

export const ADMIN_EVENT_CREATE_SCHEMA = {
  summary: "Create an event (a draft, or public at once)",
  body: EVENT_BODY,
  response: { 201: ADMIN_EVENT, ...errors(400, 401, 403, 409) },
} as const;

export const ADMIN_EVENT_UPDATE_SCHEMA = {
  summary: "Save every field of an event; its sequence grows",
  params: idParams,
  body: EVENT_BODY,
  response: { 200: ADMIN_EVENT, ...errors(400, 401, 403, 404, 409) },
} as const;

export const ADMIN_EVENT_DELETE_SCHEMA = {
  summary: "Delete a draft that was never public (an event that has been public is cancelled instead)",
  params: idParams,
  response: { 204: { type: "null", description: "Deleted" }, ...errors(401, 403, 404, 409) },
} as const;

export const ADMIN_EVENT_DISTRICTS_SCHEMA = {
  summary: "The districts an event may name, as the live site has them: slug and English name",
  response: {
    200: {
      type: "object",
      required: ["districts"],
      properties: {
        districts: { type: "array", items: { type: "object", required: ["slug", "name"], properties: { slug: text, name: text } } },
      },
    },
    ...errors(401, 403),
  },
} as const;

export const ADMIN_ATTENDANCE_LIST_SCHEMA = {
  summary: "Who said they will attend, 50 a page, newest first; q finds a name, mobile number or district",
  params: idParams,
  querystring: {
    type: "object",
    properties: {
      page: pageQuery,
      q: { type: "string", description: "at most 200 characters are used" },
      format: { type: "string", description: "csv: every answer as a CSV file (audited) instead of a page of JSON" },
    },
  },
  response: {
    200: { ...pageOf("attendances", ATTENDANCE), description: "a page of JSON, or with format=csv the text/csv file" },
    ...errors(400, 401, 403, 404),
  },
} as const;
