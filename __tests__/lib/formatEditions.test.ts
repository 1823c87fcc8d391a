import { formatLongDate } from "../../contract/lib/formatDate";
import { formatInteger } from "../../contract/lib/formatNumber";

describe("dates and numbers in the Urdu and Pashto editions", () => {
  it("a long date through Intl in the edition's locale, on Pakistan's day", () => {
    // 20:00 UTC on 31 December is already 1 January in Pakistan.
    expect(formatLongDate("2025-12-31T20:00:00Z", "ur")).toBe(
      new Intl.DateTimeFormat("ur-PK", { dateStyle: "long", timeZone: "Asia/Karachi" }).format(
        new Date("2026-01-01T12:00:00Z"),
      ),
    );
    expect(formatLongDate("2025-12-31T20:00:00Z", "ur")).toContain("2026");
    expect(formatLongDate("not a date", "ur")).toBeUndefined();
  });

  it("every Urdu month is written as Node's Intl writes it in ur-PK", () => {
    const intl = new Intl.DateTimeFormat("ur-PK", { dateStyle: "long", timeZone: "Asia/Karachi" });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, month, 28, 6));
      expect(formatLongDate(date.toISOString(), "ur")).toBe(intl.format(date));
    }
  });

  it("Pashto dates are Gregorian, in Pashto's digits", () => {
    const date = formatLongDate("2025-03-05T10:00:00Z", "ps");
    expect(date).toContain("۲۰۲۵");
    expect(date).toContain("۵");
    expect(date).not.toMatch(/۱۴۰۳|AP/);
  });

  it("Pashto's dates and digits need no Pashto locale data, which Chromium does not ship", () => {
    // Without the data, Intl falls back to English (as Chromium does): nothing Pashto may come from it.
    const RealDate = Intl.DateTimeFormat;
    const RealNumber = Intl.NumberFormat;
    jest
      .spyOn(Intl, "DateTimeFormat")
      .mockImplementation((_locale, options) => new RealDate("en-US", options));
    jest
      .spyOn(Intl, "NumberFormat")
      .mockImplementation((_locale, options) => new RealNumber("en-US", options));
    expect(formatLongDate("2025-03-05T10:00:00Z", "ps")).toBe("۲۰۲۵ مارچ ۵");
    expect(formatInteger(7, "ps")).toBe("۷");
    jest.restoreAllMocks();
  });

  it("page numbers: English and Urdu in 0-9, Pashto in its own digits, never grouped", () => {
    expect(formatInteger(12, "en")).toBe("12");
    expect(formatInteger(12, "ur")).toBe("12");
    expect(formatInteger(12, "ps")).toBe("۱۲");
    expect(formatInteger(1234, "ps")).toBe("۱۲۳۴");
  });

  it("whole numbers are written as CLDR's own locales write them, ungrouped, without asking Intl", () => {
    // Node has the Pashto and Urdu data: what the page writes by hand is what Intl would write there.
    const numbers = [0, 7, 10, 42, 1950, 2026, 5000, 13579, 24680, 1234567890];
    for (const [lang, locale, system] of [
      ["en", "en-US", "latn"],
      ["ur", "ur-PK", "latn"],
      ["ps", "ps-AF", "arabext"],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { useGrouping: false, numberingSystem: system });
      for (const n of numbers) expect(formatInteger(n, lang)).toBe(intl.format(n));
    }
    expect(formatInteger(12.9, "ps")).toBe("۱۲");
  });
});
