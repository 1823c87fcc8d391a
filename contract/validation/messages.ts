/**
 * The words of the forms' rules, in the edition that shows them. A schema is built with a
 * FormText: the browser makes it from the page's strings (useT), the server from the request's
 * language (server/forms/formSchemas.ts), and the English one (ENGLISH_FORM_TEXT) gives the schemas
 * every module and test imports. Each text exists once, in data/i18n/<lang>/forms.json.
 */
import englishForms from "../../data/i18n/en/forms.json";
import { formatMessage, type MessageVars } from "../i18n/format";
import { LOCALES, type Lang } from "../i18n/locales";
import { formatInteger } from "../lib/formatNumber";

/** "forms.<key>" → the text with its placeholders filled (useT's shape). */
export type Translate = (key: string, vars?: MessageVars) => string;

/** A rule's message: "error.required" and its values; a field is named by its key ("firstName"). */
export type FormText = (key: string, vars?: MessageVars) => string;

// First-strong isolate … pop directional isolate: a phone number or a CNIC inside an Urdu
// sentence keeps its own order (an unisolated "0300 1234567" reads "1234567 0300" right to left).
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The forms' texts of `lang`, read through `t` (the returned function takes keys without the
 * "forms." prefix): numbers in the edition's digits (no grouping: 5000 characters, the year
 * 1950), and in a right-to-left edition every value set into a sentence isolated, so examples and
 * numbers never reorder.
 */

export function formText(lang: Lang, t: Translate): FormText {
  const rtl = LOCALES[lang].dir === "rtl";
  return (key, vars = {}) => {
    const filled: MessageVars = {};
    for (const [name, value] of Object.entries(vars)) {
      const text = typeof value === "number" ? formatInteger(value, lang) : value;
      filled[name] = rtl ? isolate(text) : text;
    }
    return t(`forms.${key}`, filled);
  };
}

const englishTranslate: Translate = (key, vars) => {
  const template = (englishForms as Record<string, string>)[key.replace(/^forms\./, "")];
  if (template === undefined) throw new Error(`No interface string "${key}" (data/i18n/en/forms.json)`);
  return formatMessage(template, vars);
};

/** The English texts: what the shared schemas say, word for word as the English site always has. */
export const ENGLISH_FORM_TEXT = /*#__PURE__*/ formText("en", englishTranslate);
