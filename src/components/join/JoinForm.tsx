import { Form, Formik } from "formik";
import React, { useMemo, useRef } from "react";
import { useCaptcha } from "../../hooks/useCaptcha";
import { useFormSubmission } from "../../hooks/useFormSubmission";
import { useT } from "../../i18n";
import { space } from "../../theme";
import { API_PATHS } from "../../lib/api/paths";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, NAME_MAX } from "../../validation/forms";
import {
  EMPTY_MEMBERSHIP,
  MEMBERSHIP_SCHEMA,
  MEMBERSHIP_OPTIONS,
  toMembershipPayload,
  type MembershipFormValues,
} from "../../validation/membership";
import Captcha from "../forms/Captcha";
import ChoiceField from "../forms/ChoiceField";
import FocusFirstError from "../forms/FocusFirstError";
import FormBanner from "../forms/FormBanner";
import FormField from "../forms/FormField";
import { fieldGrid, requiredNote, wide } from "../forms/formLayout";
import FormSection from "../forms/FormSection";
import Honeypot from "../forms/Honeypot";
import SubmitButton from "../forms/SubmitButton";

export type WingOption = { slug: string; title: string };

const {
  gender: genderOptions,
  residentialStatus: residentialOptions,
  education: educationOptions,
  profession: professionOptions,
  province: provinceOptions,
  partyVoted: partyOptions,
} = MEMBERSHIP_OPTIONS;

/** The membership application: POST `join-qwp`; the model is in src/validation/membership.ts. */
export default function JoinForm({ wings }: { wings: readonly WingOption[] }) {
  const t = useT();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  const { banner, onSubmit } = useFormSubmission<MembershipFormValues>({
    endpoint: API_PATHS.joinQwp,
    successMessage: t("forms.membershipSuccess"),
    captcha,
    toPayload: toMembershipPayload,
  });
  const wingOptions = useMemo(
    () => wings.map((wing) => ({ value: wing.slug, label: wing.title })),
    [wings],
  );

  return (
    <Formik
      initialValues={EMPTY_MEMBERSHIP}
      validationSchema={MEMBERSHIP_SCHEMA}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate method="post" aria-labelledby="join-form-title">
          <h2 id="join-form-title" css={{ fontSize: "1.5rem", marginBottom: space(1) }}>
            Membership application
          </h2>
          <p css={requiredNote}>All fields are required unless marked optional.</p>

          <FormSection step={1} title="Personal Information">
            <div css={fieldGrid}>
              <FormField
                name="firstName"
                label="First name"
                autoComplete="given-name"
                maxLength={NAME_MAX}
              />
              <FormField
                name="lastName"
                label="Last name"
                autoComplete="family-name"
                maxLength={NAME_MAX}
              />
              <FormField
                name="fatherHusbandName"
                label="Father's / Husband's name"
                autoComplete="off"
                maxLength={NAME_MAX}
              />
              <ChoiceField name="gender" label="Gender" options={genderOptions} />
              <ChoiceField
                name="residentialStatus"
                label="Residential status"
                options={residentialOptions}
              />
              <FormField
                name="cnicCrc"
                label="CNIC / CRC number"
                placeholder="12345-1234567-1"
                hint="13 digits; dashes are optional."
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
              />
              <FormField
                name="yearOfBirth"
                label="Year of birth"
                hint={`Between ${BIRTH_YEAR_MIN} and ${BIRTH_YEAR_MAX}.`}
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                placeholder="e.g. 1990"
              />
              <FormField
                name="mobile"
                label="Mobile number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint="e.g. 0300 1234567, or +44 7911 123456 from abroad."
              />
              <FormField
                css={wide}
                name="email"
                label="Email address"
                optional
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
              />
            </div>
          </FormSection>

          <FormSection step={2} title="Education & Profession">
            <div css={fieldGrid}>
              <FormField
                control="select"
                name="education"
                label="Education"
                placeholder="Select education level"
                options={educationOptions}
              />
              <FormField
                control="select"
                name="profession"
                label="Profession"
                placeholder="Select profession"
                options={professionOptions}
              />
              <FormField
                css={wide}
                control="select"
                name="politicalWing"
                label="Wing you would like to join"
                optional
                placeholder="No preference"
                options={wingOptions}
              />
            </div>
          </FormSection>

          <FormSection step={3} title="Location Information">
            <div css={fieldGrid}>
              <FormField
                control="select"
                name="province"
                label="Province"
                placeholder="Select province"
                options={provinceOptions}
              />
              <FormField
                name="district"
                label="District"
                optional
                autoComplete="address-level2"
                maxLength={80}
              />
              <FormField
                name="nationalAssembly"
                label="National Assembly constituency"
                optional
                hint="e.g. NA-32"
                maxLength={80}
              />
              <FormField
                name="provincialAssembly"
                label="Provincial Assembly constituency"
                optional
                hint="e.g. PK-75"
                maxLength={80}
              />
              <FormField name="unionCouncil" label="Union council" optional maxLength={80} />
              <FormField
                control="select"
                name="partyVoted"
                label="Party you voted for last"
                optional
                placeholder="Prefer not to say"
                options={partyOptions}
              />
            </div>
          </FormSection>

          <FormSection step={4} title="Security Verification">
            <Captcha captcha={captcha} id="join-captcha" />
          </FormSection>

          <Honeypot />
          <FocusFirstError formRef={formRef} />
          <p css={[requiredNote, { marginTop: space(6), marginBottom: space(4) }]}>
            By submitting you agree to the use of your details described in the{" "}
            <a href="#privacy-notice">privacy notice</a>.
          </p>
          <SubmitButton
            submitting={isSubmitting}
            ready={captcha.question !== null}
            label="Submit Application"
            pendingLabel="Submitting..."
          />
          <FormBanner banner={banner} />
        </Form>
      )}
    </Formik>
  );
}
