import path from "node:path";
import { CONTENT_KINDS, ENTRY_KINDS, type ContentKind } from "../../contract/content/api";

/** Kinds of data file; each has data/schema/{kind}.schema.json and one GraphQL type (the console's Content section shares the list). */
export const FILE_KINDS = CONTENT_KINDS;
export type FileKind = ContentKind;

/** Folders holding one entry per file (mirrors gatsby/typeNames.ts). */
const FOLDER_KINDS: Record<string, FileKind> = { leaders: "leader", wings: "wing", districts: "district" };
/** Single files that must exist, each read by a page or the layout: every kind but those with a file per entry. */
export const SINGLE_FILES: readonly FileKind[] = CONTENT_KINDS.filter(
  (kind) => !(ENTRY_KINDS as readonly string[]).includes(kind),
);

/** "data/leaders/x.json" → "leader"; undefined for a file no schema covers. */
export function fileKind(filePath: string): FileKind | undefined {
  const rel = path.posix.relative("data", filePath);
  const dir = path.posix.dirname(rel);
  const name = path.posix.basename(rel, ".json");
  if (dir !== ".") return FOLDER_KINDS[dir];
  return (SINGLE_FILES as readonly string[]).includes(name) ? (name as FileKind) : undefined;
}

/** The "$schema" value a data file of this kind must carry (relative to the file). */
export function schemaReference(filePath: string, kind: FileKind): string {
  const rel = path.posix.relative(path.posix.dirname(filePath), `data/schema/${kind}.schema.json`);
  return rel.startsWith(".") ? rel : `./${rel}`;
}
