/** @jest-environment node */
/**
 * Indexing the site's content for search (hundreds of milliseconds for the whole site) runs on a
 * worker thread: the event loop stays free while the first index is built, a search asked meanwhile
 * answers, and a release that changes a page's text is found once it is live, the unchanged pages
 * keeping their place in the index.
 */
import fs from "node:fs";
import path from "node:path";
import { closeHeavyWork } from "../../server/platform/workerPool";
import { openDatabase } from "../../server/platform/database";
import { ROOT_DIR } from "../../server/platform/config";
import { CONTENT_SNAPSHOT, contentDocuments } from "../../gatsby/search/contentDocuments";
import { indexSource } from "../../server/search/indexing";
import { createSiteSearch } from "../../server/search/siteSearch";
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

it("builds the first index off the event loop, answers searches meanwhile, and follows a release's changed text", async () => {
  const dir = tempDir("qwp-search-indexing-");
  // The same work on this thread, as a yardstick of what the loop would be held for on this machine now.
  const inPlace = openDatabase(path.join(dir, "in-place.sqlite"));
  const started = performance.now();
  indexSource(inPlace, "content", { siteDir: path.join(dir, "no-site"), dataRoot: ROOT_DIR });
  const inPlaceMs = performance.now() - started;
  inPlace.close();

  const release = { dir: path.join(dir, "release-1") };
  fs.mkdirSync(release.dir);
  const db = openDatabase(path.join(dir, "qwp.sqlite"));
  const search = createSiteSearch(db, { clock: Date.now, siteDir: () => release.dir, dataRoot: ROOT_DIR });
  const meanwhile: Array<Promise<unknown>> = [];
  const held = await longestHold(async () => {
    const first = search.refresh();
    meanwhile.push(search.search("Sherpao", "en", 1, "reader"));
    await first;
  });
  expect({ held: held < inPlaceMs / 3, inPlaceMs: Math.round(inPlaceMs) }).toEqual({ held: true, inPlaceMs: Math.round(inPlaceMs) });
  const [answered] = (await Promise.all(meanwhile)) as Array<{ total: number }>;
  expect(answered.total).toBeGreaterThan(0);

  const leaderFirst = await search.search("Khan", "en", 1, "reader");
  // The next release: one leader's name changed in its content snapshot.
  const documents = contentDocuments(ROOT_DIR).map((document) =>
    document.key === "leader/tariq-khan" && document.lang === "en" ? { ...document, title: document.title.replace("Tariq", "Zarghunwal") } : document,
  );
  const next = path.join(dir, "release-2");
  fs.mkdirSync(path.join(next, path.dirname(CONTENT_SNAPSHOT)), { recursive: true });
  fs.writeFileSync(path.join(next, CONTENT_SNAPSHOT), JSON.stringify(documents));
  release.dir = next;
  const renamed = await search.search("Zarghunwal", "en", 1, "reader");
  expect(renamed.results.map((result) => result.url)).toEqual(["/leader/tariq-khan"]);
  // The other leaders keep their order (the site's: the chairman first).
  const others = (await search.search("Khan", "en", 1, "reader")).results.filter((result) => result.url !== "/leader/tariq-khan");
  expect(others.map((result) => result.url)).toEqual(leaderFirst.results.filter((result) => result.url !== "/leader/tariq-khan").map((result) => result.url));
  db.close();
});
