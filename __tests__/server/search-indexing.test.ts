/** @jest-environment node */
/**
 * Indexing the site's content for search (hundreds of milliseconds for the whole site) runs on a
 * worker thread: the event loop stays free while a release is indexed, a search asked meanwhile
 * answers, and a release that changes a page's text is found once it is live, the pages keeping
 * their place in the index.
 */
import fs from "node:fs";
import path from "node:path";
import { closeHeavyWork } from "../../server/platform/workerPool";
import { openDatabase } from "../../server/platform/database";
import { ROOT_DIR } from "../../server/platform/config";
import { CONTENT_SNAPSHOT, contentDocuments } from "../../gatsby/search/contentDocuments";
import { indexSource } from "../../server/search/indexing";
import { createSiteSearch } from "../../server/search/siteSearch";
import { checkoutDistricts } from "../../server/districts/districtDirectory";
import { tempDir } from "../../test-support/server";

jest.setTimeout(120_000);

afterAll(closeHeavyWork);

/** The longest stretch the event loop was held while `work` ran, from a timer every 2 ms. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(probe);
  }
  return Math.max(longest, performance.now() - last);
}

/** A release folder whose content snapshot is `documents`. */
function releaseWith(dir: string, documents: object[]): string {
  fs.mkdirSync(path.join(dir, path.dirname(CONTENT_SNAPSHOT)), { recursive: true });
  fs.writeFileSync(path.join(dir, CONTENT_SNAPSHOT), JSON.stringify(documents));
  return dir;
}
const renamed = (name: string) =>
  contentDocuments(ROOT_DIR).map((document) =>
    document.key === "leader/tariq-khan" && document.lang === "en" ? { ...document, title: document.title.replace("Tariq", name) } : document,
  );

it("indexes a release off the event loop, answers searches meanwhile from the previous one, and updates changed texts in place", async () => {
  const dir = tempDir("qwp-search-indexing-");
  // The same work on this thread, as a yardstick of what the loop would be held for on this machine now.
  const inPlace = openDatabase(path.join(dir, "in-place.sqlite"));
  const started = performance.now();
  indexSource(inPlace, "content", { siteDir: path.join(dir, "no-site"), dataRoot: ROOT_DIR, districts: [] });
  const inPlaceMs = performance.now() - started;
  inPlace.close();

  // A new database: its first index is made at once, in place (the server does so before it listens).
  const release = { dir: path.join(dir, "release-1") };
  const db = openDatabase(path.join(dir, "qwp.sqlite"));
  const search = createSiteSearch(db, { clock: Date.now, siteDir: () => release.dir, dataRoot: ROOT_DIR, districts: checkoutDistricts(ROOT_DIR) });
  await search.refresh();
  expect((await search.search("Sherpao", "en", 1, "reader")).total).toBeGreaterThan(0);

  // The next release adds a page: its documents are all put anew, on the worker thread.
  release.dir = releaseWith(path.join(dir, "release-2"), [...renamed("Zarghunwal"), { ...contentDocuments(ROOT_DIR)[0], key: "page/new" }]);
  const meanwhile: Array<Promise<{ total: number }>> = [];
  const held = await longestHold(async () => {
    const indexing = search.refresh();
    meanwhile.push(search.search("Sherpao", "en", 1, "reader"));
    await indexing;
  });
  expect({ held: held < inPlaceMs / 3, inPlaceMs: Math.round(inPlaceMs) }).toEqual({ held: true, inPlaceMs: Math.round(inPlaceMs) });
  expect((await Promise.all(meanwhile)).map((answer) => answer.total > 0)).toEqual([true]);
  expect((await search.search("Zarghunwal", "en", 1, "reader")).results.map((result) => result.url)).toEqual(["/leader/tariq-khan"]);
  const order = async () => (await search.search("Khan", "en", 1, "reader")).results.map((result) => result.url);
  const before = await order();

  // The next changes one leader's name only: it is updated where it is, so the leaders keep their order (the chairman first).
  release.dir = releaseWith(path.join(dir, "release-3"), [...renamed("Zarghunwala"), { ...contentDocuments(ROOT_DIR)[0], key: "page/new" }]);
  expect((await search.search("Zarghunwala", "en", 1, "reader")).results.map((result) => result.url)).toEqual(["/leader/tariq-khan"]);
  expect(await order()).toEqual(before);
  db.close();
});
