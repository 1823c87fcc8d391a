/**
 * What people read for each stored enumeration value. The forms show these;
 * the server and its inbox can use them to print records. Keyed by the value lists in forms.ts,
 * so adding a value there without a label here fails the typecheck.
 */
import type {
  EDUCATION_LEVELS,
  GENDERS,
  PARTIES_VOTED,
  PROFESSIONS,
  PROVINCES,
  RESIDENTIAL_STATUSES,
  WING_SLUGS,
} from "./forms";

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const GENDER_LABELS: Labels<typeof GENDERS> = { male: "Male", female: "Female" };

export const RESIDENTIAL_STATUS_LABELS: Labels<typeof RESIDENTIAL_STATUSES> = {
  resident: "Resident Pakistani",
  overseas: "Overseas Pakistani",
};

export const EDUCATION_LABELS: Labels<typeof EDUCATION_LEVELS> = {
  primary: "Primary",
  secondary: "Secondary (Matric)",
  intermediate: "Intermediate (FA/FSc)",
  graduate: "Graduate (BA/BSc)",
  masters: "Masters",
  doctorate: "Doctorate (PhD)",
};

export const PROFESSION_LABELS: Labels<typeof PROFESSIONS> = {
  teacher: "Teacher",
  engineer: "Engineer",
  accountant: "Accountant",
  lawyer: "Lawyer",
  "it-professional": "IT Professional",
  doctor: "Doctor",
  businessman: "Businessman",
  consultant: "Consultant",
  economist: "Economist",
  journalist: "Journalist",
  banking: "Banking",
  "civil-service": "Civil Service",
  "govt-job": "Government Job",
  other: "Other",
};

export const PROVINCE_LABELS: Labels<typeof PROVINCES> = {
  "azad-jammu-kashmir": "Azad Jammu & Kashmir",
  balochistan: "Balochistan",
  "gilgit-baltistan": "Gilgit-Baltistan",
  islamabad: "Islamabad Capital Territory",
  "khyber-pakhtunkhwa": "Khyber Pakhtunkhwa",
  punjab: "Punjab",
  sindh: "Sindh",
};

export const PARTY_VOTED_LABELS: Labels<typeof PARTIES_VOTED> = {
  pmln: "PML-N",
  ppp: "PPP",
  pti: "PTI",
  jui: "JUI",
  mqm: "MQM",
  anp: "ANP",
  bnp: "BNP",
  ptm: "PTM",
  other: "Other",
};

/** Fallback wing names for records and tests; the form itself lists the wings from the data. */
export const WING_LABELS: Labels<typeof WING_SLUGS> = {
  "youth-wing": "Youth Wing",
  "women-wing": "Women Wing",
  "overseas-wing": "Overseas Wing",
  "lawyers-wing": "Lawyers Wing",
  "doctor-wing": "Doctors Wing",
  "minorities-wing": "Minorities Wing",
  "traders-wing": "Traders Wing",
  "media-wing": "Media Wing",
  "social-media-wing": "Social Media Wing",
  "it-wing": "IT Wing",
  "sports-wing": "Sports Wing",
};

export type Option = { value: string; label: string };

/** Options for a select, in the order of the value list. */
export const optionsOf = <T extends readonly string[]>(values: T, labels: Labels<T>): Option[] =>
  values.map((value: T[number]) => ({ value, label: labels[value] }));
