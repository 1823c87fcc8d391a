/**
 * The "I will attend" form's model: what the visitor types, the empty form, what is sent, the
 * answer shown after success, and the rules (attendanceSchema, given the districts), shared with the server.
 */
import * as Yup from "yup";
import englishForms from "../../data/i18n/en/forms.json";
import {
  HONEYPOT_FIELD,
  honeypot,
  mobileNumber,
  optionalText,
  personName,
  requiredChoice,
} from "./forms";
import type { FormText } from "./messages";

export const ATTENDANCE_NAME_MAX = 100;
export const ATTENDANCE_EMAIL_MAX = 254;

/**
 * The attendance rules with their messages in `text`'s language (the rules are the same in every
 * edition), given the districts one may name: their English names, from the data.
 */
export const attendanceSchema = (text: FormText, districts: readonly string[]) =>
  Yup.object({
    name: personName(text, "name", ATTENDANCE_NAME_MAX),
    mobile: mobileNumber(text),
    // The district by its English name, as every API body names it; the select shows each edition's name.
    district: requiredChoice(text, "district", districts, text("error.chooseDistrict")),
    email: optionalText(text, "email", ATTENDANCE_EMAIL_MAX).email(text("error.email")),
    // Names and mobile numbers are personal data: nothing is kept without the visitor's yes.
    consent: Yup.boolean()
      .typeError(text("error.consent"))
      .required(text("error.consent"))
      .oneOf([true], text("error.consent")),
    [HONEYPOT_FIELD]: honeypot(text),
  });

export type AttendanceValues = Yup.InferType<ReturnType<typeof attendanceSchema>>;

/** Shown in the form's banner and sent by the server in its 201 answer: one text for both. */
export const ATTENDANCE_SUCCESS = englishForms.attendanceSuccess;

/** What the visitor types; the consent box is ticked or not. */
export interface AttendanceFormValues {
  name: string;
  mobile: string;
  district: string;
  email: string;
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_ATTENDANCE: AttendanceFormValues = {
  name: "",
  mobile: "",
  district: "",
  email: "",
  consent: false,
  [HONEYPOT_FIELD]: "",
};
