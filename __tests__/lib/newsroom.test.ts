import { formatPakistanTime, fromPakistanInput, toPakistanInput } from "../../contract/lib/pakistanTime";
import { slugify } from "../../contract/lib/slugify";
import { normaliseLinkInput } from "../../src/admin/news/RichTextEditor";
import { NEWS_SCHEMA } from "../../contract/validation/news";

describe("Pakistan time (UTC+5, no daylight saving) in the console", () => {
  it("shows a UTC time as Pakistan time and reads it back as UTC", () => {
    expect(toPakistanInput("2026-11-24T09:30:00.000Z")).toBe("2026-11-24T14:30");
    expect(fromPakistanInput("2026-11-24T14:30")).toBe("2026-11-24T09:30:00.000Z");
    expect(fromPakistanInput("2026-07-01T02:00")).toBe("2026-06-30T21:00:00.000Z");
    expect(fromPakistanInput("tomorrow")).toBe("");
    expect(toPakistanInput("nonsense")).toBe("");
    expect(formatPakistanTime("2026-11-24T14:30:00.000Z")).toBe("24 Nov 2026, 7:30 pm PKT");
  });

  it("is the one way the console writes a time: seconds for logs, nothing for no time", () => {
    expect(formatPakistanTime("2026-11-24T14:30:05.000Z", { seconds: true })).toBe("24 Nov 2026, 7:30:05 pm PKT");
    expect(formatPakistanTime(null)).toBe("");
    expect(formatPakistanTime("nonsense")).toBe("");
  });

  it("calls the hour after noon 12 pm and the hour after midnight 12 am, as clocks in Pakistan do", () => {
    expect(formatPakistanTime("2026-11-25T07:30:00.000Z")).toBe("25 Nov 2026, 12:30 pm PKT");
    expect(formatPakistanTime("2026-11-25T19:05:00.000Z")).toBe("26 Nov 2026, 12:05 am PKT");
  });
});

describe("slugs from titles", () => {
  it("makes lower-case ASCII words joined by single hyphens", () => {
    expect(slugify("Youth convention: jobs & skills")).toBe("youth-convention-jobs-skills");
    expect(slugify("  Café  in Peshawar!! ")).toBe("cafe-in-peshawar");
    expect(slugify("قومی وطن پارٹی")).toBe("");
    expect(slugify("a".repeat(100)).length).toBe(80);
  });
});

describe("links typed into the editor", () => {
  it("keeps web, mail and site addresses and refuses other schemes", () => {
    expect(normaliseLinkInput("https://example.org/a")).toBe("https://example.org/a");
    expect(normaliseLinkInput("example.org/report")).toBe("https://example.org/report");
    expect(normaliseLinkInput("/contact")).toBe("/contact");
    expect(normaliseLinkInput("mailto:press@qwp.org.pk")).toBe("mailto:press@qwp.org.pk");
    expect(normaliseLinkInput("javascript:alert(1)")).toBeNull();
    expect(normaliseLinkInput("//evil.example")).toBeNull();
    expect(normaliseLinkInput("")).toBeNull();
  });
});

describe("the article schema shared by the console and the server", () => {
  it("accepts a complete draft and rejects an empty body", async () => {
    const valid = { title: "T", excerpt: "E", content: "<p>Text</p>", category: "C", status: "draft" };
    await expect(NEWS_SCHEMA.validate(valid)).resolves.toMatchObject({ slug: "", author: "", imageId: null, publishedAt: "" });
    await expect(NEWS_SCHEMA.validate({ ...valid, content: "<p>&nbsp;</p>" })).rejects.toThrow("Write the article's text");
    await expect(NEWS_SCHEMA.validate({ ...valid, content: '<p><img src="/media/library/x-400.jpg"></p>' })).resolves.toBeTruthy();
  });
});
