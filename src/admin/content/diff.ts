/**
 * What a save changes, field by field, in the editors' words: each change names the field by its
 * label path ("Bio › Item 2 › Title") with the old and the new value as text. Lists are compared
 * entry by entry (an entry added at the end or removed from it is one change); `$schema` is the
 * file's own bookkeeping and never shown.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { escapePointer, pointerLabel } from "./form/fieldLabels";
import { isPlainObject } from "../../../contract/lib/isPlainObject";

export type ChangeKind = "changed" | "added" | "removed";

export type FieldChange = {
  /** JSON pointer of the field, e.g. "/bio/1/title". */
  pointer: string;
  /** The field as the form labels it, e.g. "Bio › Item 2 › Title". */
  label: string;
  kind: ChangeKind;
  /** The value before and after, as an editor reads it ("" when there was or is none). */
  before: string;
  after: string;
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** A value as text: strings as they are, lists and groups as short readable summaries. */
export function describeValue(value: unknown): string {
  if (isEmpty(value)) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(describeValue).filter(Boolean).join("; ");
  if (isPlainObject(value))
    return Object.values(value)
      .map(describeValue)
      .filter(Boolean)
      .join(", ");
  return String(value);
}

function walk(before: unknown, after: unknown, pointer: string, out: { pointer: string; kind: ChangeKind; before: unknown; after: unknown }[]) {
  if (isEmpty(before) && isEmpty(after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) if (key !== "$schema") walk(before[key], after[key], `${pointer}/${escapePointer(key)}`, out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      if (index >= before.length) out.push({ pointer: `${pointer}/${index}`, kind: "added", before: undefined, after: after[index] });
      else if (index >= after.length) out.push({ pointer: `${pointer}/${index}`, kind: "removed", before: before[index], after: undefined });
      else walk(before[index], after[index], `${pointer}/${index}`, out);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  out.push({ pointer, kind: isEmpty(before) ? "added" : isEmpty(after) ? "removed" : "changed", before, after });
}

/** Every change from `before` to `after`, in the order of the file's fields. */
export function diffContent(schema: RJSFSchema, before: unknown, after: unknown): FieldChange[] {
  const raw: { pointer: string; kind: ChangeKind; before: unknown; after: unknown }[] = [];
  walk(before, after, "", raw);
  return raw.map((change) => ({
    pointer: change.pointer,
    label: pointerLabel(schema, change.pointer),
    kind: change.kind,
    before: describeValue(change.before),
    after: describeValue(change.after),
  }));
}

/** Whether two versions of a file hold the same content (empty optional fields count as absent). */
export const sameContent = (a: unknown, b: unknown) => {
  const out: { pointer: string; kind: ChangeKind; before: unknown; after: unknown }[] = [];
  walk(a, b, "", out);
  return out.length === 0;
};
