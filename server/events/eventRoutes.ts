/**
 * The public events API: GET /api/events (9 a page, upcoming or past, filtered by district, wing,
 * kind and language), GET /api/events/:slug (never a draft), and POST /api/events/:slug/attendance
 * ("I will attend", attendance.ts).
 */
import type { FastifyInstance } from "fastify";
import { LANGS, type Lang } from "../../contract/i18n/locales";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { EVENT_KINDS, type EventKind } from "../../contract/validation/event";
import { WING_SLUGS } from "../../contract/validation/forms";
import { englishText } from "../platform/language";
import { badRequest, notFound } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import type { FormSubmission } from "../forms/formSubmission";
import { SLUG_MAX, type Attendance } from "./attendance";
import type { EventFilters, EventRepository } from "./eventRepository";
import { ATTENDANCE_POST_SCHEMA, EVENT_LIST_SCHEMA, EVENT_NOT_FOUND, EVENT_SCHEMA_ONE } from "./eventSchemas";

type ListQuery = RouteOf<typeof EVENT_LIST_SCHEMA>["Querystring"];

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** A filter that names nothing: 400 with its sentence, on its field. */
const badFilter = (field: keyof ListQuery, message: string) => badRequest(message, { [field]: message });

/** The query's filters; a wrong one is refused, named. */
export function apiFiltersOf(query: ListQuery, districts: DistrictDirectory): EventFilters {
  const filters: EventFilters = {};
  // An empty value is "any": a form's empty select sends `district=`.
  if (query.district) {
    // A district by its English name, in any case, or by its slug (the pages' address form, which the site's own lists send).
    const district = districts.slugOf(query.district) ?? districts.bySlug(query.district)?.slug;
    if (!district) throw badFilter("district", englishText("eventsBadDistrict"));
    filters.district = district;
  }
  if (query.wing) {
    if (!oneOf(WING_SLUGS, query.wing)) throw badFilter("wing", englishText("eventsBadWing"));
    filters.wing = query.wing;
  }
  if (query.kind) {
    if (!oneOf<EventKind>(EVENT_KINDS, query.kind)) throw badFilter("kind", englishText("eventsBadKind"));
    filters.kind = query.kind;
  }
  if (query.lang) {
    if (!oneOf<Lang>(LANGS, query.lang)) throw badFilter("lang", englishText("newsBadLanguage"));
    filters.lang = query.lang;
  }
  return filters;
}

export type EventRoutesOptions = { events: EventRepository; attendance: Attendance; forms: FormSubmission; districts: DistrictDirectory };

export async function eventRoutes(app: FastifyInstance, { events, attendance, forms, districts }: EventRoutesOptions) {
  app.get<RouteOf<typeof EVENT_LIST_SCHEMA>>("/events", { schema: EVENT_LIST_SCHEMA }, async (request) => {
    const { when = "upcoming", page } = request.query;
    return events[when](apiFiltersOf(request.query, districts), page ? Number(page) : 1);
  });

  app.get<RouteOf<typeof EVENT_SCHEMA_ONE>>("/events/:slug", { schema: EVENT_SCHEMA_ONE }, async (request) => {
    const event = request.params.slug.length <= SLUG_MAX ? events.findPublic(request.params.slug) : undefined;
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  });

  app.post<RouteOf<typeof ATTENDANCE_POST_SCHEMA>>(
    "/events/:slug/attendance",
    { ...forms.routeOptions("attendance"), schema: ATTENDANCE_POST_SCHEMA },
    async (request, reply) => forms.answer(reply, await attendance.take(request, request.params.slug)),
  );
}
