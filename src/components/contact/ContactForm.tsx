import { Form, Formik } from "formik";
import React, { useRef } from "react";
import { useCaptcha } from "../../hooks/useCaptcha";
import { useFormSubmission } from "../../hooks/useFormSubmission";
import { useT } from "../../i18n";
import { space } from "../../theme";
import { API_PATHS } from "../../lib/api/paths";
import {
  CONTACT_SCHEMA,
  EMPTY_CONTACT,
  toContactPayload,
  type ContactFormValues,
} from "../../validation/contact";
import Captcha from "../forms/Captcha";
import FocusFirstError from "../forms/FocusFirstError";
import FormBanner from "../forms/FormBanner";
import FormField from "../forms/FormField";
import { fieldGrid, requiredNote, wide } from "../forms/formLayout";
import Honeypot from "../forms/Honeypot";
import SubmitButton from "../forms/SubmitButton";

/** The contact message form: POST `contacts`; the model is in src/validation/contact.ts. */
export default function ContactForm() {
  const t = useT();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  const { banner, onSubmit } = useFormSubmission<ContactFormValues>({
    endpoint: API_PATHS.contacts,
    successMessage: t("forms.contactSuccess"),
    captcha,
    toPayload: toContactPayload,
  });

  return (
    <Formik initialValues={EMPTY_CONTACT} validationSchema={CONTACT_SCHEMA} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate method="post" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" css={{ fontSize: "1.5rem", marginBottom: space(1) }}>
            Send us a message
          </h2>
          <p css={requiredNote}>All fields are required.</p>
          <div css={fieldGrid}>
            <FormField name="name" label="Full name" autoComplete="name" maxLength={100} />
            <FormField
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
            />
            <FormField
              name="contactNumber"
              label="Contact number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="For example 0300 1234567 or +92 91 5840011"
            />
            <FormField name="subject" label="Subject" maxLength={150} />
            <FormField
              css={wide}
              control="textarea"
              name="message"
              label="Message"
              rows={6}
              maxLength={5000}
            />
            <div css={wide}>
              <Captcha captcha={captcha} id="contact-captcha" />
            </div>
          </div>
          <Honeypot />
          <FocusFirstError formRef={formRef} />
          <div css={{ marginTop: space(6) }}>
            <SubmitButton
              submitting={isSubmitting}
              ready={captcha.question !== null}
              label="Send Message"
              pendingLabel="Sending..."
            />
          </div>
          <FormBanner banner={banner} />
        </Form>
      )}
    </Formik>
  );
}
