/**
 * The contact form's model: what the visitor types, the empty form, what is sent, the answer
 * shown after success, and the rules (CONTACT_SCHEMA), shared with the server.
 */
import * as Yup from "yup";
import englishForms from "../../data/i18n/en/forms.json";
import {
  HONEYPOT_FIELD,
  PHONE_PATTERN,
  asciiDigits,
  compactPhone,
  honeypot,
  personName,
  requiredText,
} from "./forms";
import { ENGLISH_FORM_TEXT, type FormText } from "./messages";

/** Examples the contact number's hint gives: a mobile and the Peshawar secretariat's landline. */
export const PHONE_EXAMPLE_MOBILE = "0300 1234567";
export const PHONE_EXAMPLE_LANDLINE = "+92 91 5840011";
export const MESSAGE_MIN = 10;

/** The contact rules with their messages in `text`'s language (the rules are the same in every edition). */
export const contactSchema = (text: FormText) =>
  Yup.object({
    name: personName(text, "name", 100),
    email: requiredText(text, "email", 254).email(text("error.email")),
    contactNumber: requiredText(text, "contactNumber", 20)
      .transform(asciiDigits)
      .test(
        "phone",
        text("error.phone"),
        (value) =>
          !value || (PHONE_PATTERN.test(value) && compactPhone(value).replace("+", "").length >= 7),
      ),
    subject: requiredText(text, "subject", 150),
    message: requiredText(text, "message", 5000, { multiline: true }).min(
      MESSAGE_MIN,
      text("error.tooShort", { field: text("field.message"), min: MESSAGE_MIN }),
    ),
    [HONEYPOT_FIELD]: honeypot(text),
  });

/** The rules in English, as the English site and every caller without an edition (tests, scripts) have them. */
export const CONTACT_SCHEMA = /*#__PURE__*/ contactSchema(ENGLISH_FORM_TEXT);

export type ContactValues = Yup.InferType<typeof CONTACT_SCHEMA>;

/** Shown in the form's banner and sent by the server in its 201 answer: one text for both. */
export const CONTACT_SUCCESS = englishForms.contactSuccess;

/** What the visitor types; every value is text until it is sent. */
export interface ContactFormValues {
  name: string;
  email: string;
  contactNumber: string;
  subject: string;
  message: string;
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_CONTACT: ContactFormValues = {
  name: "",
  email: "",
  contactNumber: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** What is sent: the schema's own cast (text trimmed), exactly what the server will store. */
export const toContactPayload = (values: ContactFormValues): ContactValues =>
  CONTACT_SCHEMA.cast(values);
