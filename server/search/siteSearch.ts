/**
 * Search as the server uses it: the index kept up to date with the news and the live site, and the
 * question asked of it.
 *
 * Dependency rule: search depends on news and on the served site, never the other way. News tells
 * whoever listens which articles a write touched (`NewsListener`, in the write's transaction);
 * search then reads those rows itself. The served site is asked once per search which folder it
 * is; when it is another one (a release went live, or was rolled back to), or its content file
 * changed, the content documents are indexed again from it, on a worker thread (./indexing.ts), as
 * are the events when they changed. A search waits for that up to FRESH_INDEX_WAIT_MS, without
 * holding the event loop, then answers from the index as it is (the previous release's documents).
 *
 * Scheduled articles need no job: an article is indexed when published with its publication time,
 * and a search finds it only once that time has passed (the news pages' own rule).
 */
import fs from "node:fs";
import path from "node:path";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import type { NewsListener } from "../news/newsRepository";
import type { Lang } from "../../contract/i18n/locales";
import { newsPath } from "../../contract/routes";
import { articleText } from "./articleText";
import { CONTENT_SNAPSHOT } from "../../gatsby/search/contentDocuments";
import { MAX_QUERY_CHARS, queryWords } from "./matchExpression";
import type { SearchPage } from "../../contract/lib/api/search";
import { runHeavy, workerTask } from "../platform/workerPool";
import { indexSource, TABLE_SOURCES, type indexSourceIn, type RefreshedSource } from "./indexing";
import { createSearchIndex, type IndexedDocument } from "./searchIndex";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { createSearchMisses } from "./searchMisses";

type ArticleRow = { id: string; slug: string; title: string; excerpt: string; content: string; published_at: string; status: string; lang: Lang };

const articleDocument = (row: ArticleRow): IndexedDocument => ({
  source: "news",
  key: row.id,
  lang: row.lang,
  type: "article",
  path: newsPath(row.slug),
  title: row.title,
  body: [row.excerpt, articleText(row.content)].filter(Boolean).join("\n"),
  publishedAt: row.published_at,
});

export type SiteSearchOptions = {
  clock: Clock;
  /** The folder of the site being served now (the live release's). */
  siteDir: () => string;
  /** Where the content comes from when the served site carries none (a site built before search). */
  dataRoot: string;
  /** Told when indexing failed (the index then answers as it was, and the next search tries again). */
  onError?: (error: unknown) => void;
  /** What names an event's district in its document. */
  districts: DistrictDirectory;
};

/** Indexing a source, on a worker thread (./indexing.ts). */
export const INDEX_TASK = workerTask<typeof indexSourceIn>(path.join(__dirname, "indexing.ts"), "indexSourceIn");
/** How long a search waits for the index being brought up to date before answering from it as it is. */
export const FRESH_INDEX_WAIT_MS = 1000;

export function createSiteSearch(db: Db, { clock, siteDir, dataRoot, districts, onError = () => undefined }: SiteSearchOptions) {
  const index = createSearchIndex(db);
  const misses = createSearchMisses(db, clock);
  const article = db.prepare("SELECT id, slug, title, excerpt, content, published_at, status, lang FROM news WHERE id = ?");
  const publishedArticles = db.prepare("SELECT id, slug, title, excerpt, content, published_at, status, lang FROM news WHERE status = 'published'");
  // Articles written by another route than the repository (a restored backup, a script): published
  // without a document, or a document left without its published article, or moved to another address.
  const staleArticles = db.prepare(`SELECT
      (SELECT COUNT(*) FROM news n WHERE n.status = 'published' AND NOT EXISTS (SELECT 1 FROM search_documents d
         WHERE d.source = 'news' AND d.key = n.id AND d.path = '/news/' || n.slug AND d.published_at = n.published_at AND d.lang = n.lang))
    + (SELECT COUNT(*) FROM search_documents d WHERE d.source = 'news' AND NOT EXISTS (SELECT 1 FROM news n
         WHERE n.id = d.key AND n.status = 'published'))`).pluck();

  const indexArticles = (ids: readonly string[]) => {
    for (const id of ids) {
      const row = article.get(id) as ArticleRow | undefined;
      index.replace("news", id, row && row.status === "published" ? [articleDocument(row)] : []);
    }
  };

  const rebuildArticles = () => index.replaceAll("news", (publishedArticles.all() as ArticleRow[]).map(articleDocument));

  const hasContent = db.prepare("SELECT EXISTS (SELECT 1 FROM search_documents WHERE source = 'content')").pluck();
  /** The stamp each source was last indexed at, and the indexing under way with the stamp it will reach. */
  const indexedAt = new Map<RefreshedSource, string>();
  const indexing = new Map<RefreshedSource, { stamp: string; done: Promise<void> }>();
  /** Indexes `source` again unless it is at `stamp` or on its way there; resolves when it is there (or the indexing failed). */
  const refresh = (source: RefreshedSource, stamp: string): Promise<void> => {
    if (indexedAt.get(source) === stamp) return Promise.resolve();
    const under = indexing.get(source);
    if (under?.stamp === stamp) return under.done;
    const place = { siteDir: siteDir(), dataRoot, districts: districts.all() };
    // A new database's first content index is made in place, at the server's start before it listens:
    // there is nothing to answer from yet, and a worker's one long write would keep every other writer waiting.
    if (db.memory || (source === "content" && !hasContent.get())) {
      indexSource(db, source, place);
      indexedAt.set(source, stamp);
      return Promise.resolve();
    }
    // After the one under way, if any: one indexing of a source at a time.
    const done: Promise<void> = (under?.done ?? Promise.resolve())
      .then(() => runHeavy(INDEX_TASK, db.name, source, place))
      .then(
        () => void indexedAt.set(source, stamp),
        (error: unknown) => onError(error),
      )
      .finally(() => {
        if (indexing.get(source)?.done === done) indexing.delete(source);
      });
    indexing.set(source, { stamp, done });
    return done;
  };

  /** The served site's content in the index: indexed again when the site or its content file is another. */
  const ensureContent = () => {
    const dir = siteDir();
    try {
      const stat = fs.statSync(path.join(dir, CONTENT_SNAPSHOT));
      return refresh("content", `${dir}:${stat.mtimeMs}:${stat.size}`);
    } catch {
      return refresh("content", `${dataRoot}/data`);
    }
  };
  const tableStamps = Object.entries(TABLE_SOURCES).map(([source, table]) => [source as RefreshedSource, table(db, districts).stamp] as const);
  /** Every source up to date, or on its way: resolves when all are. */
  const ensureAll = () => Promise.all([ensureContent(), ...tableStamps.map(([source, stamp]) => refresh(source, stamp()))]);

  if ((staleArticles.get() as number) > 0) rebuildArticles();

  const listener: NewsListener = { articlesChanged: indexArticles };

  return {
    /** For the news repository: keeps the articles' documents with their rows. */
    newsListener: listener,
    /** Starts indexing whatever changed (the server's start does, so the first search finds it done). */
    refresh: ensureAll,
    rebuildArticles,
    misses,
    /**
     * One page of `edition`'s results for what a visitor typed (anything: it is never FTS5 syntax);
     * `client` is the asker's address key. A source being indexed is waited for up to
     * FRESH_INDEX_WAIT_MS (off the event loop); past that, the index answers as it is, the previous
     * release's documents.
     */
    async search(query: string, edition: Lang, page: number, client: string): Promise<SearchPage> {
      const indexed = ensureAll();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([indexed, new Promise((resolve) => (timer = setTimeout(resolve, FRESH_INDEX_WAIT_MS)))]);
      clearTimeout(timer);
      const words = queryWords(query);
      const now = new Date(clock()).toISOString();
      const answer = index.search(words, edition, page, now, undefined, query.slice(0, MAX_QUERY_CHARS));
      if (answer.total > 0 || page !== 1) return answer;
      // Counted once per search, on its first page (the pages after it repeat the same search).
      misses.record(words, client);
      // "Did you mean": the site's closest words, offered only when they find something in this edition.
      const suggestion = index.suggest(words);
      return suggestion && index.search(queryWords(suggestion), edition, 1, now, 1).total > 0 ? { ...answer, suggestion } : answer;
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
