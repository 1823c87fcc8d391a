import { inDisplayOrder, toParagraphs } from "../../src/lib/biography";

describe("inDisplayOrder", () => {
  it("lists biography sections in reverse of the stored order", () => {
    const stored = [{ title: "Early Life" }, { title: "Public Office" }, { title: "Party" }];
    expect(inDisplayOrder(stored).map((s) => s.title)).toEqual(["Party", "Public Office", "Early Life"]);
  });

  it("leaves the stored data untouched", () => {
    const stored = ["a", "b"];
    inDisplayOrder(stored);
    expect(stored).toEqual(["a", "b"]);
  });

  it("treats missing sections as none", () => {
    expect(inDisplayOrder(null)).toEqual([]);
    expect(inDisplayOrder(undefined)).toEqual([]);
  });
});

describe("toParagraphs", () => {
  it("splits a description into paragraphs at line breaks", () => {
    expect(toParagraphs("First line.\nSecond line.")).toEqual(["First line.", "Second line."]);
  });

  it("understands Windows and old Mac line endings", () => {
    expect(toParagraphs("One\r\nTwo\rThree")).toEqual(["One", "Two", "Three"]);
  });

  it("drops blank lines and surrounding spaces, so no empty paragraph is made", () => {
    expect(toParagraphs("  One  \n\n \nTwo\n")).toEqual(["One", "Two"]);
  });

  it("keeps a single-line description whole", () => {
    expect(toParagraphs("Only one paragraph, with a comma.")).toEqual(["Only one paragraph, with a comma."]);
  });

  it("returns nothing for empty input", () => {
    expect(toParagraphs("")).toEqual([]);
    expect(toParagraphs(null)).toEqual([]);
  });
});
