import fs from "node:fs";
import path from "node:path";
import { projectFiles, ROOT } from "../../test-support/unit/sourceGraph";
import {
  DISTRICTS_PREFIX,
  districtPath,
  EVENTS_PREFIX,
  eventPath,
  LEADER_PREFIX,
  leaderPath,
  NEWS_PREFIX,
  newsPath,
  OLD_WING_PREFIX,
  WINGS_PREFIX,
  wingPath,
} from "../../contract/routes";
import { localizePath } from "../../contract/i18n/locales";

/**
 * One routes module (contract/routes.ts, docs/layout.md): every page address of a collection is made
 * by its builder there. A string that writes a collection's prefix and then splices a slug in
 * (`/leader/${slug}`, "/news/" + id, `/ps/events/${x}`) anywhere else in the project's code is a
 * hand-made address that would miss the next change of that route.
 */
const COLLECTIONS = [LEADER_PREFIX, WINGS_PREFIX, OLD_WING_PREFIX, DISTRICTS_PREFIX, NEWS_PREFIX, EVENTS_PREFIX]
  .map((prefix) => prefix.slice(1))
  .join("|");
/** An opening quote, an optional edition, a collection's prefix, a slash, then a splice: `${` or a closing quote and `+`. */
const HAND_MADE_ADDRESS = new RegExp(`["'\`](?:/(?:ur|ps))?/(?:${COLLECTIONS})/(?:\\$\\{|["'\`]\\s*\\+)`);

/** The trees whose code makes addresses; tests and browser specs spell addresses out on purpose. */
const TREES = ["src", "contract", "server", "gatsby", "scripts", "gatsby-browser.tsx", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx"];

/**
 * Lines that splice a slug after a collection's prefix but are no page address: the console's API
 * paths, which its fetchers put under /api/admin.
 */
const isConsoleApiPath = (file: string, line: string) =>
  file.startsWith("src/admin/") && (/\b(adminFetch|useAdminGet)\b/.test(line) || /^\s*const path = `\/events\/\$\{encodeURIComponent\(eventId\)\}`;$/.test(line));

function handMadeAddresses(files: readonly string[]): string[] {
  return files.flatMap((full) => {
    const file = path.relative(ROOT, full);
    if (file === "contract/routes.ts") return [];
    return fs
      .readFileSync(full, "utf8")
      .split("\n")
      .flatMap((line, i) => (HAND_MADE_ADDRESS.test(line) && !isConsoleApiPath(file, line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe("page addresses", () => {
  it("recognises a hand-made address in each of its spellings", () => {
    // Guards the rule itself: if the pattern drifted, the scan below would pass vacuously.
    for (const line of [
      "to={`/leader/${leader.slug}`}",
      "path: localizePath(`/wings/${slug}`, lang),",
      'const url = "/news/" + item.slug;',
      "firstNews ? `/ps/news/${firstNews}` : undefined,",
      "editionPage(site, `/events/${event.slug}`, event.lang)",
      "fromPath: `/wing/${slug}`,",
      "routes.add(`/districts/${f.json.slug}`);",
    ])
      expect(line).toMatch(HAND_MADE_ADDRESS);
    for (const line of ['app.get("/news/:idOrSlug", handler)', 'localizePath("/events/rss.xml", lang)', "`/events${eventQuerySearch(query)}`"])
      expect(line).not.toMatch(HAND_MADE_ADDRESS);
  });

  it("are made only by contract/routes.ts in src/, contract/, server/, gatsby/ and scripts/", () => {
    const files = projectFiles(TREES);
    expect(files.length).toBeGreaterThan(400);
    expect(handMadeAddresses(files)).toEqual([]);
  });

  it("are the site's routes, in every edition", () => {
    expect([leaderPath("tariq-khan"), wingPath("youth-wing"), districtPath("swabi"), newsPath("a-slug"), eventPath("rally")]).toEqual([
      "/leader/tariq-khan",
      "/wings/youth-wing",
      "/districts/swabi",
      "/news/a-slug",
      "/events/rally",
    ]);
    expect(localizePath(leaderPath("tariq-khan"), "ur")).toBe("/ur/leader/tariq-khan");
    // A slug is one path segment, whatever it holds.
    expect(newsPath("abc 1/2")).toBe("/news/abc%201%2F2");
  });
});
