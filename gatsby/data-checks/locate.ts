import path from "node:path";
import { entryKind, isEntryKind } from "../../contract/content/kinds";
import type { FileKind } from "./kinds";

/** Fields that name an entry, in order of preference, for messages like projects[3] ("Swat Motorway"). */
const LABEL_FIELDS = ["slug", "id", "title", "name", "label", "year", "decade"];

function labelOf(value: unknown): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  for (const key of LABEL_FIELDS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === "string" && v.trim()) return v;
  }
  return undefined;
}

/** "/projects/3/status" → ["projects", 3, "status"] (JSON Pointer, RFC 6901). */
export function pointerSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** ["projects", 3, "status"] → "/projects/3/status" (JSON Pointer, RFC 6901). */
export function toPointer(segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The whole-file entry of a kind whose messages name it (the registry's `namedInChecks`): leader "tariq-khan". */
export function fileEntry(
  filePath: string,
  kind: FileKind | undefined,
  json: unknown,
): string | undefined {
  if (!isEntryKind(kind) || !entryKind(kind).namedInChecks) return undefined;
  const slug = labelOf(json) ?? path.posix.basename(filePath, ".json");
  return `${kind} "${slug}"`;
}

/**
 * Splits a location in a data file into the entry (up to the deepest list index, with the
 * entry's title or slug) and the field inside it, so messages read
 * `projects[3] ("Swat Motorway"): field "status"`.
 */
export function locate(
  json: unknown,
  segments: (string | number)[],
  outerEntry?: string,
): { entry?: string; field?: string } {
  let lastIndex = -1;
  segments.forEach((s, i) => {
    if (typeof s === "number") lastIndex = i;
  });
  let entry: string | undefined;
  if (lastIndex >= 0) {
    let node: unknown = json;
    let text = "";
    for (let i = 0; i <= lastIndex; i++) {
      const s = segments[i];
      node =
        node && typeof node === "object"
          ? (node as Record<string | number, unknown>)[s]
          : undefined;
      text += typeof s === "number" ? `[${s}]` : `${text ? "." : ""}${s}`;
    }
    const label = labelOf(node);
    entry = label ? `${text} (${JSON.stringify(label)})` : text;
  }
  const rest = segments.slice(lastIndex + 1).join(".");
  const parts = [outerEntry, entry].filter(Boolean);
  return { entry: parts.length ? parts.join(", ") : undefined, field: rest || undefined };
}

/** A value as it should appear after "got": strings quoted, long values shortened. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  const kind = Array.isArray(value)
    ? "a list "
    : value === null
      ? ""
      : typeof value === "object"
        ? "an object "
        : "";
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `${kind}${short}`;
}
