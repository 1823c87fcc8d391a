/**
 * A content edit checked by the build's own data checks (gatsby/data-checks: the same code as
 * `npm run check:data` and every build), on the repository's data with the edited file put in
 * its place in memory: nothing is written before it passes. Problems in the edited file come
 * back at their field (a JSON Pointer); problems the edit causes in other files (a duplicate
 * slug, a link to a page that would be gone) come back on the whole file, naming the other file.
 */
import { checkDataSet, formatProblem, loadDataSet, type Problem } from "../../gatsby/data-checks";
import { toPointer } from "../../gatsby/data-checks/locate";
import type { FieldError } from "../../contract/content/api";
import { translationSource } from "../../contract/content/translationsApi";

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The translation checks name a field by its path ("hero.title", "items.3.name"; an interface
 * string by its key, which may hold dots) rather than a pointer: made a pointer here.
 */
function pointerOf(file: string, problem: Problem): string | undefined {
  if (problem.pointer !== undefined || problem.field === undefined || problem.entry !== undefined) return problem.pointer;
  if (file.startsWith("data/i18n/")) return toPointer([problem.field]);
  if (translationSource(file)) return toPointer(problem.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
  return undefined;
}

function fieldError(file: string, problem: Problem): FieldError {
  const pointer = problem.file === file ? pointerOf(file, problem) : undefined;
  if (pointer !== undefined) return { field: pointer, message: sentence(problem.message) };
  return { field: "", message: problem.file === file ? sentence(problem.message) : formatProblem(problem) };
}

/** The problems the repository has at one commit (checked once per commit: a save is checked against them). */
const known = new Map<string, Set<string>>();

/** The problems `data` at `file` would give, in editors' words; [] when the edit may be written. `head`: the commit checked out in `repoDir`. */
export function checkEdit(repoDir: string, file: string, data: unknown, head: string): FieldError[] {
  const dataSet = loadDataSet(repoDir);
  const key = `${repoDir}\0${head}`;
  const before = known.get(key) ?? new Set(checkDataSet(dataSet).map(formatProblem));
  known.clear();
  known.set(key, before);
  const files = dataSet.files
    .filter((f) => f.path !== file)
    .concat({ path: file, json: data })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const after = checkDataSet({ ...dataSet, files, existing: new Set([...dataSet.existing, file]) });
  // Every problem of the edited file counts (it must leave the editor valid); elsewhere only new ones.
  return after.filter((p) => p.file === file || !before.has(formatProblem(p))).map((p) => fieldError(file, p));
}
