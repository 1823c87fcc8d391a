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

export const CONTACT_SCHEMA = Yup.object({
  name: personName("Name", 100),
  email: requiredText("Email", 254).email("Enter a valid email address"),
  contactNumber: requiredText("Contact number", 20).transform(asciiDigits).test(
    "phone",
    "Enter a valid phone number",
    (value) =>
      !value || (PHONE_PATTERN.test(value) && compactPhone(value).replace("+", "").length >= 7),
  ),
  subject: requiredText("Subject", 150),
  message: requiredText("Message", 5000, { multiline: true }).min(
    10,
    "Message must be at least 10 characters",
  ),
  [HONEYPOT_FIELD]: honeypot,
});

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
