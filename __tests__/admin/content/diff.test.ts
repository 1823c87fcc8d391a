import type { RJSFSchema } from "@rjsf/utils";
import leaderSchema from "../../../data/schema/leader.schema.json";
import siteSchema from "../../../data/schema/site.schema.json";
import { describeValue, diffContent, sameContent } from "../../../src/admin/content/diff";

const leader = leaderSchema as RJSFSchema;
const base = {
  $schema: "../schema/leader.schema.json",
  slug: "tariq-khan",
  title: "Secretary Information",
  url: null,
  bio: [{ title: "Biography", description: "First." }],
  achievements: ["Elected"],
  socialLinks: [],
};

describe("diffContent: what a save changes, in the editors' words", () => {
  it("names a changed field by its label with the old and the new value", () => {
    expect(diffContent(leader, base, { ...base, title: "Secretary General" })).toEqual([
      { pointer: "/title", label: "Title", kind: "changed", before: "Secretary Information", after: "Secretary General" },
    ]);
  });

  it("names fields inside lists by their path and position", () => {
    const after = { ...base, bio: [{ title: "Early life", description: "First." }] };
    expect(diffContent(leader, base, after)).toEqual([
      { pointer: "/bio/0/title", label: "Bio › Item 1 › Title", kind: "changed", before: "Biography", after: "Early life" },
    ]);
  });

  it("reports an entry added to or removed from a list as one change", () => {
    const added = diffContent(leader, base, { ...base, achievements: ["Elected", "Re-elected in 2026"] });
    expect(added).toEqual([{ pointer: "/achievements/1", label: "Achievements › Item 2", kind: "added", before: "", after: "Re-elected in 2026" }]);
    const removed = diffContent(leader, base, { ...base, bio: [] });
    expect(removed).toEqual([{ pointer: "/bio/0", label: "Bio › Item 1", kind: "removed", before: "Biography, First.", after: "" }]);
  });

  it("follows $ref to label fields of shared definitions, and never shows $schema", () => {
    const site = siteSchema as RJSFSchema;
    const before = { $schema: "./schema/site.schema.json", map: { title: "Office", embedUrl: "https://a.example/x" } };
    const after = { $schema: "changed", map: { title: "Office", embedUrl: "https://b.example/y" } };
    expect(diffContent(site, before, after).map((change) => change.label)).toEqual(["Map › Embed URL"]);
  });

  it("treats an emptied optional field (null, \"\" or absent) as no change", () => {
    expect(sameContent(base, { ...base, url: undefined })).toBe(true);
    expect(sameContent(base, { ...base, url: "" })).toBe(true);
    expect(sameContent(base, { ...base, url: "https://x.example" })).toBe(false);
  });

  it("describes lists and groups as readable text, not JSON", () => {
    expect(describeValue([{ platform: "facebook", url: "https://f.example" }, { platform: "x", url: "" }])).toBe("facebook, https://f.example; x");
    expect(describeValue(3)).toBe("3");
  });
});
