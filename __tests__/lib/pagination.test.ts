import { pageEntries, pageFromSearch, type PageEntry } from "../../src/lib/pagination";

const numbers = (entries: PageEntry[]) => entries.filter((e): e is number => typeof e === "number");

describe("pageEntries", () => {
  it("lists every page up to 7 pages", () => {
    for (let total = 1; total <= 7; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        expect(pageEntries(current, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
    }
  });

  it("has no pages for no results", () => {
    expect(pageEntries(1, 0)).toEqual([]);
  });

  it("keeps the rule for every current page of 1..20 pages", () => {
    for (let total = 1; total <= 20; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const entries = pageEntries(current, total);
        const pages = numbers(entries);
        const context = `page ${current} of ${total}: ${JSON.stringify(entries)}`;
        // First and last page always, the current page and its neighbours.
        expect({ context, first: pages[0] }).toEqual({ context, first: 1 });
        expect({ context, last: pages[pages.length - 1] }).toEqual({ context, last: total });
        for (const n of [current - 1, current, current + 1].filter((p) => p >= 1 && p <= total)) {
          expect({ context, has: pages.includes(n) }).toEqual({ context, has: true });
        }
        // Strictly increasing, so no duplicates.
        pages.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(pages[i]));
        // An ellipsis exactly where pages are skipped, never two in a row.
        entries.forEach((entry, i) => {
          if (typeof entry === "number") {
            const next = entries[i + 1];
            if (typeof next === "number") expect(next).toBe(entry + 1);
          } else {
            const before = entries[i - 1] as number;
            const after = entries[i + 1] as number;
            expect(typeof before).toBe("number");
            expect(typeof after).toBe("number");
            expect(after - before).toBeGreaterThan(2);
          }
        });
        if (total <= 7) expect(entries).toHaveLength(total);
        else {
          expect(entries.length).toBeLessThanOrEqual(7);
          // Only first, last, the window and single-page gaps are shown.
          const allowed = new Set([1, total, current - 1, current, current + 1, 2, total - 1]);
          pages.forEach((p) => expect({ context, p, allowed: allowed.has(p) }).toEqual({ context, p, allowed: true }));
          if (pages.includes(2) && ![current - 1, current, current + 1].includes(2)) expect(current - 1).toBe(3);
        }
      }
    }
  });

  it("shows the ellipsis form above 7 pages", () => {
    expect(pageEntries(1, 8)).toEqual([1, 2, "end-ellipsis", 8]);
    expect(pageEntries(1, 20)).toEqual([1, 2, "end-ellipsis", 20]);
    expect(pageEntries(3, 20)).toEqual([1, 2, 3, 4, "end-ellipsis", 20]);
    expect(pageEntries(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageEntries(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
    expect(pageEntries(17, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    expect(pageEntries(20, 20)).toEqual([1, "start-ellipsis", 19, 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageEntries(99, 10)).toEqual(pageEntries(10, 10));
    expect(pageEntries(-3, 10)).toEqual(pageEntries(1, 10));
  });
});

describe("pageFromSearch", () => {
  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=1", 1],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=abc", 1],
    ["?page=2.5", 1],
    ["?page=1e3", 1],
    ["?page=99999999999999999999", 1],
    ["?foo=bar&page=12", 12],
  ])("reads %p as page %p", (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });
});
