/**
 * Which fields of an English file are texts to translate: every string in it, except fields that
 * are the same in every edition (the data checks' UNTRANSLATED_FIELDS: paths, links, ids, images...)
 * and fields whose schema makes them a choice or a reference (an `enum` such as a tile colour or an
 * icon name, a `const`, an `x-file` upload, a `format`), and strings without a letter ("50+", "5":
 * figures every edition shows as they are). Interface strings: every key but "$…".
 */
import { isMetaKey } from "../../gatsby/i18n/messages";
import { toPointer } from "../../gatsby/data-checks/locate";
import { UNTRANSLATED_FIELDS } from "../../gatsby/data-checks/translationsCheck";
import type { JsonSchema } from "../../contract/content/api";
import { subSchema } from "./jsonText";
import { isPlainObject } from "../../contract/lib/isPlainObject";

export type TextField = { pointer: string; segments: (string | number)[]; text: string };

/** Whether a string the schema describes as `node` is fixed data rather than words. */
const isData = (node: JsonSchema | undefined) => !!node && ("enum" in node || "const" in node || "x-file" in node || "format" in node);

export function contentTextFields(english: unknown, schema: JsonSchema): TextField[] {
  const out: TextField[] = [];
  const walk = (value: unknown, segments: (string | number)[], node: JsonSchema | undefined) => {
    if (typeof value === "string") {
      if (segments.length && !isData(node) && /\p{L}/u.test(value)) out.push({ pointer: toPointer(segments), segments, text: value });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...segments, index], subSchema(schema, node, index)));
    else if (isPlainObject(value))
      for (const [key, item] of Object.entries(value)) if (!UNTRANSLATED_FIELDS.has(key)) walk(item, [...segments, key], subSchema(schema, node, key));
  };
  walk(english, [], schema);
  return out;
}

export function stringsTextFields(english: unknown): TextField[] {
  if (!isPlainObject(english)) return [];
  return Object.entries(english)
    .filter((entry): entry is [string, string] => !isMetaKey(entry[0]) && typeof entry[1] === "string")
    .map(([key, text]) => ({ pointer: toPointer([key]), segments: [key], text }));
}

/** The value at `segments` inside `json` (undefined where there is none). */
export function valueAt(json: unknown, segments: readonly (string | number)[]): unknown {
  let at: unknown = json;
  for (const step of segments) {
    if (Array.isArray(at) && typeof step === "number") at = at[step];
    else if (isPlainObject(at) && typeof step === "string") at = Object.hasOwn(at, step) ? at[step] : undefined;
    else return undefined;
  }
  return at;
}

/** A translated text: a string with more than white space (an empty one counts as not translated). */
export const translatedText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
