/**
 * Which fields of a data file are texts a translation should give: every string its JSON Schema
 * lets an editor write freely. Not texts: fields that are the same in every edition (paths, links,
 * ids, images, years: UNTRANSLATED_FIELDS, which the translation check refuses), figures as shown
 * ("50+"), and strings the schema fixes (an `enum` or `const`, a `pattern` such as a year or a
 * path, a `format` such as uri or email).
 */
/** Fields that are data, not text: the same in every edition. */
export const UNTRANSLATED_FIELDS = new Set([
  "$schema",
  "href",
  "url",
  "slug",
  "email",
  "phone",
  "phones",
  "image",
  "images",
  "photo",
  "pdf",
  "file",
  "embedUrl",
  "directionsUrl",
  "platform",
  "id",
  "category",
  "status",
  "order",
  "year",
  "date",
  "youtubeId",
]);

type Schema = Record<string, unknown>;

/** Figures are data too: "50+" reads the same in every edition. */
const NOT_TEXT_FIELDS = new Set([...UNTRANSLATED_FIELDS, "number", "colour", "icon", "kind"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A local "#/definitions/x" reference resolved against the root schema. */
function resolve(schema: unknown, root: Schema): Schema | undefined {
  if (!isRecord(schema)) return undefined;
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return schema;
  let target: unknown = root;
  for (const part of ref.slice(2).split("/")) target = isRecord(target) ? target[part] : undefined;
  return resolve(target, root);
}

function isFreeText(schema: Schema | undefined): boolean {
  if (!schema) return true;
  if ("enum" in schema || "const" in schema || "pattern" in schema || "format" in schema)
    return false;
  const type = schema.type;
  return (
    type === undefined || type === "string" || (Array.isArray(type) && type.includes("string"))
  );
}

/** The subschema of a property, an array's items, or the first alternative of anyOf/oneOf that is an object or array. */
function child(schema: Schema | undefined, key: string | number, root: Schema): Schema | undefined {
  if (!schema) return undefined;
  if (typeof key === "number") return resolve(schema.items, root);
  const props = schema.properties;
  if (isRecord(props) && key in props) return resolve(props[key], root);
  for (const alt of [
    ...((schema.anyOf as unknown[]) ?? []),
    ...((schema.oneOf as unknown[]) ?? []),
  ]) {
    const found = child(resolve(alt, root), key, root);
    if (found) return found;
  }
  return undefined;
}

/**
 * The places ("hero.title", "stats.2.label") whose English text the translation does not give.
 * `translation` undefined: the whole file is untranslated, so every text is listed.
 */
export function missingTexts(
  english: unknown,
  translation: unknown,
  schema: Schema,
  root: Schema = schema,
  where: string[] = [],
  key?: string,
): string[] {
  if (typeof english === "string") {
    if (key !== undefined && NOT_TEXT_FIELDS.has(key)) return [];
    // A figure without a letter ("2013", "2013 – 2017", "0.3%") reads the same in every edition.
    if (!/[A-Za-z]/.test(english) || !isFreeText(schema)) return [];
    return typeof translation === "string" && translation.trim() ? [] : [where.join(".")];
  }
  if (Array.isArray(english))
    return english.flatMap((item, i) =>
      missingTexts(
        item,
        Array.isArray(translation) ? translation[i] : undefined,
        child(schema, i, root) ?? {},
        root,
        [...where, String(i)],
        key,
      ),
    );
  if (isRecord(english))
    return Object.entries(english).flatMap(([k, value]) =>
      k.startsWith("$") || NOT_TEXT_FIELDS.has(k)
        ? []
        : missingTexts(
            value,
            isRecord(translation) ? translation[k] : undefined,
            child(schema, k, root) ?? {},
            root,
            [...where, k],
            k,
          ),
    );
  return [];
}
