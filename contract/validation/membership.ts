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
  PARTIES_VOTED,
  PROFESSIONS,
  PROVINCES,
  RESIDENTIAL_STATUSES,
  WING_SLUGS,
  asciiDigits,
  honeypot,
  mobileNumber,
  normaliseCnic,
  optionalChoice,
  optionalText,
  personName,
  requiredChoice,
  requiredText,
  wholeNumberText,
} from "./forms";
import { englishLabel, type Option } from "./labels";
import { ENGLISH_FORM_TEXT, type FormText } from "./messages";

/** The examples the messages and hints give: a CNIC/CRC as stored (the mobile's are the forms' own). */
export const CNIC_DIGITS = 13;
export const CNIC_EXAMPLE = "12345-1234567-1";
export { MOBILE_EXAMPLE, MOBILE_EXAMPLE_INTERNATIONAL } from "./forms";

/** The membership rules with their messages in `text`'s language (the rules are the same in every edition). */
export const membershipSchema = (text: FormText) =>
  Yup.object({
    firstName: personName(text, "firstName"),
    lastName: personName(text, "lastName"),
    fatherHusbandName: personName(text, "fatherHusbandName"),
    gender: requiredChoice(text, "gender", GENDERS, text("error.chooseGender")),
    residentialStatus: requiredChoice(
      text,
      "residentialStatus",
      RESIDENTIAL_STATUSES,
      text("error.chooseResidentialStatus"),
    ),
    // Cast to the one stored form, so the server keeps 12345-1234567-1 whatever was typed.
    cnicCrc: requiredText(text, "cnicCrc", 15)
      .transform(asciiDigits)
      .matches(CNIC_PATTERN, text("error.cnic", { count: CNIC_DIGITS, example: CNIC_EXAMPLE }))
      .transform((value: unknown) => (typeof value === "string" ? normaliseCnic(value) : value)),
    yearOfBirth: Yup.number()
      // An empty box is a missing year, not "not a number"; ۱۹۹۰ is 1990.
      .transform(wholeNumberText)
      .typeError(text("error.yearNotNumber"))
      .required(text("error.required", { field: text("field.yearOfBirth") }))
      .integer(text("error.yearWhole"))
      .min(BIRTH_YEAR_MIN, text("error.yearMin", { min: BIRTH_YEAR_MIN }))
      .max(BIRTH_YEAR_MAX, text("error.yearMax", { max: BIRTH_YEAR_MAX })),
    mobile: mobileNumber(text),
    email: optionalText(text, "email", 254).email(text("error.email")),
    education: requiredChoice(text, "education", EDUCATION_LEVELS, text("error.chooseEducation")),
    profession: requiredChoice(text, "profession", PROFESSIONS, text("error.chooseProfession")),
    politicalWing: optionalChoice(WING_SLUGS, text("error.chooseWing")),
    province: requiredChoice(text, "province", PROVINCES, text("error.chooseProvince")),
    district: optionalText(text, "district", 80),
    nationalAssembly: optionalText(text, "nationalAssembly", 80),
    provincialAssembly: optionalText(text, "provincialAssembly", 80),
    unionCouncil: optionalText(text, "unionCouncil", 80),
    partyVoted: optionalChoice(PARTIES_VOTED, text("error.chooseParty")),
    [HONEYPOT_FIELD]: honeypot(text),
  });

/** The rules in English, as the English site and every caller without an edition (tests, scripts) have them. */
export const MEMBERSHIP_SCHEMA = /*#__PURE__*/ membershipSchema(ENGLISH_FORM_TEXT);

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

/** The lists whose labels are translated, by the field that holds them. */
export const MEMBERSHIP_LISTS = {
  gender: GENDERS,
  residentialStatus: RESIDENTIAL_STATUSES,
  education: EDUCATION_LEVELS,
  profession: PROFESSIONS,
  province: PROVINCES,
  partyVoted: PARTIES_VOTED,
} as const;
export type MembershipList = keyof typeof MEMBERSHIP_LISTS;

/**
 * The choices of each list, value and label, in the order the form shows them. The value is what is
 * stored (the same in every edition); `label` names it in the page's language ("join.<list>.<value>").
 */
export const membershipOptions = (label: (list: MembershipList, value: string) => string) =>
  Object.fromEntries(
    Object.entries(MEMBERSHIP_LISTS).map(([list, values]) => [
      list,
      values.map((value) => ({ value, label: label(list as MembershipList, value) })),
    ]),
  ) as Record<MembershipList, Option[]>;

/** The choices with their English labels. */
export const MEMBERSHIP_OPTIONS = /*#__PURE__*/ membershipOptions(englishLabel);

/**
 * What is sent: the schema's own cast, so text is trimmed, the CNIC/CRC written 12345-1234567-1
 * and the year a number exactly as the server will store them. Called after validation passed.
 */
export const toMembershipPayload = (values: MembershipFormValues): MembershipValues =>
  MEMBERSHIP_SCHEMA.cast(values);
