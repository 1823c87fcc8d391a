import fs from "node:fs";
import path from "node:path";
import { WING_SLUGS } from "../../contract/validation/forms";
import { readEventDistricts } from "./eventDistricts";
import { FILE_KINDS } from "./kinds";
import type { DataFile, DataSet } from "./types";

/** Every file under `dir`, at any depth ([] when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(full) : d.isFile() ? [full] : [];
  });
}

const posix = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

/** "Unexpected token } in JSON at position 120" → the same with line and column. */
function parseErrorMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  if (!match) return message;
  const before = text.slice(0, Number(match[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `${message} (line ${line}, column ${column})`;
}

export function readDataFile(root: string, file: string): DataFile {
  const text = fs.readFileSync(file, "utf8");
  try {
    return { path: posix(root, file), json: JSON.parse(text) };
  } catch (error) {
    return { path: posix(root, file), parseError: parseErrorMessage(text, error) };
  }
}

/** Reads data/, data/schema/, static/ and src/pages/ of the project at `root`, and the districts events name when the server says (./eventDistricts.ts). */
export function loadDataSet(root: string): DataSet {
  const dataDir = path.join(root, "data");
  const schemaDir = path.join(dataDir, "schema");
  const jsonFiles = filesUnder(dataDir).filter(
    (f) => f.endsWith(".json") && !f.startsWith(schemaDir + path.sep),
  );
  const schemas: Record<string, object> = {};
  for (const kind of FILE_KINDS) {
    const file = path.join(schemaDir, `${kind}.schema.json`);
    if (fs.existsSync(file)) schemas[kind] = JSON.parse(fs.readFileSync(file, "utf8"));
  }
  return {
    files: jsonFiles.sort().map((f) => readDataFile(root, f)),
    existing: new Set(
      [...filesUnder(dataDir), ...filesUnder(path.join(root, "static"))].map((f) => posix(root, f)),
    ),
    pageFiles: filesUnder(path.join(root, "src", "pages")).map((f) =>
      posix(path.join(root, "src", "pages"), f),
    ),
    schemas,
    wingSlugs: WING_SLUGS,
    eventDistricts: readEventDistricts(),
  };
}
