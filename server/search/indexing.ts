/**
 * Bringing a source's documents in the search index up to what it holds now: the live release's
 * content, or the events (their descriptions turned into text with jsdom). Reading and writing
 * them takes hundreds of milliseconds, so the server has a worker thread do it with a connection of
 * its own to the database file (`indexSourceIn`); its searches read the index as it was until that
 * write commits (WAL). A database in memory (unit tests) cannot be shared, so it is indexed in place.
 */
import type { Db } from "../platform/database";
import { openDatabase } from "../platform/database";
import { contentDocuments, readContentSnapshot } from "../../gatsby/search/contentDocuments";
import { eventDocuments, type TableSource } from "./eventDocuments";
import { districtDirectoryOf, type DistrictDirectory, type DistrictEntry } from "../districts/districtDirectory";
import { createSearchIndex, type DocumentSource, type IndexedDocument, type SearchIndex } from "./searchIndex";

/** The sources indexed whole from where they are kept: the served site's content, and each kind kept in its own tables. */
export type RefreshedSource = Exclude<DocumentSource, "news">;

/**
 * The kinds of document kept in their own tables, each indexed again whenever its stamp changes. A
 * new kind (the districts) registers its source here.
 */
export const TABLE_SOURCES: Record<Exclude<RefreshedSource, "content">, (db: Db, districts: DistrictDirectory) => TableSource> = { events: eventDocuments };

/**
 * What the documents are made from: the served site's folder (or `dataRoot`'s data/ for a site built
 * before search), and the live release's districts, which name an event's district (plain data: it
 * crosses to the worker thread).
 */
export type ContentPlace = { siteDir: string; dataRoot: string; districts: readonly DistrictEntry[] };

function documentsOf(db: Db, source: RefreshedSource, { siteDir, dataRoot, districts }: ContentPlace): IndexedDocument[] {
  if (source !== "content") return TABLE_SOURCES[source](db, districtDirectoryOf(districts)).documents();
  return (readContentSnapshot(siteDir) ?? contentDocuments(dataRoot)).map((document) => ({ ...document, source: "content" as const }));
}

const indexes = new WeakMap<Db, SearchIndex>();

/** Brings `source`'s documents in `db`'s index up to date, on this thread. */
export function indexSource(db: Db, source: RefreshedSource, place: ContentPlace): void {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = createSearchIndex(db)));
  index.update(source, documentsOf(db, source, place));
}

/** This worker thread's connections, one per database file. */
const connections = new Map<string, Db>();

/** The worker pool's task: `indexSource` on the database file at `databasePath`. */
export function indexSourceIn(databasePath: string, source: RefreshedSource, place: ContentPlace): void {
  let db = connections.get(databasePath);
  if (!db) connections.set(databasePath, (db = openDatabase(databasePath)));
  indexSource(db, source, place);
}
