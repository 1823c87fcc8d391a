import path from "node:path";
import { ENTRY_FOLDERS, ENTRY_KINDS, SINGLE_FILE_KINDS, kindTypeName } from "../contract/content/kinds";

/**
 * gatsby-transformer-json names types after the folder by default, which would give every
 * single-object file in data/ the same type. Map each data file to its own node type instead,
 * as the registry of content kinds names it: a folder of entries (data/leaders/...) or one file.
 */
const byFolder = new Map(ENTRY_KINDS.map((kind) => [ENTRY_FOLDERS[kind], kindTypeName(kind)]));
const byFile = new Map<string, string>(SINGLE_FILE_KINDS.map((kind) => [kind, kindTypeName(kind)]));

export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }) {
  const folder = path.basename(node.relativeDirectory ?? "");
  const ofFolder = byFolder.get(folder);
  if (ofFolder) return ofFolder;
  const name = node.name ?? "";
  const ofFile = byFile.get(name);
  if (ofFile) return ofFile;
  throw new Error(
    `data/${node.relativeDirectory ? `${node.relativeDirectory}/` : ""}${name}.json: no node type is registered for this file (see contract/content/kinds.ts)`,
  );
}
