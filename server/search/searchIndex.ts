/**
 * The search index: documents (the text as shown, with its page, language and edition) in
 * search_documents, and their normalised text in one of two FTS5 tables: search_latin (English,
 * Porter-stemmed) or search_arabic (Urdu and Pashto, not stemmed: no stemmer knows them). A
 * document's row id is the same in both places.
 *
 * An edition's search looks in its own language first, then in English: for /ur, the Urdu documents
 * (ranked among themselves), then the English ones it shows, leaving out a page already found in
 * Urdu. Articles and events belong to every edition; a page's documents to one (see contentDocuments.ts).
 *
 * Within each part, results are ranked by three keys in turn: a page about a thing (a leader, wing,
 * manifesto, event, page: anything but an article) whose title matches the query comes first; then
 * a title that is the query as typed, then one that holds it (exact, before letter folding), before
 * one found only folded; then leaders in the site's order (the chairman first: content documents
 * are indexed in that order, so their ids follow it), for a name two leaders share; then BM25, a
 * title counting TITLE_WEIGHT times a body's word.
 */
import type { Db } from "../platform/database";
import { localizePath, type Lang } from "../../contract/i18n/locales";
import type { MarkRange, SearchPage, SearchResult } from "../../contract/lib/api/search";
import type { SearchType } from "../../gatsby/search/contentDocuments";
import { matchExpression } from "./matchExpression";
import { normaliseForSearch, normaliseWithOffsets } from "./normalise";
import { createVocabulary } from "./vocabulary";

export const SEARCH_PAGE_SIZE = 10;
/** How much text around the first match a result shows. */
export const SNIPPET_CHARS = 220;
/** A title counts this many times a body's word in the ranking. */
const TITLE_WEIGHT = 5;

/**
 * Where documents come from: each source is indexed whole or by key by its own code
 * (./siteSearch.ts: the newsroom's articles, the live site's content, the events).
 */
export type DocumentSource = "news" | "content" | "events";

export type IndexedDocument = {
  source: DocumentSource;
  key: string;
  /** Undefined: shown in every edition (an article). */
  edition?: Lang;
  lang: Lang;
  type: SearchType;
  path: string;
  title: string;
  body: string;
  /** An article's publication time (ISO UTC): it is found from then on; an event's start, shown as its date. */
  publishedAt?: string;
};

/** The query as typed, for the exactness key: NFKC and ASCII lower case, as SQLite's lower() makes the title. */
export const exactText = (typed: string) =>
  typed
    .normalize("NFKC")
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(/\s+/g, " ")
    .trim();

const tableOf = (lang: Lang) => (lang === "en" ? "search_latin" : "search_arabic");

type Row = { id: number; source: DocumentSource; key: string; type: SearchType; lang: Lang; path: string; title: string; body: string; published_at: string | null };

/** Where `highlight()` put its markers in `marked`, as ranges of the text without them. */
function markedRanges(marked: string): MarkRange[] {
  const ranges: MarkRange[] = [];
  let position = 0;
  let start = -1;
  for (const char of marked) {
    if (char === "\u0002") start = position;
    else if (char === "\u0003") {
      if (start >= 0) ranges.push([start, position]);
      start = -1;
    } else position += char.length;
  }
  return ranges;
}

/** Ranges of the normalised text moved to the shown text it came from. */
function shownRanges(shown: string, marked: string): { text: string; marks: MarkRange[] } {
  const { source, offsets } = normaliseWithOffsets(shown);
  return { text: source, marks: markedRanges(marked).map(([start, end]) => [offsets[start], offsets[end]]) };
}

/** About SNIPPET_CHARS of `text` around its first mark, cut at spaces, with "…" where it was cut. */
function snippetOf(text: string, marks: MarkRange[]): { snippet: string; snippetMarks: MarkRange[] } {
  if (text.length <= SNIPPET_CHARS) return { snippet: text, snippetMarks: marks };
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(SNIPPET_CHARS / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const before = start > 0 ? "… " : "";
  const snippet = `${before}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
  const snippetMarks = marks
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): MarkRange => [from - start + before.length, to - start + before.length]);
  return { snippet, snippetMarks };
}

export function createSearchIndex(db: Db) {
  const insertDocument = db.prepare(`INSERT INTO search_documents (source, key, edition, lang, type, path, title, body, published_at)
    VALUES (@source, @key, @edition, @lang, @type, @path, @title, @body, @publishedAt)`);
  // Row ids go to FTS5 as BigInt: better-sqlite3 binds a JS number as a REAL, and FTS5 cannot seek
  // to a `rowid = <real>` (it then tests every row: a delete deleted them all, a lookup scanned them).
  const insertText = {
    search_latin: db.prepare("INSERT INTO search_latin (rowid, title, body) VALUES (?, ?, ?)"),
    search_arabic: db.prepare("INSERT INTO search_arabic (rowid, title, body) VALUES (?, ?, ?)"),
  };
  const deleteText = {
    search_latin: db.prepare("DELETE FROM search_latin WHERE rowid = ?"),
    search_arabic: db.prepare("DELETE FROM search_arabic WHERE rowid = ?"),
  };
  const documentsOf = db.prepare("SELECT id, lang, type, title, body FROM search_documents WHERE source = ? AND key = ?");
  const documentsFrom = db.prepare("SELECT id, lang, type, title, body FROM search_documents WHERE source = ?");
  const vocabulary = createVocabulary(db);
  const deleteDocument = db.prepare("DELETE FROM search_documents WHERE id = ?");
  const storedFrom = db.prepare("SELECT id, key, lang, edition, type, path, title, body, published_at FROM search_documents WHERE source = ? ORDER BY id");
  const updateDocument = db.prepare("UPDATE search_documents SET type = @type, path = @path, title = @title, body = @body, published_at = @publishedAt WHERE id = @id");

  type StoredDocument = Pick<IndexedDocument, "lang" | "type" | "title" | "body"> & { id: number };
  type StoredPlace = { key: string; edition: string | null; path: string; published_at: string | null };
  const remove = (rows: StoredDocument[]) => {
    for (const row of rows) {
      deleteText[tableOf(row.lang)].run(BigInt(row.id));
      deleteDocument.run(row.id);
      vocabulary.remove(row);
    }
  };

  const add = (document: IndexedDocument) => {
    const { lastInsertRowid } = insertDocument.run({ ...document, edition: document.edition ?? null, publishedAt: document.publishedAt ?? null });
    insertText[tableOf(document.lang)].run(BigInt(lastInsertRowid), normaliseForSearch(document.title), normaliseForSearch(document.body));
    vocabulary.add(document);
  };

  // One part of an edition's answer: the documents of `lang` it shows that match, visible now;
  // in English for /ur or /ps, without the pages the edition's own language already found.
  const part = (lang: Lang, edition: Lang) => {
    const table = tableOf(lang);
    const own = edition !== "en" && lang === "en"
      ? `AND (d.source, d.key) NOT IN (SELECT o.source, o.key FROM search_arabic f2 JOIN search_documents o ON o.id = f2.rowid
           WHERE search_arabic MATCH @match AND o.lang = @edition AND (o.edition IS NULL OR o.edition = @edition))`
      : "";
    const from = `FROM ${table} f JOIN search_documents d ON d.id = f.rowid
      WHERE ${table} MATCH @match AND d.lang = '${lang}' AND (d.edition IS NULL OR d.edition = @edition)
        AND (d.published_at IS NULL OR d.published_at <= @now) ${own}`;
    return {
      count: db.prepare(`SELECT COUNT(*) ${from}`).pluck(),
      ids: db
        .prepare(
          `SELECT d.id ${from} ORDER BY
             (d.type <> 'article' AND f.rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH @titleMatch)) DESC,
             (CASE WHEN lower(d.title) = @exact THEN 2 WHEN @exact <> '' AND instr(lower(d.title), @exact) > 0 THEN 1 ELSE 0 END) DESC,
             (CASE WHEN d.source = 'content' AND d.type = 'leader' AND f.rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH @titleMatch) THEN d.id ELSE ${Number.MAX_SAFE_INTEGER} END),
             bm25(${table}, ${TITLE_WEIGHT}, 1), d.published_at DESC, d.id LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
      marked: db.prepare(`SELECT highlight(${table}, 0, char(2), char(3)) AS title, highlight(${table}, 1, char(2), char(3)) AS body
        FROM ${table} WHERE ${table} MATCH @match AND rowid = @id`),
    };
  };
  const parts = new Map<string, ReturnType<typeof part>>();
  const partOf = (lang: Lang, edition: Lang) => {
    const key = `${lang}:${edition}`;
    let found = parts.get(key);
    if (!found) parts.set(key, (found = part(lang, edition)));
    return found;
  };
  const documentById = db.prepare("SELECT id, source, key, type, lang, path, title, body, published_at FROM search_documents WHERE id = ?");
  const translatedDocument = db.prepare("SELECT title, body FROM search_documents WHERE source = ? AND key = ? AND edition = ? AND lang = ?");

  const resultOf = (id: number, lang: Lang, edition: Lang, match: string): SearchResult => {
    const row = documentById.get(id) as Row;
    const marked = partOf(lang, edition).marked.get({ match, id: BigInt(id) }) as { title: string; body: string };
    const title = shownRanges(row.title, marked.title);
    const body = shownRanges(row.body, marked.body);
    // A translated page found by its English title alone (typed in Latin letters) is shown as the
    // edition shows it: its title and text in the edition's language.
    const translated = lang === "en" && edition !== "en" && row.source === "content" && body.marks.length === 0
      ? (translatedDocument.get(row.source, row.key, edition, edition) as { title: string; body: string } | undefined)
      : undefined;
    if (translated)
      return { type: row.type, title: translated.title, titleMarks: [], url: localizePath(row.path, edition), ...snippetOf(translated.body, []), lang: edition };
    return {
      type: row.type,
      title: title.text,
      titleMarks: title.marks,
      url: localizePath(row.path, edition),
      ...snippetOf(body.text, body.marks),
      lang: row.lang,
      ...(row.published_at ? { date: row.published_at } : {}),
    };
  };

  return {
    /** Puts a page's or an article's documents in place of the ones it had (in the caller's transaction). */
    replace(source: IndexedDocument["source"], key: string, documents: readonly IndexedDocument[]) {
      remove(documentsOf.all(source, key) as StoredDocument[]);
      for (const document of documents) add(document);
    },
    /** Puts `documents` in place of every document of `source`. */
    replaceAll: db.transaction((source: IndexedDocument["source"], documents: readonly IndexedDocument[]) => {
      remove(documentsFrom.all(source) as StoredDocument[]);
      for (const document of documents) add(document);
    }),
    /**
     * Makes `source`'s documents `documents`, writing only what differs: when the same documents
     * come in the same order (a restart, a release that changed some texts), the changed ones are
     * updated where they are, keeping their row ids (the leaders' order); otherwise all are put anew.
     */
    update: db.transaction((source: IndexedDocument["source"], documents: readonly IndexedDocument[]) => {
      const stored = storedFrom.all(source) as Array<StoredDocument & StoredPlace>;
      const identity = (d: { key: string; lang: string; edition?: string | null }) => `${d.key}\u0000${d.lang}\u0000${d.edition ?? ""}`;
      if (stored.length !== documents.length || stored.some((row, i) => identity(row) !== identity(documents[i]))) {
        remove(stored);
        for (const document of documents) add(document);
        return;
      }
      stored.forEach((row, i) => {
        const next = documents[i];
        if (row.type === next.type && row.path === next.path && row.title === next.title && row.body === next.body && row.published_at === (next.publishedAt ?? null)) return;
        deleteText[tableOf(row.lang)].run(BigInt(row.id));
        vocabulary.remove(row);
        updateDocument.run({ id: row.id, type: next.type, path: next.path, title: next.title, body: next.body, publishedAt: next.publishedAt ?? null });
        insertText[tableOf(next.lang)].run(BigInt(row.id), normaliseForSearch(next.title), normaliseForSearch(next.body));
        vocabulary.add(next);
      });
    }),

    /**
     * One page of an edition's results for `words` (already normalised, see matchExpression.ts);
     * `typed`, what the visitor typed, ranks exact titles first.
     */
    search(words: readonly string[], edition: Lang, page: number, now: string, size = SEARCH_PAGE_SIZE, typed = words.join(" ")): SearchPage {
      const match = matchExpression(words);
      if (!match) return { results: [], total: 0, totalPages: 0 };
      const langs: Lang[] = edition === "en" ? ["en"] : [edition, "en"];
      const params = { match, edition, now };
      const counts = langs.map((lang) => partOf(lang, edition).count.get(params) as number);
      const total = counts.reduce((sum, n) => sum + n, 0);
      const results: SearchResult[] = [];
      let offset = (page - 1) * size;
      langs.forEach((lang, index) => {
        const limit = size - results.length;
        if (limit > 0 && offset < counts[index]) {
          const ids = partOf(lang, edition).ids.all({ ...params, titleMatch: `title : (${match})`, exact: exactText(typed), limit, offset }) as number[];
          for (const id of ids) results.push(resultOf(id, lang, edition, match));
        }
        offset = Math.max(0, offset - counts[index]);
      });
      return { results, total, totalPages: Math.ceil(total / size) };
    },
    /** The closest query the site's own words make, for a search that found nothing (./vocabulary.ts). */
    suggest: (words: readonly string[]) => vocabulary.suggest(words),
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
