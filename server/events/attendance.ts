/**
 * "I will attend": an event's answers, taken through the public forms' path (server/forms/): the
 * form read and its bot check verified by forms, then the event's own rule (it must take answers
 * now, decided when the answer is stored, not when the form was shown), then the answer stored in
 * the forms' transaction and the event's listeners told. Forms never call back into events.
 */
import type { FastifyRequest } from "fastify";
import type { Lang } from "../../contract/i18n/locales";
import { ATTENDANCE_SUCCESS, type AttendanceValues } from "../../contract/validation/attendance";
import { compactPhone } from "../../contract/validation/forms";
import { conflict, notFound } from "../platform/refusal";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { attendanceSchemaIn } from "../forms/formSchemas";
import type { FormSpec, FormSubmission } from "../forms/formSubmission";
import type { StoredAnswer } from "../forms/submissions";
import type { EventRepository } from "./eventRepository";
import { EVENT_CANCELLED, EVENT_ENDED, EVENT_NOT_FOUND } from "./eventSchemas";

/** Longer slugs name no event (the public routes' limit). */
export const SLUG_MAX = 200;

export type AttendanceOptions = { events: EventRepository; forms: FormSubmission; districts: DistrictDirectory };

export function createAttendance({ events, forms, districts }: AttendanceOptions) {
  /** The form as each event takes it: a key belongs to its event's address. */
  const formOf = (slug: string): FormSpec<AttendanceValues> => ({
    form: "attendance",
    schemaOf: (lang: Lang) => attendanceSchemaIn(lang, districts.all()),
    normalise: (values) => ({ ...values, mobile: compactPhone(values.mobile) }),
    route: `attendance:${slug}`,
  });

  return {
    /** Takes one answer for the event at `slug`; what is refused is thrown. */
    async take(request: FastifyRequest, slug: string): Promise<StoredAnswer> {
      const submission = await forms.read(request, formOf(slug));
      const state = slug.length <= SLUG_MAX ? events.attendanceState(slug) : ({ state: "not-found" } as const);
      if (state.state === "not-found") throw notFound(EVENT_NOT_FOUND);
      if (state.state !== "open") throw conflict(state.state === "cancelled" ? EVENT_CANCELLED : EVENT_ENDED);
      const { name, mobile, district, email } = submission.values;
      const stored = forms.store(submission, () => events.addAttendance(state.id, { name, mobile, district, email }, submission.meta), {
        status: 201,
        body: { message: ATTENDANCE_SUCCESS },
      });
      if (!stored.replayed) events.attendanceChanged(state.id);
      return stored;
    },
  };
}

export type Attendance = ReturnType<typeof createAttendance>;
