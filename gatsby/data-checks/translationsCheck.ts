/**
 * The content translations' checks: data/ur|ps/<file>.json translates data/<file>.json. It holds
 * only translated texts in the English file's shape (validated by the same JSON Schema with nothing
 * required), nothing the English file lacks, no field that is the same in every edition (paths,
 * addresses, ids, images), and says whether a native speaker reviewed it ("$status").
 */
import { REVIEW_STATES } from "../i18n/messages";
import { translationFileOf } from "../i18n/contentTranslations";
import { UNTRANSLATED_FIELDS } from "../i18n/textFields";
import { fileKind } from "./kinds";
import { createSchemaValidator } from "./schemaCheck";
import type { DataFile, DataSet, Problem } from "./types";
import { isPlainObject } from "../../contract/lib/isPlainObject";

/** Fields that are data, not text (gatsby/i18n/textFields.ts). */
export { UNTRANSLATED_FIELDS };

/** The schema with nothing required and no minimum sizes: a translation may hold any part of a file. */
function partial(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(partial);
  if (!isPlainObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "required" || key === "minItems" || key === "minProperties" || key === "$id")
      continue;
    out[key] = partial(value);
  }
  return out;
}

/** Places in the translation that the English file does not have, or that are never translated. */
function shapeProblems(
  file: string,
  english: unknown,
  translation: unknown,
  where: string[],
): Problem[] {
  const field = where.join(".") || undefined;
  if (isPlainObject(translation)) {
    if (!isPlainObject(english))
      return [{ file, field, message: "is not an object in the English file" }];
    return Object.entries(translation).flatMap(([key, value]) => {
      if (where.length === 0 && key === "$status") return [];
      const at = [...where, key];
      if (UNTRANSLATED_FIELDS.has(key))
        return [
          {
            file,
            field: at.join("."),
            message: "is the same in every edition: leave it out of the translation",
          },
        ];
      if (!(key in english))
        return [
          {
            file,
            field: at.join("."),
            message: "is not in the English file: translate only what it has",
          },
        ];
      return shapeProblems(file, english[key], value, at);
    });
  }
  if (Array.isArray(translation)) {
    if (!Array.isArray(english))
      return [{ file, field, message: "is not a list in the English file" }];
    if (translation.length > english.length)
      return [
        {
          file,
          field,
          message: `has ${translation.length} entries; the English file has ${english.length}`,
        },
      ];
    return translation.flatMap((value, index) =>
      shapeProblems(file, english[index], value, [...where, String(index)]),
    );
  }
  if (typeof translation === "string" && typeof english !== "string")
    return [{ file, field, message: "is a text here but not in the English file" }];
  return [];
}

export function checkTranslationFiles(files: readonly DataFile[], ds: DataSet): Problem[] {
  const partialSchemas = Object.fromEntries(
    Object.entries(ds.schemas).map(([kind, schema]) => [kind, partial(schema) as object]),
  );
  const validate = createSchemaValidator(partialSchemas);
  const problems: Problem[] = [];
  for (const file of files) {
    const place = translationFileOf(file.path);
    const englishPath = place && `data/${place.file}.json`;
    const english = englishPath && ds.files.find((f) => f.path === englishPath);
    const kind = englishPath && fileKind(englishPath);
    if (!place || !english || !kind) {
      problems.push({
        file: file.path,
        message: `translates no English data file (${englishPath ?? "data/<file>.json"} is missing or unknown)`,
      });
      continue;
    }
    if (file.parseError) {
      problems.push({ file: file.path, message: `is not valid JSON: ${file.parseError}` });
      continue;
    }
    if (!isPlainObject(file.json)) {
      problems.push({ file: file.path, message: "must be one object in the English file's shape" });
      continue;
    }
    const { $status: status, ...texts } = file.json;
    if (!(REVIEW_STATES as readonly unknown[]).includes(status))
      problems.push({
        file: file.path,
        field: "$status",
        message: `must say whether a native speaker reviewed this file: ${REVIEW_STATES.join(", ")}`,
      });
    const shape = shapeProblems(file.path, english.json, texts, []);
    problems.push(...shape);
    if (shape.length === 0) problems.push(...validate(file.path, kind, texts).problems);
  }
  return problems;
}
