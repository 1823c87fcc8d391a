import { fileKind } from "./kinds";
import { fileEntry, locate } from "./locate";
import type { DataFile, Problem } from "./types";

/** Fields that name a thing: a page's heading, a wing's name in its calendar feed and in search. */
const isTitleField = (key: string) => /title$/i.test(key) || key === "name";

// A title is one line: a line break in a wing's title would start a new line in its calendar file.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Every title or name in `file` that holds a control character (a line break, a tab, a NUL). */
export function checkTitles(file: DataFile): Problem[] {
  if (file.json === undefined) return [];
  const outer = fileEntry(file.path, fileKind(file.path), file.json);
  const problems: Problem[] = [];
  const walk = (node: unknown, segments: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...segments, index]));
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string" && isTitleField(key) && CONTROL.test(value)) {
          const where = locate(file.json, [...segments, key], outer);
          problems.push({ file: file.path, ...where, message: "has a line break or another control character; a title is one line of text" });
        } else walk(value, [...segments, key]);
      }
  };
  walk(file.json, []);
  return problems;
}
