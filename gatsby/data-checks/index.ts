/**
 * Checks on the content in data/: every file against its JSON Schema (data/schema/), then the
 * rules across entries and files (unique slugs, files that exist, links that lead to a page).
 * Used by `npm run check:data` and by the build (gatsby/onPreBootstrap.ts), so an editor's
 * mistake fails both with the same message naming the file, the entry and the field.
 */
import { crossChecks, checkFileReferences } from "./crossChecks";
import { fileKind, SINGLE_FILES } from "./kinds";
import { loadDataSet } from "./load";
import { checkMessageFiles } from "./messagesCheck";
import { checkTranslationFiles } from "./translationsCheck";
import { createSchemaValidator } from "./schemaCheck";
import { checkTitles } from "./titlesCheck";
import type { DataSet, Problem } from "./types";

export { formatProblem } from "./types";
export type { DataFile, DataSet, Problem } from "./types";
export { loadDataSet };

export function checkDataSet(ds: DataSet): Problem[] {
  const problems: Problem[] = [];
  const validate = createSchemaValidator(ds.schemas);
  for (const name of SINGLE_FILES)
    if (!ds.files.some((f) => f.path === `data/${name}.json`))
      problems.push({ file: `data/${name}.json`, message: "is missing; the site reads it" });
  const isMessages = (file: { path: string }) => file.path.startsWith("data/i18n/");
  const isTranslation = (file: { path: string }) => /^data\/(ur|ps)\//.test(file.path);
  problems.push(...checkMessageFiles(ds.files.filter(isMessages)));
  problems.push(...checkTranslationFiles(ds.files.filter(isTranslation), ds));
  for (const file of ds.files.filter((f) => !isMessages(f))) problems.push(...checkTitles(file));
  for (const file of ds.files.filter((f) => !isMessages(f) && !isTranslation(f))) {
    const kind = fileKind(file.path);
    if (!kind) {
      problems.push({
        file: file.path,
        message: "is not a known data file (see gatsby/typeNames.ts and data/schema/)",
      });
      continue;
    }
    if (file.parseError) {
      problems.push({ file: file.path, message: `is not valid JSON: ${file.parseError}` });
      continue;
    }
    const result = validate(file.path, kind, file.json);
    problems.push(...result.problems);
    problems.push(...checkFileReferences(file, kind, result.files, ds.existing));
  }
  return [...problems, ...crossChecks(ds)];
}

/** Loads the project at `root` from disk and checks it. */
export function checkData(root: string): Problem[] {
  return checkDataSet(loadDataSet(root));
}
