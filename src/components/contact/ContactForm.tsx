import React from "react";
import { useT, useTParts } from "../../i18n";
import { API_PATHS } from "../../lib/api/paths";
import {
  EMPTY_CONTACT,
  PHONE_EXAMPLE_LANDLINE,
  PHONE_EXAMPLE_MOBILE,
  contactSchema,
} from "../../../contract/validation/contact";
import FormField from "../forms/FormField";
import PublicForm from "../forms/PublicForm";
import { keepTogether } from "../forms/fieldStyles";
import { fieldGrid, wide } from "../forms/formLayout";

/** The contact message form: POST `contacts`; the model is in contract/validation/contact.ts. */
export default function ContactForm() {
  const t = useT();
  const tParts = useTParts();
  return (
    <PublicForm
      titleId="contact-form-title"
      title={t("contact.formTitle")}
      requiredNote={t("contact.requiredNote")}
      initialValues={EMPTY_CONTACT}
      rules={contactSchema}
      endpoint={API_PATHS.contacts}
      successMessage={t("forms.contactSuccess")}
      captchaId="contact-captcha"
      submitLabel={t("contact.submit")}
      pendingLabel={t("contact.submitting")}
    >
      {({ captcha }) => (
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
          <div css={wide}>{captcha}</div>
        </div>
      )}
    </PublicForm>
  );
}
