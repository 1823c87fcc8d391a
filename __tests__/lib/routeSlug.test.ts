import { slugAfter, wingsPathFor } from "../../src/lib/routeSlug";

describe("slugAfter", () => {
  it("reads the slug after the prefix", () => {
    expect(slugAfter("/leader/unknown-person", "/leader")).toBe("unknown-person");
  });

  it("ignores a trailing slash", () => {
    expect(slugAfter("/wing/youth-wing/", "/wing")).toBe("youth-wing");
  });

  it("is empty for the bare prefix", () => {
    expect(slugAfter("/wing", "/wing")).toBe("");
    expect(slugAfter("/wing/", "/wing")).toBe("");
  });

  it("does not match a path that merely starts with the same letters", () => {
    expect(slugAfter("/wings/youth-wing", "/wing")).toBe("");
  });

  it("decodes percent-encoding and survives malformed encoding", () => {
    expect(slugAfter("/leader/a%20b", "/leader")).toBe("a b");
    expect(slugAfter("/leader/%E0%A4%A", "/leader")).toBe("%E0%A4%A");
  });
});

describe("wingsPathFor", () => {
  it("maps the disputed /wing/{slug} to /wings/{slug}", () => {
    expect(wingsPathFor("/wing/youth-wing")).toBe("/wings/youth-wing");
  });

  it("keeps the query string and fragment", () => {
    expect(wingsPathFor("/wing/women-wing/", "?ref=fb", "#join")).toBe("/wings/women-wing?ref=fb#join");
  });

  it("sends the bare /wing to the list of wings", () => {
    expect(wingsPathFor("/wing")).toBe("/wings");
  });
});
