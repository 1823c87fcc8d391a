/**
 * The forms' schemas in each edition's language: the browser's own rules (contract/validation), their
 * messages from data/i18n/<lang>/forms.json, built once when the server starts. A submission is
 * validated with the schema of the language its request accepts (server/platform/language.ts), so a field
 * error comes back in the words the form itself would have shown.
 */
import enForms from "../../data/i18n/en/forms.json";
import psForms from "../../data/i18n/ps/forms.json";
import urForms from "../../data/i18n/ur/forms.json";
import { formatMessage } from "../../contract/i18n/format";
import { LANGS, type Lang } from "../../contract/i18n/locales";
import { attendanceSchema } from "../../contract/validation/attendance";
import { ENGLISH_FORM_TEXT } from "../../contract/validation/messages";
import { CONTACT_SCHEMA, contactSchema } from "../../contract/validation/contact";
import { MEMBERSHIP_SCHEMA, membershipSchema } from "../../contract/validation/membership";
import { formText, type Translate } from "../../contract/validation/messages";

const FORMS: Record<Lang, Readonly<Record<string, string>>> = { en: enForms, ur: urForms, ps: psForms };

const translator =
  (lang: Lang): Translate =>
  (key, vars) => {
    const template = FORMS[lang][key.replace(/^forms\./, "")];
    if (template === undefined) throw new Error(`No interface string "${key}" (data/i18n/${lang}/forms.json)`);
    return formatMessage(template, vars);
  };

type Schemas = { contact: typeof CONTACT_SCHEMA; membership: typeof MEMBERSHIP_SCHEMA };

export const FORM_SCHEMAS = Object.fromEntries(
  LANGS.map((lang): [Lang, Schemas] => {
    if (lang === "en") return [lang, { contact: CONTACT_SCHEMA, membership: MEMBERSHIP_SCHEMA }];
    const text = formText(lang, translator(lang));
    return [lang, { contact: contactSchema(text), membership: membershipSchema(text) }];
  }),
) as Record<Lang, Schemas>;

const FORM_TEXTS = Object.fromEntries(
  LANGS.map((lang) => [lang, lang === "en" ? ENGLISH_FORM_TEXT : formText(lang, translator(lang))]),
) as Record<Lang, ReturnType<typeof formText>>;

type AttendanceSchema = ReturnType<typeof attendanceSchema>;
const attendanceSchemas = new WeakMap<readonly unknown[], Partial<Record<Lang, AttendanceSchema>>>();

/**
 * The attendance rules in `lang` for these districts (the live release's): built once per list and
 * language, since the list is another only when another release goes live.
 */
export function attendanceSchemaIn(lang: Lang, districts: readonly { name: string }[]): AttendanceSchema {
  let byLang = attendanceSchemas.get(districts);
  if (!byLang) attendanceSchemas.set(districts, (byLang = {}));
  return (byLang[lang] ??= attendanceSchema(FORM_TEXTS[lang], districts.map((district) => district.name)));
}
