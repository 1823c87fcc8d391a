/**
 * The public events API: GET /api/events (9 a page, upcoming or past, filtered by district, wing,
 * kind and language), GET /api/events/:slug (never a draft), and POST /api/events/:slug/attendance
 * ("I will attend": the public forms' own path, server/forms/formSubmission.ts).
 */
import type { FastifyInstance } from "fastify";
import { LANGS, type Lang } from "../../contract/i18n/locales";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { ATTENDANCE_SUCCESS, type AttendanceValues } from "../../contract/validation/attendance";
import { EVENT_KINDS, type EventKind } from "../../contract/validation/event";
import { WING_SLUGS, compactPhone } from "../../contract/validation/forms";
import { englishText } from "../platform/language";
import { attendanceSchemaIn } from "../forms/formSchemas";
import type { FormSubmission } from "../forms/formSubmission";
import type { SubmissionRepository } from "../forms/submissions";
import type { EventFilters, EventRepository } from "./eventRepository";
import { ATTENDANCE_POST_SCHEMA, EVENT_LIST_SCHEMA, EVENT_SCHEMA_ONE } from "./eventSchemas";

export const EVENT_NOT_FOUND = englishText("eventNotFound");
export const EVENT_CANCELLED = englishText("eventCancelled");
export const EVENT_ENDED = englishText("eventEnded");
export const BAD_PAGE = englishText("newsBadPage");

const PAGE = /^[1-9]\d{0,5}$/;
const SLUG_MAX = 200;

type ListQuery = { when?: string; page?: string; district?: string; wing?: string; kind?: string; lang?: string };

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

type FilterError = { message: string; errors: Record<string, string> };
const filterError = (field: keyof ListQuery, message: string): FilterError => ({ message, errors: { [field]: message } });

/** The query's filters, or the error that names the wrong one. */
export function apiFiltersOf(query: ListQuery, districts: DistrictDirectory): { filters: EventFilters } | { error: FilterError } {
  const filters: EventFilters = {};
  // An empty value is "any": a form's empty select sends `district=`.
  if (query.district) {
    // A district by its English name, in any case, or by its slug (the pages' address form, which the site's own lists send).
    const district = districts.slugOf(query.district) ?? districts.bySlug(query.district)?.slug;
    if (!district) return { error: filterError("district", englishText("eventsBadDistrict")) };
    filters.district = district;
  }
  if (query.wing) {
    if (!oneOf(WING_SLUGS, query.wing)) return { error: filterError("wing", englishText("eventsBadWing")) };
    filters.wing = query.wing;
  }
  if (query.kind) {
    if (!oneOf<EventKind>(EVENT_KINDS, query.kind)) return { error: filterError("kind", englishText("eventsBadKind")) };
    filters.kind = query.kind;
  }
  if (query.lang) {
    if (!oneOf<Lang>(LANGS, query.lang)) return { error: filterError("lang", englishText("newsBadLanguage")) };
    filters.lang = query.lang;
  }
  return { filters };
}

export type EventRoutesOptions = { events: EventRepository; submissions: SubmissionRepository; forms: FormSubmission; districts: DistrictDirectory };

export async function eventRoutes(app: FastifyInstance, { events, submissions, forms, districts }: EventRoutesOptions) {
  app.get<{ Querystring: ListQuery }>("/events", { schema: EVENT_LIST_SCHEMA }, async (request, reply) => {
    const { when = "upcoming", page: rawPage } = request.query;
    if (when !== "upcoming" && when !== "past") return reply.code(400).send({ message: englishText("eventsBadWhen") });
    const page = rawPage === undefined || rawPage === "" ? 1 : PAGE.test(rawPage) ? Number(rawPage) : undefined;
    if (!page) return reply.code(400).send({ message: BAD_PAGE });
    const parsed = apiFiltersOf(request.query, districts);
    if ("error" in parsed) return reply.code(400).send(parsed.error);
    return when === "upcoming" ? events.upcoming(parsed.filters, page) : events.past(parsed.filters, page);
  });

  app.get<{ Params: { slug: string } }>("/events/:slug", { schema: EVENT_SCHEMA_ONE }, async (request, reply) => {
    const event = request.params.slug.length <= SLUG_MAX ? events.findPublic(request.params.slug) : undefined;
    if (!event) return reply.code(404).send({ message: EVENT_NOT_FOUND });
    return event;
  });

  app.post<{ Params: { slug: string } }>(
    "/events/:slug/attendance",
    { ...forms.routeOptions("attendance"), schema: ATTENDANCE_POST_SCHEMA },
    forms.handler<AttendanceValues>(
      "attendance",
      (lang) => attendanceSchemaIn(lang, districts.all()),
      (values) => ({ ...values, mobile: compactPhone(values.mobile) }),
      ({ name, mobile, district, email }, idem, request, spend) => {
        const slug = (request.params as { slug: string }).slug;
        // Whether the event takes attendance is decided when the answer is stored, not when the form was shown.
        const state = slug.length <= SLUG_MAX ? events.attendanceState(slug) : ({ state: "not-found" } as const);
        if (state.state === "not-found") return { status: 404, body: { message: EVENT_NOT_FOUND }, replayed: false };
        if (state.state !== "open") {
          return { status: 409, body: { message: state.state === "cancelled" ? EVENT_CANCELLED : EVENT_ENDED }, replayed: false };
        }
        const meta = forms.metaOf(request);
        const stored = submissions.store(
          () => events.addAttendance(state.id, { name, mobile, district, email }, meta),
          { status: 201, body: { message: ATTENDANCE_SUCCESS } },
          meta.now,
          idem,
          spend,
        );
        if (!stored.replayed) events.attendanceChanged(state.id);
        return stored;
      },
      (request) => `attendance:${(request.params as { slug: string }).slug}`,
    ),
  );
}
