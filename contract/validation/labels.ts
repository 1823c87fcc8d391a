/**
 * What people read for each stored enumeration value, in English: the office's inbox prints
 * records with these. The texts are the membership form's own, data/i18n/en/join.json
 * ("<list>.<value>"), so the form and the inbox can never name a value differently; the Urdu and
 * Pashto forms read data/i18n/<lang>/join.json the same way.
 */
import englishJoin from "../../data/i18n/en/join.json";
import {
  EDUCATION_LEVELS,
  GENDERS,
  PARTIES_VOTED,
  PROFESSIONS,
  PROVINCES,
  RESIDENTIAL_STATUSES,
  type WING_SLUGS,
} from "./forms";

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** The English label of `value` in `list` ("gender", "male" → "Male"); a missing one is a programming error. */
export function englishLabel(list: string, value: string): string {
  const label = (englishJoin as Record<string, string>)[`${list}.${value}`];
  if (!label) throw new Error(`No label "${list}.${value}" in data/i18n/en/join.json`);
  return label;
}

const labelsOf = <T extends readonly string[]>(list: string, values: T): Labels<T> =>
  Object.fromEntries(values.map((value) => [value, englishLabel(list, value)])) as Labels<T>;

export const GENDER_LABELS = /*#__PURE__*/ labelsOf("gender", GENDERS);
export const RESIDENTIAL_STATUS_LABELS = /*#__PURE__*/ labelsOf("residentialStatus", RESIDENTIAL_STATUSES);
export const EDUCATION_LABELS = /*#__PURE__*/ labelsOf("education", EDUCATION_LEVELS);
export const PROFESSION_LABELS = /*#__PURE__*/ labelsOf("profession", PROFESSIONS);
export const PROVINCE_LABELS = /*#__PURE__*/ labelsOf("province", PROVINCES);
export const PARTY_VOTED_LABELS = /*#__PURE__*/ labelsOf("partyVoted", PARTIES_VOTED);

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

/** A choice: its stored value and its label; `lang` when the label is not in the page's language. */
export type Option = { value: string; label: string; lang?: string };

