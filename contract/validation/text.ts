/**
 * Rules every free-text form field follows, shared by the browser forms and the API server:
 * text must really be text (a JSON true or 42 is not silently turned into "true" or "42"),
 * must not carry control characters (line breaks only where a field has several lines), must be
 * well-formed Unicode (no lone surrogate halves), and a name must contain at least one letter
 * (a name of zero-width spaces looks empty but is not).
 */
import type { StringSchema } from "yup";

// Any string schema, whatever its default and flags; the rules keep the schema's own type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStringSchema = StringSchema<any, any, any, any>;

/** C0 controls, DEL and C1 controls; tab, line feed and carriage return are decided per field. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LETTER = /\p{L}/u;


/** Text is kept in Unicode's composed form (NFC): the same Urdu or Pashto word typed on two keyboards is stored alike. */
const composed = (value: unknown) => (typeof value === "string" ? value.normalize("NFC") : value);

/**
 * Yup turns numbers and booleans into strings before any rule sees them; this transform (added
 * after the others) hands the original back when it was not a string, so the field fails with
 * a type error instead of storing "true".
 */
const keepNonString = (value: unknown, original: unknown) =>
  original === undefined || original === null || typeof original === "string" ? value : original;

/** What a field says when its value is not text, or has characters that are not allowed (in the form's language). */
export type TextMessages = { notText: string; badCharacters: string };

/** Text only, no control characters (tab and line breaks only when `multiline`), no lone surrogates. */
export function plainText<S extends AnyStringSchema>(
  schema: S,
  messages: TextMessages,
  { multiline = false } = {},
): S {
  return schema
    .transform(keepNonString)
    .transform(composed)
    .typeError(messages.notText)
    .test("characters", messages.badCharacters, (value) => {
      if (!value) return true;
      if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return false;
      return multiline || !LINE_BREAK_OR_TAB.test(value);
    }) as S;
}

/** At least one letter of any script (Urdu, Pashto, Latin…), so the value is visible. */
export function hasLetter<S extends AnyStringSchema>(schema: S, noLetter: string): S {
  return schema.test("letter", noLetter, (value) => !value || LETTER.test(value)) as S;
}
