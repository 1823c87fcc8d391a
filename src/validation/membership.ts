/**
 * The membership form's model: what the visitor types, the empty form, the choices of each list,
 * what is sent, and the answer shown after success. The rules themselves are MEMBERSHIP_SCHEMA
 * (forms.ts), shared with the server.
 */
import {
  EDUCATION_LEVELS,
  GENDERS,
  HONEYPOT_FIELD,
  MEMBERSHIP_SCHEMA,
  PARTIES_VOTED,
  PROFESSIONS,
  PROVINCES,
  RESIDENTIAL_STATUSES,
  type MembershipValues,
} from "./forms";
import {
  EDUCATION_LABELS,
  GENDER_LABELS,
  PARTY_VOTED_LABELS,
  PROFESSION_LABELS,
  PROVINCE_LABELS,
  RESIDENTIAL_STATUS_LABELS,
  optionsOf,
} from "./labels";

/** Shown in the form's banner and sent by the server in its 201 answer: one text for both. */
export const MEMBERSHIP_SUCCESS =
  "✓ Membership application submitted successfully! We'll review your application and get back to you soon.";

/** What the visitor types; every value is text (the year too) until it is sent. */
export interface MembershipFormValues {
  firstName: string;
  lastName: string;
  fatherHusbandName: string;
  gender: string;
  residentialStatus: string;
  cnicCrc: string;
  yearOfBirth: string;
  mobile: string;
  email: string;
  education: string;
  profession: string;
  politicalWing: string;
  province: string;
  district: string;
  nationalAssembly: string;
  provincialAssembly: string;
  unionCouncil: string;
  partyVoted: string;
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_MEMBERSHIP: MembershipFormValues = {
  firstName: "",
  lastName: "",
  fatherHusbandName: "",
  gender: "",
  residentialStatus: "",
  cnicCrc: "",
  yearOfBirth: "",
  mobile: "",
  email: "",
  education: "",
  profession: "",
  politicalWing: "",
  province: "",
  district: "",
  nationalAssembly: "",
  provincialAssembly: "",
  unionCouncil: "",
  partyVoted: "",
  [HONEYPOT_FIELD]: "",
};

/** The choices of each list, value and label, in the order the form shows them. */
export const MEMBERSHIP_OPTIONS = {
  gender: optionsOf(GENDERS, GENDER_LABELS),
  residentialStatus: optionsOf(RESIDENTIAL_STATUSES, RESIDENTIAL_STATUS_LABELS),
  education: optionsOf(EDUCATION_LEVELS, EDUCATION_LABELS),
  profession: optionsOf(PROFESSIONS, PROFESSION_LABELS),
  province: optionsOf(PROVINCES, PROVINCE_LABELS),
  partyVoted: optionsOf(PARTIES_VOTED, PARTY_VOTED_LABELS),
} as const;

/**
 * What is sent: the schema's own cast, so text is trimmed, the CNIC/CRC written 12345-1234567-1
 * and the year a number exactly as the server will store them. Called after validation passed.
 */
export const toMembershipPayload = (values: MembershipFormValues): MembershipValues =>
  MEMBERSHIP_SCHEMA.cast(values);
