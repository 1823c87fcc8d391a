/** The content translations' check, on the real English files and schemas with one translation at a time. */
import path from "node:path";
import { checkDataSet, formatProblem, loadDataSet } from "../../gatsby/data-checks";

const real = loadDataSet(path.resolve(__dirname, "../.."));
const withoutTranslations = real.files.filter((f) => !/^data\/(ur|ps)\//.test(f.path));

const problemsWith = (filePath: string, json: unknown) =>
  checkDataSet({ ...real, files: [...withoutTranslations, { path: filePath, json }] })
    .map(formatProblem)
    .filter((p) => p.startsWith(filePath));

it("accepts a partial translation in the English file's shape", () => {
  expect(
    problemsWith("data/ur/home.json", { $status: "needs-review", hero: { title: "ہم کون ہیں" } }),
  ).toEqual([]);
});

it("names a field the English file does not have", () => {
  expect(
    problemsWith("data/ps/home.json", { $status: "needs-review", hero: { heading: "x" } }),
  ).toEqual([
    'data/ps/home.json: field "hero.heading" is not in the English file: translate only what it has',
  ]);
});

it("refuses fields that are the same in every edition", () => {
  expect(
    problemsWith("data/ur/navigation.json", { $status: "reviewed", items: [{ href: "/ur" }] }),
  ).toEqual([
    'data/ur/navigation.json: field "items.0.href" is the same in every edition: leave it out of the translation',
  ]);
});

it("requires the review state", () => {
  expect(problemsWith("data/ur/site.json", { name: "قومی وطن پارٹی" })).toEqual([
    'data/ur/site.json: field "$status" must say whether a native speaker reviewed this file: needs-review, reviewed',
  ]);
});

it("validates the texts with the English file's schema", () => {
  expect(problemsWith("data/ur/site.json", { $status: "needs-review", name: 5 })).toEqual([
    expect.stringMatching(/^data\/ur\/site\.json: .*name.*string/),
  ]);
});

it("fails a translation of a file that does not exist", () => {
  expect(problemsWith("data/ur/leaders/nobody.json", { $status: "needs-review" })).toEqual([
    "data/ur/leaders/nobody.json: translates no English data file (data/leaders/nobody.json is missing or unknown)",
  ]);
});
