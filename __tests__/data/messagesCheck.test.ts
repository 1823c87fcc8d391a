/** The interface strings' check: a translation's missing, extra or changed keys fail, naming file and key. */
import { checkMessageFiles } from "../../gatsby/data-checks/messagesCheck";
import { formatProblem, type DataFile } from "../../gatsby/data-checks";

const en = { greeting: "Hello {name}", bye: "Goodbye" };
const ur = { $status: "needs-review", greeting: "سلام {name}", bye: "خدا حافظ" };
const ps = { $status: "reviewed", greeting: "سلام {name}", bye: "په مخه مو ښه" };

const files = (over: Record<string, unknown> = {}): DataFile[] =>
  Object.entries({
    "data/i18n/en/area.json": en,
    "data/i18n/ur/area.json": ur,
    "data/i18n/ps/area.json": ps,
    ...over,
  })
    .filter(([, json]) => json !== undefined)
    .map(([path, json]) => ({ path, json }));

const check = (over?: Record<string, unknown>) => checkMessageFiles(files(over)).map(formatProblem);

it("accepts complete translations", () => {
  expect(check()).toEqual([]);
});

it("names the file and the key a translation lacks", () => {
  expect(
    check({ "data/i18n/ur/area.json": { $status: "needs-review", greeting: "سلام {name}" } }),
  ).toEqual(['data/i18n/ur/area.json: field "bye" is missing (data/i18n/en/area.json has it)']);
});

it("names a key English does not have", () => {
  expect(check({ "data/i18n/ps/area.json": { ...ps, extra: "x" } })).toEqual([
    'data/i18n/ps/area.json: field "extra" is not in data/i18n/en/area.json (remove it, or add it there first)',
  ]);
});

it("fails a translation whose placeholders differ", () => {
  expect(check({ "data/i18n/ur/area.json": { ...ur, greeting: "سلام {naam}" } })).toEqual([
    'data/i18n/ur/area.json: field "greeting" must have the placeholders of the English text: {name} (has {naam})',
  ]);
});

it("fails a missing translation file and a file without English", () => {
  expect(
    check({
      "data/i18n/ps/area.json": undefined,
      "data/i18n/ur/other.json": { $status: "reviewed" },
    }),
  ).toEqual([
    "data/i18n/ur/other.json: has no English file data/i18n/en/other.json",
    "data/i18n/ps/area.json: is missing: data/i18n/en/area.json needs its translation here",
  ]);
});

it("requires the review state in translations, and only there", () => {
  const { $status: _ignored, ...unmarked } = ur;
  expect(check({ "data/i18n/ur/area.json": unmarked })).toEqual([
    'data/i18n/ur/area.json: field "$status" is missing: say whether a native speaker reviewed this file (needs-review, reviewed)',
  ]);
  expect(check({ "data/i18n/ur/area.json": { ...ur, $status: "done" } })).toEqual([
    'data/i18n/ur/area.json: field "$status" must be one of: needs-review, reviewed',
  ]);
  expect(check({ "data/i18n/en/area.json": { ...en, $status: "reviewed" } })).toEqual([
    'data/i18n/en/area.json: field "$status" belongs in translations only (English is the source)',
  ]);
});

it("fails texts that are not strings, and unknown languages", () => {
  expect(
    check({ "data/i18n/ps/area.json": { ...ps, bye: 3 }, "data/i18n/fr/area.json": en }),
  ).toEqual([
    'data/i18n/ps/area.json: field "bye" must be a text (a non-empty string)',
    "data/i18n/fr/area.json: is in an unknown language folder (one of: en, ur, ps)",
  ]);
});
