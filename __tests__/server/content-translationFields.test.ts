/** @jest-environment node */
/**
 * Which fields of an English file count as texts to translate, on the real files and schemas:
 * words yes; links, images, ids, choices from a list and figures without a letter no.
 */
import fs from "node:fs";
import { contentTextFields, stringsTextFields } from "../../server/content/translationFields";

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

describe("text fields", () => {
  it("takes every text of a content file but data: paths, images, choices from a list and figures", () => {
    const about = contentTextFields(read("data/about.json"), read("data/schema/about.schema.json"));
    const pointers = about.map((field) => field.pointer);
    const text = fs.readFileSync("data/about.json", "utf8");
    // A tile's colour and an icon are choices from the schema's list; the tile's label is a text.
    expect([text.includes('"colour"'), text.includes('"icon"')]).toEqual([true, true]);
    expect(pointers.filter((p) => p.endsWith("/colour") || p.endsWith("/icon"))).toEqual([]);
    expect(pointers.some((p) => p.endsWith("/label"))).toBe(true);
    const home = contentTextFields(read("data/home.json"), read("data/schema/home.schema.json"));
    expect(home.map((f) => f.pointer)).toEqual(expect.arrayContaining(["/hero/title", "/intro/stats/0/label", "/intro/stats/3/number"]));
    expect(home.map((f) => f.pointer)).not.toEqual(expect.arrayContaining(["/hero/image"]));
    expect(home.map((f) => f.pointer)).not.toContain("/intro/stats/0/number"); // "50+"
    expect(home.find((f) => f.pointer === "/hero/title")!.segments).toEqual(["hero", "title"]);
    const site = contentTextFields(read("data/site.json"), read("data/schema/site.schema.json")).map((f) => f.pointer);
    expect(site.some((p) => /email|phone|url|href|platform/i.test(p.split("/").pop()!))).toBe(false);
  });

  it("takes every key of an interface strings file but the file's own $ settings", () => {
    expect(stringsTextFields({ $status: "reviewed", openMenu: "Open menu", copyright: "© {year} {name}." }).map((f) => f.pointer)).toEqual(["/openMenu", "/copyright"]);
  });
});
