/**
 * The public events API: GET /api/events (9 a page, upcoming or past, filtered by district, wing,
 * kind and language), GET /api/events/:slug (never a draft), and POST /api/events/:slug/attendance
 * ("I will attend", attendance.ts).
 */
import type { FastifyInstance } from "fastify";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { englishText } from "../platform/language";
import { badRequest, notFound } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import type { FormSubmission } from "../forms/formSubmission";
import { SLUG_MAX, type Attendance } from "./attendance";
import type { EventFilters, EventRepository } from "./eventRepository";
import { ATTENDANCE_POST_SCHEMA, EVENT_LIST_SCHEMA, EVENT_NOT_FOUND, EVENT_SCHEMA_ONE } from "./eventSchemas";

type ListQuery = RouteOf<typeof EVENT_LIST_SCHEMA>["Querystring"];

/**
 * The query's filters. The wing, kind and language were checked by the route's schema; the district is
 * checked here, because it names one of the live release's districts, which a static schema cannot
 * know. An empty value is "any": a form's empty select sends `district=`.
 */
export function apiFiltersOf({ district, wing, kind, lang }: ListQuery, districts: DistrictDirectory): EventFilters {
  const filters: EventFilters = {};
  if (district) {
    // A district by its English name, in any case, or by its slug (the pages' address form, which the site's own lists send).
    const slug = districts.slugOf(district) ?? districts.bySlug(district)?.slug;
    const message = englishText("eventsBadDistrict");
    if (!slug) throw badRequest(message, { district: message });
    filters.district = slug;
  }
  if (wing) filters.wing = wing;
  if (kind) filters.kind = kind;
  if (lang) filters.lang = lang;
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
