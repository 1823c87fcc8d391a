/**
 * The contact form's model: what the visitor types, the empty form, what is sent, and the answer
 * shown after success. The rules themselves are CONTACT_SCHEMA (forms.ts), shared with the server.
 */
import { CONTACT_SCHEMA, HONEYPOT_FIELD, type ContactValues } from "./forms";

/** Shown in the form's banner and sent by the server in its 201 answer: one text for both. */
export const CONTACT_SUCCESS = "✓ Message sent successfully! We'll get back to you soon.";

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
