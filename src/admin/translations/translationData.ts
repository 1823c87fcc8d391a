/**
 * A translation's texts read and written by JSON Pointer ("/hero/title", "/items/3/name"), the
 * way the Translations screen edits them field by field. A translation holds only translated texts
 * in the English file's shape, lists by position: writing a text into a list entry the
 * translation does not have yet adds the entries before it as `{}` (skipped); clearing a text
 * removes it, and with it any object or trailing list entry it leaves empty. Pure: returns a new object.
 */
import { pointerParts } from "../content/form/fieldLabels";
import { isPlainObject } from "../../../contract/lib/isPlainObject";

type Json = unknown;
const isIndex = (part: string) => /^\d+$/.test(part);
const isEmpty = (v: Json) => v === undefined || v === "" || (isPlainObject(v) && Object.keys(v).length === 0) || (Array.isArray(v) && v.length === 0);

/** The text at `pointer` ("" when there is none). */
export function textAt(data: Json, pointer: string): string {
  let at: Json = data;
  for (const part of pointerParts(pointer)) at = Array.isArray(at) && isIndex(part) ? at[Number(part)] : isPlainObject(at) ? at[part] : undefined;
  return typeof at === "string" ? at : "";
}

/** `data` with `text` at `pointer` ("" removes the text). */
export function withText(data: Record<string, Json>, pointer: string, text: string): Record<string, Json> {
  const parts = pointerParts(pointer);
  const put = (node: Json, depth: number): Json => {
    const part = parts[depth];
    const last = depth === parts.length - 1;
    if (isIndex(part)) {
      const list = Array.isArray(node) ? [...node] : [];
      const index = Number(part);
      // A skipped entry is {} in a list of objects, "" in a list of texts (the check then names it).
      while (list.length < index) list.push(last ? "" : {});
      list[index] = last ? text : put(list[index], depth + 1);
      while (list.length && isEmpty(list[list.length - 1])) list.pop();
      return list;
    }
    const object = isPlainObject(node) ? { ...node } : {};
    const value = last ? text : put(object[part], depth + 1);
    if (isEmpty(value)) delete object[part];
    else object[part] = value;
    return object;
  };
  return put(data, 0) as Record<string, Json>;
}
