/**
 * The rules the contact and membership forms share: lists, patterns and field rules. Each form's
 * schema is in its own model (contact.ts, membership.ts), so a page builds only the schema of its
 * own form when it loads. The browser (Formik) and the API server both validate with those exact
 * schemas, so the two can never disagree on a rule.
 */
import * as Yup from "yup";
import { toAsciiDigits } from "../i18n/digits";
import type { FormText } from "./messages";
import { hasLetter, plainText } from "./text";

export const GENDERS = ["male", "female"] as const;
export const RESIDENTIAL_STATUSES = ["resident", "overseas"] as const;
export const EDUCATION_LEVELS = [
  "primary",
  "secondary",
  "intermediate",
  "graduate",
  "masters",
  "doctorate",
] as const;
export const PROFESSIONS = [
  "teacher",
  "engineer",
  "accountant",
  "lawyer",
  "it-professional",
  "doctor",
  "businessman",
  "consultant",
  "economist",
  "journalist",
  "banking",
  "civil-service",
  "govt-job",
  "other",
] as const;
export const PROVINCES = [
  "azad-jammu-kashmir",
  "balochistan",
  "gilgit-baltistan",
  "islamabad",
  "khyber-pakhtunkhwa",
  "punjab",
  "sindh",
] as const;
export const PARTIES_VOTED = [
  "pmln",
  "ppp",
  "pti",
  "jui",
  "mqm",
  "anp",
  "bnp",
  "ptm",
  "other",
] as const;
/** The eleven wing slugs; data/wings/ must define exactly these. */
export const WING_SLUGS = [
  "youth-wing",
  "women-wing",
  "overseas-wing",
  "lawyers-wing",
  "doctor-wing",
  "minorities-wing",
  "traders-wing",
  "media-wing",
  "social-media-wing",
  "it-wing",
  "sports-wing",
] as const;

export const BIRTH_YEAR_MIN = 1950;
export const BIRTH_YEAR_MAX = 2010;

/** Name of the hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** 13 digits as 5-7-1 (dashes or spaces optional when typed): a Pakistani CNIC or CRC number. */
export const CNIC_PATTERN = /^\d{5}[-\s]?\d{7}[-\s]?\d$/;
/**
 * A mobile number once spaces, dashes and brackets are removed: Pakistani (03XX XXXXXXX,
 * +92 3XX XXXXXXX, 0092 3XX XXXXXXX) or, for overseas members, any other country's number in
 * international form (+ then 8 to 15 digits). A +92 number must be a mobile (3XX).
 */
export const MOBILE_PATTERN = /^(?:(?:\+92|0092|0)3\d{9}|\+(?!92)[1-9]\d{7,14})$/;
/** Phone numbers: digits with optional +, spaces, dashes and brackets; 7 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

export const NAME_MIN = 2;
export const NAME_MAX = 60;

/** Removes spaces, dashes and brackets people type inside phone numbers. */
export const compactPhone = (value: string) => value.replace(/[\s()-]/g, "");
/** Formats a CNIC/CRC of 13 digits as 12345-1234567-1; anything else is returned trimmed. */
export const normaliseCnic = (value: string) => {
  const trimmed = value.trim();
  if (!CNIC_PATTERN.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, "");
  return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
};

/**
 * A Yup transform for fields of numbers (CNIC, phone numbers): Urdu/Pashto (۰-۹) and Arabic (٠-٩)
 * digits become 0-9 before the field's rules run, so the stored value is the same whichever
 * keyboard typed it.
 */
export const asciiDigits = (value: unknown) => (typeof value === "string" ? toAsciiDigits(value) : value);

/**
 * A Yup transform for a whole number typed as text (the year of birth): Eastern digits are read as
 * 0-9 and spaces ignored, as Yup's own number parsing does; an empty box is a missing number.
 */
export const wholeNumberText = (value: unknown, original: unknown) => {
  if (typeof original !== "string") return value;
  const text = toAsciiDigits(original).replace(/\s/g, "");
  return text === "" ? undefined : Number(text);
};

/** A field as the rules' messages name it ("First name"), in the text's language. */
const fieldName = (text: FormText, field: string) => text(`field.${field}`);

export const requiredText = (
  text: FormText,
  field: string,
  max: number,
  options?: { multiline?: boolean },
) =>
  plainText(
    Yup.string()
      .trim()
      .required(text("error.required", { field: fieldName(text, field) }))
      .max(max, text("error.tooLong", { field: fieldName(text, field), max })),
    textMessages(text, field),
    options,
  );

export const optionalText = (text: FormText, field: string, max: number) =>
  plainText(
    Yup.string()
      .trim()
      .max(max, text("error.tooLong", { field: fieldName(text, field), max }))
      .default(""),
    textMessages(text, field),
  );

export const personName = (text: FormText, field: string, max = NAME_MAX) =>
  hasLetter(
    requiredText(text, field, max).min(
      NAME_MIN,
      text("error.tooShort", { field: fieldName(text, field), min: NAME_MIN }),
    ),
    text("error.noLetter", { field: fieldName(text, field) }),
  );

/** What plainText says when a field is not text or carries characters that are not allowed. */
const textMessages = (text: FormText, field: string) => ({
  notText: text("error.notText", { field: fieldName(text, field) }),
  badCharacters: text("error.badCharacters", { field: fieldName(text, field) }),
});

/** A choice the visitor must make: one of `values`, exactly as the list has it. */
export const requiredChoice = <T extends string>(
  text: FormText,
  field: string,
  values: readonly T[],
  notInList: string,
) =>
  Yup.string()
    .required(text("error.required", { field: fieldName(text, field) }))
    .oneOf(values, notInList);

export const optionalChoice = (values: readonly string[], notInList: string) =>
  Yup.string()
    .trim()
    .default("")
    .test("choice", notInList, (value) => !value || values.includes(value));

/** The examples a mobile number's message and hint give: one typed at home and one with +92. */
export const MOBILE_EXAMPLE = "0300 1234567";
export const MOBILE_EXAMPLE_INTERNATIONAL = "+92 300 1234567";

/** A mobile number (MOBILE_PATTERN), Eastern digits read as 0-9 before the rule runs. */
export const mobileNumber = (text: FormText) =>
  requiredText(text, "mobile", 20)
    .transform(asciiDigits)
    .test(
      "mobile",
      text("error.mobile", { local: MOBILE_EXAMPLE, international: MOBILE_EXAMPLE_INTERNATIONAL }),
      (value) => !value || MOBILE_PATTERN.test(compactPhone(value)),
    );

/** The hidden field: anything in it rejects the submission. */
export const honeypot = (text: FormText) =>
  Yup.string()
    .default("")
    .test("honeypot", text("error.rejected"), (value) => !value);
