/**
 * What the console's event form sent, made ready to save: validated with the form's own schema,
 * the body sanitised with the newsroom's allowlist, the photo taken from the media library, the
 * slug and times settled. A save and a preview of unsaved values check alike, so the preview
 * refuses exactly what the save would.
 */
import { suggestedEventSlug } from "../../contract/lib/eventSlug";
import { slugify } from "../../contract/lib/slugify";
import { eventSchema, type EventFormValues } from "../../contract/validation/event";
import { WING_SLUGS } from "../../contract/validation/forms";
import { hasBodyText } from "../../contract/validation/news";
import { INVALID_SUBMISSION, validateWith, type DraftResult, type FieldErrors } from "../platform/bodyValidation";
import type { Clock } from "../platform/clock";
import type { MediaRepository } from "../media/mediaRepository";
import { sanitizeArticleOnServer } from "../news/articleSanitizer";
import type { DistrictDirectory, DistrictEntry } from "../districts/districtDirectory";
import type { AdminEvent, EventDraft, EventRepository } from "./eventRepository";

export const DUPLICATE_SLUG = "Another event already uses this address.";
export const SLUG_LOCKED = "The address cannot change once the event has been public: links and calendars point to it.";
export const NO_DRAFT_AGAIN = "An event that has been public cannot become a draft again: mark it cancelled instead.";
export const NO_SUCH_PHOTO = "Choose a photo from the library";
export const NO_SUCH_WING = "Choose a wing from the list";
export const EMPTY_DESCRIPTION = "Describe the event";
export const START_NOT_ISO = "Enter the start as an ISO date and time with its offset (2026-11-24T09:30:00Z)";
export const END_NOT_ISO = "Enter the end as an ISO date and time with its offset (2026-11-24T11:30:00Z)";
/** How far from now an event's dates may be: further is a mistyped year. */
export const EVENT_YEARS_BACK = 1;
export const EVENT_YEARS_AHEAD = 5;
export const EVENT_MAX_DAYS = 31;
export const START_TOO_EARLY = `The start is more than ${EVENT_YEARS_BACK} year in the past: check the year`;
export const START_TOO_LATE = `The start is more than ${EVENT_YEARS_AHEAD} years ahead: check the year`;
export const TOO_LONG = `An event lasts at most ${EVENT_MAX_DAYS} days: check the end's date`;

const YEAR_MS = 365.25 * 86_400_000;
/** An ISO 8601 time with its offset, as the console sends it: a bare "2026" or "March 3" is not a time. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?(?:Z|[+-]\d\d:\d\d)$/;


export type EventDraftOptions = {
  events: EventRepository;
  mediaLibrary: MediaRepository;
  now: Clock;
  /** The districts an event may name: the live release's. */
  districts: DistrictDirectory;
};

export function createEventDrafts({ events, mediaLibrary, now, districts }: EventDraftOptions) {
  /** A free address made from the title (or, for a title in Urdu or Pashto, from kind, district and date): -2, -3... when taken. */
  function freeSlug(values: EventFormValues): string {
    const base = slugify(values.title) || suggestedEventSlug(values);
    let slug = base;
    for (let n = 2; events.slugOwner(slug) !== undefined; n += 1) slug = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    return slug;
  }

  // One schema per district list: the list is another only when another release goes live.
  const schemas = new WeakMap<readonly DistrictEntry[], ReturnType<typeof eventSchema>>();
  const schemaNow = () => {
    const list = districts.all();
    let schema = schemas.get(list);
    if (!schema) {
      schema = eventSchema(list.map((district) => district.name));
      schemas.set(list, schema);
    }
    return schema;
  };

  /** The values as a save of them would store them (`existing`: the event they change), or why they cannot be saved. */
  async function draftOf(input: unknown, existing?: AdminEvent): Promise<DraftResult<EventDraft>> {
    const result = await validateWith<EventFormValues>(schemaNow(), input);
    if (!result.ok) return { ok: false, refusal: { status: 400, body: { message: result.body.message, errors: result.body.errors ?? {} } } };
    const values = result.values;
    const errors: FieldErrors = {};
    const body = sanitizeArticleOnServer(values.body);
    if (!hasBodyText(body)) errors.body = EMPTY_DESCRIPTION;
    if (values.photo !== null && !mediaLibrary.find(values.photo)) errors.photo = NO_SUCH_PHOTO;
    if (values.wing && !(WING_SLUGS as readonly string[]).includes(values.wing)) errors.wing = NO_SUCH_WING;
    if (!ISO_TIME.test(values.startsAt)) errors.startsAt = START_NOT_ISO;
    if (!ISO_TIME.test(values.endsAt)) errors.endsAt = END_NOT_ISO;
    const startsAt = new Date(values.startsAt).toISOString();
    const endsAt = new Date(values.endsAt).toISOString();
    // Dates already saved stay valid as time passes: only new or moved dates are checked against now.
    const moved = !existing || existing.startsAt !== startsAt || existing.endsAt !== endsAt;
    if (moved && !errors.startsAt) {
      const start = Date.parse(startsAt);
      if (start < now() - EVENT_YEARS_BACK * YEAR_MS) errors.startsAt = START_TOO_EARLY;
      else if (start > now() + EVENT_YEARS_AHEAD * YEAR_MS) errors.startsAt = START_TOO_LATE;
      else if (!errors.endsAt && Date.parse(endsAt) - start > EVENT_MAX_DAYS * 86_400_000) errors.endsAt = TOO_LONG;
    }
    if (existing?.slugLocked && values.status === "draft") errors.status = NO_DRAFT_AGAIN;
    const slug = values.slug || existing?.slug || freeSlug(values);
    if (existing?.slugLocked && slug !== existing.slug) errors.slug = SLUG_LOCKED;
    if (Object.keys(errors).length) return { ok: false, refusal: { status: 400, body: { message: INVALID_SUBMISSION, errors } } };
    const owner = events.slugOwner(slug);
    if (owner !== undefined && owner !== existing?.id) {
      return { ok: false, refusal: { status: 409, body: { message: DUPLICATE_SLUG, errors: { slug: DUPLICATE_SLUG } } } };
    }
    return { ok: true, draft: { ...values, slug, body, startsAt, endsAt } };
  }

  return { draftOf };
}

export type EventDrafts = ReturnType<typeof createEventDrafts>;
