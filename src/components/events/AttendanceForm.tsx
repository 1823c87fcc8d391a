import { css } from "@emotion/react";
import React, { useCallback } from "react";
import { useRetentionPeriod } from "../../hooks/useRetentionPeriod";
import { useT, useTParts } from "../../i18n";
import { API_PATHS } from "../../lib/api/paths";
import { RETENTION } from "../../../contract/lib/retention";
import { space } from "../../theme";
import { EMPTY_ATTENDANCE, attendanceSchema } from "../../../contract/validation/attendance";
import { MOBILE_EXAMPLE } from "../../../contract/validation/forms";
import type { FormText } from "../../../contract/validation/messages";
import CheckboxField from "../forms/CheckboxField";
import FormField from "../forms/FormField";
import PublicForm from "../forms/PublicForm";
import { keepTogether } from "../forms/fieldStyles";
import { fieldGrid, formCard, wide } from "../forms/formLayout";
import type { DistrictChoice } from "../../lib/districtChoice";

const introStyle = css({ margin: `0 0 ${space(2)}` });

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
  const rules = useCallback(
    (formText: FormText) => attendanceSchema(formText, districts.map((district) => district.value)),
    [districts],
  );
  return (
    <PublicForm
      titleId="attend-title"
      title={t("events.attendTitle")}
      intro={<p css={introStyle}>{t("events.attendIntro")}</p>}
      requiredNote={t("events.attendRequiredNote")}
      look={formCard}
      initialValues={EMPTY_ATTENDANCE}
      rules={rules}
      endpoint={API_PATHS.attendance(slug)}
      successMessage={t("forms.attendanceSuccess")}
      captchaId="attend-captcha"
      submitLabel={t("events.attendSubmit")}
      pendingLabel={t("events.attendSubmitting")}
    >
      {({ captcha }) => (
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
          <div css={wide}>{captcha}</div>
        </div>
      )}
    </PublicForm>
  );
}
