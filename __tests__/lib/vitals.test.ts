import { bucketOf, deviceClass, p75, routePattern, ratingOf, VITAL_BUCKETS, VITAL_THRESHOLDS, ROUTE_PATTERN } from "../../contract/lib/vitals/vitals";
import { percentileText } from "../../src/admin/speed/speedFormat";

describe("the field measurements' shared rules", () => {
  it("makes each Core Web Vitals threshold a bucket bound, so whether p75 is good is exact", () => {
    for (const name of ["LCP", "INP", "CLS", "TTFB"] as const) expect(VITAL_BUCKETS[name]).toContain(VITAL_THRESHOLDS[name].good);
    expect([VITAL_THRESHOLDS.LCP.good, VITAL_THRESHOLDS.INP.good, VITAL_THRESHOLDS.CLS.good]).toEqual([2500, 200, 0.1]);
  });

  it("puts a value in the first bucket whose bound it does not pass, the rest in the overflow bucket", () => {
    expect(bucketOf("LCP", 2500)).toBe(4);
    expect(bucketOf("LCP", 2501)).toBe(5);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("INP", 99_999)).toBe(VITAL_BUCKETS.INP.length);
  });

  it("reads the 75th percentile as the bound of the bucket the 75th per cent falls in", () => {
    const counts = new Array(VITAL_BUCKETS.LCP.length + 1).fill(0);
    counts[bucketOf("LCP", 900)] = 3; // ≤ 1 s
    counts[bucketOf("LCP", 4500)] = 1; // ≤ 5 s
    expect(p75("LCP", counts)).toBe(1000);
    counts[bucketOf("LCP", 4500)] = 2;
    expect(p75("LCP", counts)).toBe(5000);
    expect(p75("LCP", counts.map(() => 0))).toBeNull();
    const over = counts.map(() => 0);
    over[over.length - 1] = 1;
    expect(p75("LCP", over)).toBe(Infinity);
    expect(percentileText({ metric: "LCP", count: 1, p75: 20000, over: true })).toBe("over 20 s");
    expect(percentileText({ metric: "INP", count: 1, p75: 200 })).toBe("≤ 200 ms");
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("CLS", 0.15)).toBe("needs-improvement");
  });

  it("names a page by its route pattern without its edition or its item", () => {
    expect(routePattern("/")).toBe("/");
    expect(routePattern("/ur")).toBe("/");
    expect(routePattern("/ps/contact/")).toBe("/contact");
    expect(routePattern("/news/qwp-rally-in-charsadda")).toBe("/news/:slug");
    expect(routePattern("/ur/leader/tariq-khan")).toBe("/leader/:slug");
    expect(routePattern("/about/history")).toBe("/about/history");
    const accepted = new RegExp(ROUTE_PATTERN);
    for (const route of ["/", "/contact", "/news/:slug", "/about/history"]) expect(accepted.test(route)).toBe(true);
    for (const route of ["/news/a b", "/../etc", "/:slug", "/a/b/c/d/e", "news"]) expect(accepted.test(route)).toBe(false);
  });

  it("classes a device from its memory and cores", () => {
    expect(deviceClass(2, 8)).toBe("low");
    expect(deviceClass(4, 2)).toBe("low");
    expect(deviceClass(4, 8)).toBe("mid");
    expect(deviceClass(8, 8)).toBe("high");
    expect(deviceClass(undefined, 4)).toBe("mid");
    expect(deviceClass(undefined, undefined)).toBe("unknown");
  });
});
