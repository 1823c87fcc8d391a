/**
 * Editors' names for the fields of a content file: the schema's `title` where it has one, else the
 * property name written as words ("socialLinks" → "Social links"). A JSON pointer ("/bio/1/title")
 * becomes the path an editor reads: "Bio › Item 2 › Title". Used by the form's labels, the diff
 * and the error summary, so a field is called the same everywhere.
 */
import type { RJSFSchema } from "@rjsf/utils";

type Schema = RJSFSchema;

/** "socialLinks" → "Social links", "embedUrl" → "Embed URL", "coverImage" → "Cover image". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word === "url" ? "URL" : word === "id" ? "ID" : word === "pdf" ? "PDF" : word));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Follows a local `$ref` ("#/definitions/phone") to the schema it names. */
export function resolveRef(schema: Schema | undefined, root: Schema): Schema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops += 1) {
    const parts = current.$ref.replace(/^#\//, "").split("/").map(unescapePointer);
    let target: unknown = root;
    for (const part of parts) target = (target as Record<string, unknown> | undefined)?.[part];
    current = target as Schema | undefined;
  }
  return current;
}

export const unescapePointer = (part: string) => part.replace(/~1/g, "/").replace(/~0/g, "~");
export const escapePointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

/** The parts of a JSON pointer ("" and "/" are the whole file: no parts). */
export function pointerParts(pointer: string): string[] {
  return pointer.replace(/^#/, "").split("/").slice(1).filter((part, index, all) => part !== "" || index < all.length - 1).map(unescapePointer);
}

/** The schema of the value at `parts` below `schema` (undefined when the schema does not say). */
export function schemaAt(root: Schema, parts: readonly string[]): Schema | undefined {
  let current: Schema | undefined = resolveRef(root, root);
  for (const part of parts) {
    if (!current) return undefined;
    if (/^\d+$/.test(part) && current.items && typeof current.items === "object" && !Array.isArray(current.items)) {
      current = resolveRef(current.items as Schema, root);
    } else {
      const property = current.properties?.[part];
      current = typeof property === "object" ? resolveRef(property as Schema, root) : undefined;
    }
  }
  return current;
}

/** The label of one field: its schema's title, else its name in words; list entries are "Item N". */
export function fieldLabel(part: string, schema: Schema | undefined): string {
  if (/^\d+$/.test(part)) return `Item ${Number(part) + 1}`;
  return typeof schema?.title === "string" && schema.title ? schema.title : humanize(part);
}

/** "/bio/1/title" → "Bio › Item 2 › Title" ("" → "The whole file"). */
export function pointerLabel(root: Schema, pointer: string): string {
  const parts = pointerParts(pointer);
  if (parts.length === 0) return "The whole file";
  return parts.map((part, index) => fieldLabel(part, schemaAt(root, parts.slice(0, index + 1)))).join(" › ");
}

/** The id rjsf gives the control of the field at `pointer` ("/bio/1/title" → "root_bio_1_title"). */
export function fieldIdOf(pointer: string): string {
  return ["root", ...pointerParts(pointer)].join("_");
}
