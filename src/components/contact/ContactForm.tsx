import { Form, Formik } from "formik";
import React, { useRef } from "react";
import { useCaptcha } from "../../hooks/useCaptcha";
import { useFormSubmission } from "../../hooks/useFormSubmission";
import { useFormText } from "../../hooks/useFormText";
import { useLazySchema } from "../../hooks/useLazySchema";
import { useT, useTParts } from "../../i18n";
import { fontSizes, space } from "../../theme";
import { API_PATHS } from "../../lib/api/paths";
import {
  EMPTY_CONTACT,
  PHONE_EXAMPLE_LANDLINE,
  PHONE_EXAMPLE_MOBILE,
  contactSchema,
  type ContactFormValues,
} from "../../../contract/validation/contact";
import Captcha from "../forms/Captcha";
import FormField from "../forms/FormField";
import FormEnd from "../forms/FormEnd";
import { keepTogether } from "../forms/fieldStyles";
import { fieldGrid, requiredNote, wide } from "../forms/formLayout";

/** The contact message form: POST `contacts`; the model is in contract/validation/contact.ts. */
export default function ContactForm() {
  const t = useT();
  const tParts = useTParts();
  const { text } = useFormText();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  // The rules are the same in every edition; their messages are the page's.
  const schema = useLazySchema(contactSchema, text);
  const { banner, onSubmit } = useFormSubmission<ContactFormValues>({
    endpoint: API_PATHS.contacts,
    successMessage: t("forms.contactSuccess"),
    captcha,
    // What is sent is the schema's own cast (text trimmed), exactly what the server will store.
    toPayload: (values) => schema().cast(values),
  });

  return (
    <Formik initialValues={EMPTY_CONTACT} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate method="post" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" css={{ fontSize: fontSizes.xl, marginBottom: space(1) }}>
            {t("contact.formTitle")}
          </h2>
          <p css={requiredNote}>{t("contact.requiredNote")}</p>
          <div css={fieldGrid}>
            <FormField
              name="name"
              label={t("contact.label.name")}
              autoComplete="name"
              maxLength={100}
            />
            <FormField
              name="email"
              label={t("contact.label.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              dir="ltr"
            />
            <FormField
              name="contactNumber"
              label={t("contact.label.contactNumber")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={tParts("contact.hint.contactNumber", {
                mobile: <bdi dir="ltr" css={keepTogether}>{PHONE_EXAMPLE_MOBILE}</bdi>,
                landline: <bdi dir="ltr" css={keepTogether}>{PHONE_EXAMPLE_LANDLINE}</bdi>,
              })}
              dir="ltr"
            />
            <FormField name="subject" label={t("contact.label.subject")} maxLength={150} />
            <FormField
              css={wide}
              control="textarea"
              name="message"
              label={t("contact.label.message")}
              rows={6}
              maxLength={5000}
            />
            <div css={wide}>
              <Captcha captcha={captcha} id="contact-captcha" />
            </div>
          </div>
          <FormEnd
            formRef={formRef}
            captcha={captcha}
            submitting={isSubmitting}
            label={t("contact.submit")}
            pendingLabel={t("contact.submitting")}
            banner={banner}
          />
        </Form>
      )}
    </Formik>
  );
}
