/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkRouteLimits, routeKey, type RouteFigures } from "../../scripts/lib/routeLimits";

const figures = { elementsHydrated: 120, firstLoadJsGzip: 100_000, cssBytes: 20_000, pageDataBytes: 10_000, htmlBytes: 50_000 };

describe("the per-route limits of check:budgets", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qwp-limits-")), "route-budgets.json");
  fs.writeFileSync(file, JSON.stringify({ margin: 0.03, routes: { "/ur/leader/:slug": figures } }));
  const page = (route: string, change: Partial<typeof figures> = {}): RouteFigures => ({ route, key: routeKey(route), figures: { ...figures, ...change } });

  it("holds an edition's collection to its largest page's limit", () => {
    expect(routeKey("/ur/leader/tariq-khan")).toBe("/ur/leader/:slug");
    expect(routeKey("/leader/[...]")).toBe("/leader/[...]");
    expect(routeKey("/ps")).toBe("/ps");
    expect(checkRouteLimits([page("/ur/leader/tariq-khan"), page("/ur/leader/anisa-zeb-tahirkheli")], file).failures).toEqual([]);
  });

  it("fails a page over any one limit, naming the page, the measure and the limit", () => {
    const { failures, lines } = checkRouteLimits([page("/ur/leader/tariq-khan"), page("/ur/leader/anisa-zeb-tahirkheli", { elementsHydrated: 121, htmlBytes: 50_001 })], file);
    expect(failures).toEqual([
      "/ur/leader/anisa-zeb-tahirkheli: elements hydrated 121 exceeds the route's limit 120 (/ur/leader/:slug in scripts/route-budgets.json)",
      "/ur/leader/anisa-zeb-tahirkheli: HTML 50.0 KB exceeds the route's limit 50.0 KB (/ur/leader/:slug in scripts/route-budgets.json)",
    ]);
    expect(lines[0]).toMatch(/^FAIL \/ur\/leader\/:slug/);
  });

  it("lists a route without a limit yet, without failing it", () => {
    const { failures, lines } = checkRouteLimits([page("/districts/charsadda")], file);
    expect(failures).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^new {2}\/districts\/:slug: no limit yet/)]);
  });
});
