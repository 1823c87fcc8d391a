import { css } from "@emotion/react";
import React, { useMemo } from "react";
import { useFormText } from "../../hooks/useFormText";
import { useT, useTParts } from "../../i18n";
import { space } from "../../theme";
import { API_PATHS } from "../../lib/api/paths";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, NAME_MAX } from "../../../contract/validation/forms";
import {
  CNIC_DIGITS,
  CNIC_EXAMPLE,
  EMPTY_MEMBERSHIP,
  MOBILE_EXAMPLE,
  membershipOptions,
  membershipSchema,
} from "../../../contract/validation/membership";
import ChoiceField from "../forms/ChoiceField";
import FormField from "../forms/FormField";
import PublicForm from "../forms/PublicForm";
import { keepTogether } from "../forms/fieldStyles";
import { fieldGrid, requiredNote, wide } from "../forms/formLayout";
import FormSection from "../forms/FormSection";

/** A wing the form offers: its slug is stored, its title shown (lang when it is not the page's language). */
export type WingOption = { slug: string; title: string; lang?: string };

import type { DistrictChoice } from "../../lib/districtChoice";
export type { DistrictChoice } from "../../lib/districtChoice";

const KHYBER_PAKHTUNKHWA = "khyber-pakhtunkhwa";

/** The hints' examples: an overseas mobile, and a year of birth as the placeholder shows it. */
const MOBILE_EXAMPLE_ABROAD = "+44 7911 123456";
const YEAR_EXAMPLE = 1990;

/** Where the applicant votes, from the largest constituency down, with an example of how each is written. */
const CONSTITUENCY_FIELDS = [
  { name: "nationalAssembly", example: "NA-32" },
  { name: "provincialAssembly", example: "PK-75" },
  { name: "unionCouncil", example: undefined },
] as const;

const agreementStyle = css(requiredNote, { marginTop: 0, marginBottom: space(4) });

/** The membership application: POST `join-qwp`; the model is in contract/validation/membership.ts. */
export default function JoinForm({
  wings,
  districts,
}: {
  wings: readonly WingOption[];
  districts: readonly DistrictChoice[];
}) {
  const t = useT();
  const tParts = useTParts();
  const { formatNumber } = useFormText();
  const options = useMemo(
    () => membershipOptions((list, value) => t(`join.${list}.${value}`)),
    [t],
  );
  const wingOptions = useMemo(
    () => wings.map((wing) => ({ value: wing.slug, label: wing.title, lang: wing.lang })),
    [wings],
  );
  const exampleHint = (value: string) =>
    tParts("join.hint.constituency", {
      example: (
        <bdi dir="ltr" css={keepTogether}>
          {value}
        </bdi>
      ),
    });

  // What is sent is the schema's own cast: text trimmed, the CNIC/CRC written 12345-1234567-1
  // and the year a number, exactly as the server will store them.
  return (
    <PublicForm
      titleId="join-form-title"
      title={t("join.formTitle")}
      requiredNote={t("join.requiredNote")}
      initialValues={EMPTY_MEMBERSHIP}
      rules={membershipSchema}
      endpoint={API_PATHS.joinQwp}
      successMessage={t("forms.membershipSuccess")}
      captchaId="join-captcha"
      submitLabel={t("join.submit")}
      pendingLabel={t("join.submitting")}
      note={
        <p css={agreementStyle}>
          {tParts("join.agreement", {
            link: <a href="#privacy-notice">{t("join.agreementLink")}</a>,
          })}
        </p>
      }
    >
      {({ values, captcha }) => (
        <>
          <FormSection step={1} title={t("join.section.personal")}>
            <div css={fieldGrid}>
              <FormField
                name="firstName"
                label={t("join.label.firstName")}
                autoComplete="given-name"
                maxLength={NAME_MAX}
              />
              <FormField
                name="lastName"
                label={t("join.label.lastName")}
                autoComplete="family-name"
                maxLength={NAME_MAX}
              />
              <FormField
                name="fatherHusbandName"
                label={t("join.label.fatherHusbandName")}
                autoComplete="off"
                maxLength={NAME_MAX}
              />
              <ChoiceField name="gender" label={t("join.label.gender")} options={options.gender} />
              <ChoiceField
                name="residentialStatus"
                label={t("join.label.residentialStatus")}
                options={options.residentialStatus}
              />
              {/* Numbers, phone numbers and e-mail addresses are typed and shown left to right in every edition. */}
              <FormField
                name="cnicCrc"
                label={t("join.label.cnicCrc")}
                placeholder={CNIC_EXAMPLE}
                hint={t("join.hint.cnicCrc", { count: formatNumber(CNIC_DIGITS) })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                dir="ltr"
              />
              <FormField
                name="yearOfBirth"
                label={t("join.label.yearOfBirth")}
                hint={t("join.hint.yearOfBirth", {
                  min: formatNumber(BIRTH_YEAR_MIN),
                  max: formatNumber(BIRTH_YEAR_MAX),
                })}
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                placeholder={t("join.placeholder.yearOfBirth", {
                  year: formatNumber(YEAR_EXAMPLE),
                })}
                dir="ltr"
              />
              <FormField
                name="mobile"
                label={t("join.label.mobile")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint={tParts("join.hint.mobile", {
                  local: (
                    <bdi dir="ltr" css={keepTogether}>
                      {MOBILE_EXAMPLE}
                    </bdi>
                  ),
                  abroad: (
                    <bdi dir="ltr" css={keepTogether}>
                      {MOBILE_EXAMPLE_ABROAD}
                    </bdi>
                  ),
                })}
                dir="ltr"
              />
              <FormField
                css={wide}
                name="email"
                label={t("join.label.email")}
                optional
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                dir="ltr"
              />
            </div>
          </FormSection>

          <FormSection step={2} title={t("join.section.education")}>
            <div css={fieldGrid}>
              <FormField
                control="select"
                name="education"
                label={t("join.label.education")}
                placeholder={t("join.placeholder.education")}
                options={options.education}
              />
              <FormField
                control="select"
                name="profession"
                label={t("join.label.profession")}
                placeholder={t("join.placeholder.profession")}
                options={options.profession}
              />
              <FormField
                css={wide}
                control="select"
                name="politicalWing"
                label={t("join.label.politicalWing")}
                optional
                placeholder={t("join.placeholder.politicalWing")}
                options={wingOptions}
              />
            </div>
          </FormSection>

          <FormSection step={3} title={t("join.section.location")}>
            <div css={fieldGrid}>
              <FormField
                control="select"
                name="province"
                label={t("join.label.province")}
                placeholder={t("join.placeholder.province")}
                options={options.province}
              />
              {/* The province's districts are the party's own list; another province's are typed. */}
              {values.province === KHYBER_PAKHTUNKHWA && districts.length > 0 ? (
                <FormField
                  control="select"
                  name="district"
                  label={t("join.label.district")}
                  placeholder={t("join.placeholder.district")}
                  options={districts}
                  optional
                  autoComplete="address-level2"
                />
              ) : (
                <FormField
                  name="district"
                  label={t("join.label.district")}
                  optional
                  autoComplete="address-level2"
                  maxLength={80}
                />
              )}
              {CONSTITUENCY_FIELDS.map(({ name, example }) => (
                <FormField
                  key={name}
                  name={name}
                  label={t(`join.label.${name}`)}
                  optional
                  hint={example && exampleHint(example)}
                  maxLength={80}
                />
              ))}
              <FormField
                control="select"
                name="partyVoted"
                label={t("join.label.partyVoted")}
                optional
                placeholder={t("join.placeholder.partyVoted")}
                options={options.partyVoted}
              />
            </div>
          </FormSection>

          <FormSection step={4} title={t("join.section.security")}>
            {captcha}
          </FormSection>
        </>
      )}
    </PublicForm>
  );
}
