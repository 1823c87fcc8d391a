/**
 * Validation rules for the contact and membership forms. The browser (Formik) and the API
 * server both validate with these exact schemas, so the two can never disagree on a rule.
 */
import * as Yup from "yup";
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

const requiredText = (label: string, max: number, options?: { multiline?: boolean }) =>
  plainText(Yup.string()
    .trim()
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`), label, options);

const optionalText = (label: string, max: number) =>
  plainText(Yup.string().trim().max(max, `${label} must be at most ${max} characters`).default(""), label);

const personName = (label: string, max = NAME_MAX) =>
  hasLetter(requiredText(label, max).min(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`), label);

const optionalChoice = (values: readonly string[], message: string) =>
  Yup.string()
    .trim()
    .default("")
    .test("choice", message, (value) => !value || values.includes(value));

const honeypot = Yup.string()
  .default("")
  .test("honeypot", "Submission rejected", (value) => !value);

export const CONTACT_SCHEMA = Yup.object({
  name: personName("Name", 100),
  email: requiredText("Email", 254).email("Enter a valid email address"),
  contactNumber: requiredText("Contact number", 20).test(
    "phone",
    "Enter a valid phone number",
    (value) =>
      !value || (PHONE_PATTERN.test(value) && compactPhone(value).replace("+", "").length >= 7),
  ),
  subject: requiredText("Subject", 150),
  message: requiredText("Message", 5000, { multiline: true }).min(10, "Message must be at least 10 characters"),
  [HONEYPOT_FIELD]: honeypot,
});

export const MEMBERSHIP_SCHEMA = Yup.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  fatherHusbandName: personName("Father/Husband name"),
  gender: Yup.string()
    .required("Gender is required")
    .oneOf(GENDERS, "Choose a gender from the list"),
  residentialStatus: Yup.string()
    .required("Residential status is required")
    .oneOf(RESIDENTIAL_STATUSES, "Choose a residential status from the list"),
  // Cast to the one stored form, so the server keeps 12345-1234567-1 whatever was typed.
  cnicCrc: requiredText("CNIC/CRC", 15)
    .matches(CNIC_PATTERN, "Enter the 13 digits of your CNIC/CRC as 12345-1234567-1")
    .transform((value: unknown) => (typeof value === "string" ? normaliseCnic(value) : value)),
  yearOfBirth: Yup.number()
    // An empty box is a missing year, not "not a number".
    .transform((value: unknown, original: unknown) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError("Year of birth must be a number")
    .required("Year of birth is required")
    .integer("Year of birth must be a whole year")
    .min(BIRTH_YEAR_MIN, `Year of birth must be ${BIRTH_YEAR_MIN} or later`)
    .max(BIRTH_YEAR_MAX, `Year of birth must be ${BIRTH_YEAR_MAX} or earlier`),
  mobile: requiredText("Mobile number", 20).test(
    "mobile",
    "Enter a mobile number like 0300 1234567 or +92 300 1234567",
    (value) => !value || MOBILE_PATTERN.test(compactPhone(value)),
  ),
  email: optionalText("Email", 254).email("Enter a valid email address"),
  education: Yup.string()
    .required("Education is required")
    .oneOf(EDUCATION_LEVELS, "Choose an education level from the list"),
  profession: Yup.string()
    .required("Profession is required")
    .oneOf(PROFESSIONS, "Choose a profession from the list"),
  politicalWing: optionalChoice(WING_SLUGS, "Choose a wing from the list"),
  province: Yup.string()
    .required("Province is required")
    .oneOf(PROVINCES, "Choose a province from the list"),
  district: optionalText("District", 80),
  nationalAssembly: optionalText("National Assembly constituency", 80),
  provincialAssembly: optionalText("Provincial Assembly constituency", 80),
  unionCouncil: optionalText("Union council", 80),
  partyVoted: optionalChoice(PARTIES_VOTED, "Choose a party from the list"),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactValues = Yup.InferType<typeof CONTACT_SCHEMA>;
export type MembershipValues = Yup.InferType<typeof MEMBERSHIP_SCHEMA>;
