import { Form, Formik } from "formik";
import React, { useCallback, useRef } from "react";
import { useCaptcha } from "../../hooks/useCaptcha";
import { useFormSubmission } from "../../hooks/useFormSubmission";
import { useFormText } from "../../hooks/useFormText";
import { useLazySchema } from "../../hooks/useLazySchema";
import { useRetentionPeriod } from "../../hooks/useRetentionPeriod";
import { useT, useTParts } from "../../i18n";
import { API_PATHS } from "../../lib/api/paths";
import { RETENTION } from "../../../contract/lib/retention";
import { fontSizes, space } from "../../theme";
import { EMPTY_ATTENDANCE, attendanceSchema, type AttendanceFormValues } from "../../../contract/validation/attendance";
import { MOBILE_EXAMPLE } from "../../../contract/validation/forms";
import Captcha from "../forms/Captcha";
import CheckboxField from "../forms/CheckboxField";
import FormField from "../forms/FormField";
import FormEnd from "../forms/FormEnd";
import { keepTogether } from "../forms/fieldStyles";
import { fieldGrid, formCard, requiredNote, wide } from "../forms/formLayout";
import type { DistrictChoice } from "../../lib/districtChoice";

/**
 * "I will attend": POST `events/{slug}/attendance` with the contact form's machinery (the same
 * fields, captcha, bot check, idempotency key, banners); the model is contract/validation/attendance.ts.
 * The server answers 409 with its reason when the event was cancelled or ended meanwhile.
 */
export default function AttendanceForm({
  slug,
  districts,
}: {
  slug: string;
  /** The districts offered (data/districts/, in the page's context): the English name is sent. */
  districts: readonly DistrictChoice[];
}) {
  const t = useT();
  const tParts = useTParts();
  const period = useRetentionPeriod();
  const { text } = useFormText();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  const rules = useCallback(
    (formText: typeof text) => attendanceSchema(formText, districts.map((district) => district.value)),
    [districts],
  );
  const schema = useLazySchema(rules, text);
  const { banner, onSubmit } = useFormSubmission<AttendanceFormValues>({
    endpoint: API_PATHS.attendance(slug),
    successMessage: t("forms.attendanceSuccess"),
    captcha,
    // What is sent is the schema's own cast (text trimmed, Eastern digits as 0-9): what the server stores.
    toPayload: (values) => schema().cast(values),
  });

  return (
    <Formik initialValues={EMPTY_ATTENDANCE} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate method="post" aria-labelledby="attend-title" css={formCard}>
          <h2 id="attend-title" css={{ fontSize: fontSizes.xl, marginBottom: space(1) }}>
            {t("events.attendTitle")}
          </h2>
          <p css={{ margin: `0 0 ${space(2)}` }}>{t("events.attendIntro")}</p>
          <p css={requiredNote}>{t("events.attendRequiredNote")}</p>
          <div css={fieldGrid}>
            <FormField name="name" label={t("events.label.name")} autoComplete="name" maxLength={100} />
            <FormField
              name="mobile"
              label={t("events.label.mobile")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={tParts("events.hint.mobile", { local: <bdi dir="ltr" css={keepTogether}>{MOBILE_EXAMPLE}</bdi> })}
              dir="ltr"
            />
            <FormField
              control="select"
              name="district"
              label={t("events.label.district")}
              placeholder={t("events.chooseDistrict")}
              options={districts}
              autoComplete="address-level2"
            />
            <FormField
              name="email"
              label={t("events.label.email")}
              optional
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              dir="ltr"
            />
            <CheckboxField
              css={wide}
              name="consent"
              label={t("events.consent", { period: period(RETENTION.attendanceDaysAfterEvent, "days") })}
            />
            <div css={wide}>
              <Captcha captcha={captcha} id="attend-captcha" />
            </div>
          </div>
          <FormEnd
            formRef={formRef}
            captcha={captcha}
            submitting={isSubmitting}
            label={t("events.attendSubmit")}
            pendingLabel={t("events.attendSubmitting")}
            banner={banner}
          />
        </Form>
      )}
    </Formik>
  );
}
