import path from "node:path";
import { CONTENT_KINDS, ENTRY_FOLDERS, SINGLE_FILE_KINDS, schemaFile, type ContentKind } from "../../contract/content/kinds";

/** Kinds of data file; each has data/schema/{kind}.schema.json and one GraphQL type (the registry, contract/content/kinds.ts). */
export const FILE_KINDS = CONTENT_KINDS;
export type FileKind = ContentKind;

const FOLDER_KINDS = new Map(Object.entries(ENTRY_FOLDERS).map(([kind, folder]) => [folder, kind as FileKind]));
/** Single files that must exist, each read by a page or the layout: every kind but those with a file per entry. */
export const SINGLE_FILES: readonly FileKind[] = SINGLE_FILE_KINDS;

/** "data/leaders/x.json" → "leader"; undefined for a file no schema covers. */
export function fileKind(filePath: string): FileKind | undefined {
  const rel = path.posix.relative("data", filePath);
  const dir = path.posix.dirname(rel);
  const name = path.posix.basename(rel, ".json");
  if (dir !== ".") return FOLDER_KINDS.get(dir);
  return (SINGLE_FILES as readonly string[]).includes(name) ? (name as FileKind) : undefined;
}

/** The "$schema" value a data file of this kind must carry (relative to the file). */
export function schemaReference(filePath: string, kind: FileKind): string {
  const rel = path.posix.relative(path.posix.dirname(filePath), schemaFile(kind));
  return rel.startsWith(".") ? rel : `./${rel}`;
}
