import { formatLongDate } from "../../contract/lib/formatDate";

describe("formatLongDate", () => {
  it("writes the en-US long date", () => {
    expect(formatLongDate("2025-03-05T10:00:00Z")).toBe("March 5, 2025");
  });

  it("gives the day in Pakistan, whatever the visitor's time zone", () => {
    // 20:00 UTC is 01:00 the next day in Peshawar.
    expect(formatLongDate("2025-12-31T20:00:00Z")).toBe("January 1, 2026");
    expect(formatLongDate("2025-12-31T18:59:59Z")).toBe("December 31, 2025");
    // A date without a time is midnight UTC: 05:00 the same day in Pakistan.
    expect(formatLongDate("2024-02-29")).toBe("February 29, 2024");
  });

  it("agrees with Intl's Asia/Karachi formatting on a day of every week since 2010, at several hours", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Karachi" });
    const start = Date.UTC(2010, 0, 1);
    const end = Date.UTC(2030, 0, 1);
    const day = 24 * 60 * 60 * 1000;
    let checked = 0;
    for (let t = start; t < end; t += 7 * day + 60 * 60 * 1000) {
      for (const hour of [0, 4, 5, 18, 19, 23]) {
        const iso = new Date(t + hour * 60 * 60 * 1000).toISOString();
        expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it("gives nothing for a missing or unreadable date", () => {
    expect(formatLongDate(undefined)).toBeUndefined();
    expect(formatLongDate("")).toBeUndefined();
    expect(formatLongDate("not a date")).toBeUndefined();
  });
});
