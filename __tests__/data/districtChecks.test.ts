/** The districts' data checks, on the real data with one district changed (or removed) at a time. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EVENT_DISTRICTS_ENV, writeEventDistricts } from "../../gatsby/data-checks/eventDistricts";
import { checkDataSet, formatProblem, loadDataSet, type DataSet } from "../../gatsby/data-checks";

const real = loadDataSet(path.resolve(__dirname, "../.."));
const swabi = real.files.find((f) => f.path === "data/districts/swabi.json")!;

type DistrictJson = {
  slug: string;
  name: string;
  office: { phone: string };
  officeBearers: Array<{ leader?: string }>;
};

const problemsWith = (
  change: (district: DistrictJson) => void,
  extra: Partial<DataSet> = {},
) => {
  const json = structuredClone(swabi.json) as DistrictJson;
  change(json);
  return checkDataSet({
    ...real,
    ...extra,
    files: real.files.map((f) => (f === swabi ? { ...f, json } : f)),
  }).map(formatProblem);
};

it("passes every district of the demonstration set", () => {
  expect(
    real.files.filter((f) => f.path.startsWith("data/districts/")).length,
  ).toBeGreaterThanOrEqual(36);
  expect(problemsWith(() => {})).toEqual([]);
});

it("takes only Pakistani phone numbers for an office", () => {
  expect(problemsWith((d) => (d.office.phone = "+92 300 1234567"))).toEqual([]);
  expect(problemsWith((d) => (d.office.phone = "+44 20 7946 0958"))).toEqual([
    'data/districts/swabi.json: field "office.phone" has the wrong form; expected: a Pakistani number: +92, then 9 or 10 digits, spaces or dashes allowed (+92 91 5840011, +92 300 1234567); got "+44 20 7946 0958"',
  ]);
  expect(problemsWith((d) => (d.office.phone = "0938 123456"))).toHaveLength(1);
});

it("names an office-bearer's leader link that leads to no leader", () => {
  expect(problemsWith((d) => (d.officeBearers[0].leader = "tariq-khan"))).toEqual([]);
  expect(problemsWith((d) => (d.officeBearers[1].leader = "tariq-kan"))).toEqual([
    'data/districts/swabi.json: officeBearers[1] ("To be announced"): field "leader" names no leader: there is no data/leaders/tariq-kan.json',
  ]);
});

it("refuses a slug that is not the file's name, and a second district of the same name", () => {
  const problems = problemsWith((d) => {
    d.slug = "mardan";
    d.name = "Mardan";
  });
  expect(problems).toContain(
    'data/districts/swabi.json: field "slug" must match the file name: the file is swabi.json but the slug is "mardan"; rename the file to mardan.json or fix the slug',
  );
  expect(
    problems.some((p) =>
      p.includes(
        'field "name" must be unique; "mardan" is already used by data/districts/mardan.json',
      ),
    ),
  ).toBe(true);
});

it("fails a district removed while events still name it, naming the file and the field", () => {
  const withoutSwabi = {
    ...real,
    files: real.files.filter(
      (f) =>
        f !== swabi &&
        f.path !== "data/ur/districts/swabi.json" &&
        f.path !== "data/ps/districts/swabi.json",
    ),
  };
  const eventDistricts = {
    swabi: ["jalsa-in-swabi", "youth-convention-topi"],
    mardan: ["mardan-rally"],
  };
  expect(checkDataSet({ ...withoutSwabi, eventDistricts }).map(formatProblem)).toEqual([
    'data/districts/swabi.json: field "slug" is missing, but 2 events name the district "swabi" (jalsa-in-swabi, youth-convention-topi): restore the file, or move those events to another district in the console first',
  ]);
  // Without events in that district, it may go.
  expect(
    checkDataSet({ ...withoutSwabi, eventDistricts: { mardan: ["mardan-rally"] } }).map(
      formatProblem,
    ),
  ).toEqual([]);
});

it("reads the districts events name from the file the server's publish step names", () => {
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "qwp-event-districts-")),
    "event-districts.json",
  );
  writeEventDistricts(file, { "lower-dir": ["jalsa-timergara"] });
  const loaded = loadDataSet(path.resolve(__dirname, "../.."));
  expect(loaded.eventDistricts).toBeUndefined();
  process.env[EVENT_DISTRICTS_ENV] = file;
  try {
    const withEvents = loadDataSet(path.resolve(__dirname, "../.."));
    expect(withEvents.eventDistricts).toEqual({ "lower-dir": ["jalsa-timergara"] });
    const problems = checkDataSet({
      ...withEvents,
      files: withEvents.files.filter((f) => !f.path.endsWith("/lower-dir.json")),
    }).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/districts\/lower-dir\.json: field "slug" is missing, but 1 event names the district "lower-dir" \(jalsa-timergara\)/,
      ),
    ]);
  } finally {
    delete process.env[EVENT_DISTRICTS_ENV];
  }
});
