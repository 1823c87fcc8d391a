/**
 * The events as search documents: every public event, upcoming and past, found in every edition
 * (like an article) in the language it is written in, by its title, summary, description and place.
 */
import type { Db } from "../platform/database";
import type { Lang } from "../../contract/i18n/locales";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { eventPath } from "../../contract/routes";
import { articleText } from "./articleText";
import type { IndexedDocument } from "./searchIndex";

type EventRow = { slug: string; title: string; summary: string; description: string; venue: string; address: string; district: string; lang: Lang };

/** A source of documents kept in its own tables: indexed again whole whenever its stamp changes. */
export type TableSource = {
  /** Changes whenever any of its documents would (a count and the latest change are enough). */
  stamp: () => string;
  documents: () => IndexedDocument[];
};

export function eventDocuments(db: Db, districts: DistrictDirectory): TableSource {
  const rows = db.prepare("SELECT slug, title, summary, description, venue, address, district, lang FROM events WHERE status <> 'draft'");
  const stamp = db.prepare("SELECT COUNT(*) || ':' || IFNULL(MAX(updated_at), '') || ':' || IFNULL(SUM(sequence), 0) FROM events").pluck();
  return {
    // The district names too: a release that renames a district re-indexes the events naming it.
    stamp: () => `${stamp.get() as string}\0${districts.all().map((district) => district.name).join("|")}`,
    documents: () =>
      (rows.all() as EventRow[]).map((row) => ({
        source: "events",
        key: row.slug,
        lang: row.lang,
        type: "event",
        path: eventPath(row.slug),
        title: row.title,
        body: [row.summary, articleText(row.description), row.venue, row.address, districts.nameOf(row.district)].filter(Boolean).join("\n"),
      })),
  };
}
