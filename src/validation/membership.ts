/**
 * The membership form's model: what the visitor types, the empty form, the choices of each list,
 * what is sent, the answer shown after success, and the rules (MEMBERSHIP_SCHEMA), shared with
 * the server.
 */
import * as Yup from "yup";
import englishForms from "../../data/i18n/en/forms.json";
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  CNIC_PATTERN,
  EDUCATION_LEVELS,
  GENDERS,
  HONEYPOT_FIELD,
  MOBILE_PATTERN,
  PARTIES_VOTED,
  PROFESSIONS,
  PROVINCES,
  RESIDENTIAL_STATUSES,
  WING_SLUGS,
  asciiDigits,
  compactPhone,
  honeypot,
  normaliseCnic,
  optionalChoice,
  optionalText,
  personName,
  requiredChoice,
  requiredText,
  wholeNumberText,
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

export const MEMBERSHIP_SCHEMA = Yup.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  fatherHusbandName: personName("Father/Husband name"),
  gender: requiredChoice(GENDERS, "Gender", "Choose a gender from the list"),
  residentialStatus: requiredChoice(
    RESIDENTIAL_STATUSES,
    "Residential status",
    "Choose a residential status from the list",
  ),
  // Cast to the one stored form, so the server keeps 12345-1234567-1 whatever was typed.
  cnicCrc: requiredText("CNIC/CRC", 15)
    .transform(asciiDigits)
    .matches(CNIC_PATTERN, "Enter the 13 digits of your CNIC/CRC as 12345-1234567-1")
    .transform((value: unknown) => (typeof value === "string" ? normaliseCnic(value) : value)),
  yearOfBirth: Yup.number()
    // An empty box is a missing year, not "not a number"; ۱۹۹۰ is 1990.
    .transform(wholeNumberText)
    .typeError("Year of birth must be a number")
    .required("Year of birth is required")
    .integer("Year of birth must be a whole year")
    .min(BIRTH_YEAR_MIN, `Year of birth must be ${BIRTH_YEAR_MIN} or later`)
    .max(BIRTH_YEAR_MAX, `Year of birth must be ${BIRTH_YEAR_MAX} or earlier`),
  mobile: requiredText("Mobile number", 20).transform(asciiDigits).test(
    "mobile",
    "Enter a mobile number like 0300 1234567 or +92 300 1234567",
    (value) => !value || MOBILE_PATTERN.test(compactPhone(value)),
  ),
  email: optionalText("Email", 254).email("Enter a valid email address"),
  education: requiredChoice(
    EDUCATION_LEVELS,
    "Education",
    "Choose an education level from the list",
  ),
  profession: requiredChoice(PROFESSIONS, "Profession", "Choose a profession from the list"),
  politicalWing: optionalChoice(WING_SLUGS, "Choose a wing from the list"),
  province: requiredChoice(PROVINCES, "Province", "Choose a province from the list"),
  district: optionalText("District", 80),
  nationalAssembly: optionalText("National Assembly constituency", 80),
  provincialAssembly: optionalText("Provincial Assembly constituency", 80),
  unionCouncil: optionalText("Union council", 80),
  partyVoted: optionalChoice(PARTIES_VOTED, "Choose a party from the list"),
  [HONEYPOT_FIELD]: honeypot,
});

export type MembershipValues = Yup.InferType<typeof MEMBERSHIP_SCHEMA>;

/** Shown in the form's banner and sent by the server in its 201 answer: one text for both. */
export const MEMBERSHIP_SUCCESS = englishForms.membershipSuccess;

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
