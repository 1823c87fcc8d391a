import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { missingTexts } from "../../gatsby/i18n/textFields";
import { hasMissingTexts, pageTranslations } from "../../gatsby/i18n/contentTranslations";

const ROOT = path.resolve(__dirname, "../..");
const read = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, rel), "utf8")) as Record<string, unknown>;

describe("missingTexts: which texts of a data file a translation leaves in English", () => {
  const schema = {
    type: "object",
    properties: {
      title: { type: "string" },
      kind: { enum: ["a", "b"] },
      year: { type: "string", pattern: "^\\d{4}" },
      href: { type: "string" },
      site: { type: "string", format: "uri" },
      born: { $ref: "#/definitions/year" },
      stats: {
        type: "array",
        items: {
          type: "object",
          properties: { number: { type: "string" }, label: { type: "string" } },
        },
      },
    },
    definitions: { year: { type: "string", pattern: "^\\d{4}" } },
  };
  const english = {
    $schema: "./schema/x.schema.json",
    title: "Who we are",
    kind: "a",
    year: "2012",
    href: "/about",
    site: "https://example.org",
    born: "1950",
    stats: [
      { number: "50+", label: "Projects" },
      { number: "5", label: "Districts" },
    ],
  };

  it("lists every free text of an untranslated file, and no paths, ids, years, figures or fixed values", () => {
    expect(missingTexts(english, undefined, schema)).toEqual([
      "title",
      "stats.0.label",
      "stats.1.label",
    ]);
  });

  it("lists only what a translation lacks (an empty text counts as missing)", () => {
    expect(
      missingTexts(
        english,
        { title: "ہم کون ہیں", stats: [{ label: " " }, { label: "اضلاع" }] },
        schema,
      ),
    ).toEqual(["stats.0.label"]);
    expect(
      missingTexts(
        english,
        { title: "ہم کون ہیں", stats: [{ label: "منصوبے" }, { label: "اضلاع" }] },
        schema,
      ),
    ).toEqual([]);
  });

  it("finds nothing missing in the project's Home translations, and everything in an untranslated leader", () => {
    for (const lang of ["ur", "ps"]) {
      expect(
        missingTexts(
          read("data/home.json"),
          read(`data/${lang}/home.json`),
          read("data/schema/home.schema.json"),
        ),
      ).toEqual([]);
      expect(hasMissingTexts(ROOT, "home", read(`data/${lang}/home.json`))).toBe(false);
    }
    expect(hasMissingTexts(ROOT, "leaders/tariq-khan", undefined)).toBe(true);
    expect(
      hasMissingTexts(ROOT, "leaders/tariq-khan", read("data/ur/leaders/tariq-khan.json")),
    ).toBe(false);
  });

  it("does not count a figure without a letter as a missing text", () => {
    const figures = { period: "2013 – 2017", value: "0.3%", label: "November 2013" };
    const schema = { type: "object", properties: { period: {}, value: {}, label: {} } };
    expect(missingTexts(figures, {}, schema)).toEqual(["label"]);
  });

  it("marks a page untranslated when a translation lacks one text, not only when the file is missing", () => {
    // A copy of data/ (without images) whose Urdu About lacks one text and which has no Urdu History.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-text-fields-"));
    try {
      fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}images`),
      });
      const about = path.join(root, "data/ur/about.json");
      const translation = JSON.parse(fs.readFileSync(about, "utf8")) as Record<string, unknown>;
      delete translation.lead;
      fs.writeFileSync(about, JSON.stringify(translation));
      fs.rmSync(path.join(root, "data/ur/history.json"));
      expect(pageTranslations("ur", ["home"], [], root).contentUntranslated).toBe(false);
      expect(pageTranslations("ur", ["about"], [], root).contentUntranslated).toBe(true);
      expect(pageTranslations("ur", ["history"], [], root).contentUntranslated).toBe(true);
      expect(pageTranslations("ur", ["about"], [], ROOT).contentUntranslated).toBe(false);
      expect(pageTranslations("en", ["about"], [], root).contentUntranslated).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
