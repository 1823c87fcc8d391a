/**
 * Search as the server uses it: the index kept up to date with the news and the live site, and the
 * question asked of it.
 *
 * Dependency rule: search depends on news and on the served site, never the other way. News tells
 * whoever listens which articles a write touched (`NewsListener`, in the write's transaction);
 * search then reads those rows itself. The served site is asked once per search which folder it
 * is; when it is another one (a release went live, or was rolled back to), or its content file
 * changed, the content documents are indexed again from it before answering.
 *
 * Scheduled articles need no job: an article is indexed when published with its publication time,
 * and a search finds it only once that time has passed (the news pages' own rule).
 */
import fs from "node:fs";
import path from "node:path";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import type { NewsListener } from "../news/newsRepository";
import type { Lang } from "../../src/i18n/locales";
import { articleText } from "./articleText";
import { CONTENT_SNAPSHOT, contentDocuments, readContentSnapshot } from "../../gatsby/search/contentDocuments";
import { MAX_QUERY_CHARS, queryWords } from "./matchExpression";
import type { SearchPage } from "../../src/lib/api/search";
import { eventDocuments, type TableSource } from "./eventDocuments";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { createSearchIndex, type DocumentSource, type IndexedDocument } from "./searchIndex";
import { createSearchMisses } from "./searchMisses";

type ArticleRow = { id: string; slug: string; title: string; excerpt: string; content: string; published_at: string; status: string; lang: Lang };

const articleDocument = (row: ArticleRow): IndexedDocument => ({
  source: "news",
  key: row.id,
  lang: row.lang,
  type: "article",
  path: `/news/${row.slug}`,
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
  /** What names an event's district in its document. */
  districts: DistrictDirectory;
};

export function createSiteSearch(db: Db, { clock, siteDir, dataRoot, districts }: SiteSearchOptions) {
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

  let contentFrom = "";
  /** The served site's content in the index: indexed again when the site or its content file is another. */
  const ensureContent = () => {
    const dir = siteDir();
    const snapshot = path.join(dir, CONTENT_SNAPSHOT);
    let stamp: string;
    try {
      const stat = fs.statSync(snapshot);
      stamp = `${dir}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      stamp = `${dataRoot}/data`;
    }
    if (stamp === contentFrom) return;
    const documents = readContentSnapshot(dir) ?? contentDocuments(dataRoot);
    index.replaceAll("content", documents.map((document) => ({ ...document, source: "content" as const })));
    contentFrom = stamp;
  };

  /**
   * The kinds of document kept in their own tables, each indexed again whole when its stamp changes
   * (checked before each search). A new kind (the districts) registers its source here.
   */
  const tableSources: Array<[Exclude<DocumentSource, "news" | "content">, TableSource]> = [["events", eventDocuments(db, districts)]];
  const indexedStamps = new Map<string, string>();
  const ensureTables = () => {
    for (const [source, table] of tableSources) {
      const stamp = table.stamp();
      if (indexedStamps.get(source) === stamp) continue;
      index.replaceAll(source, table.documents());
      indexedStamps.set(source, stamp);
    }
  };

  if ((staleArticles.get() as number) > 0) rebuildArticles();

  const listener: NewsListener = { articlesChanged: indexArticles };

  return {
    /** For the news repository: keeps the articles' documents with their rows. */
    newsListener: listener,
    ensureContent,
    rebuildArticles,
    misses,
    /** One page of `edition`'s results for what a visitor typed (anything: it is never FTS5 syntax); `client` is the asker's address key. */
    search(query: string, edition: Lang, page: number, client: string): SearchPage {
      ensureContent();
      ensureTables();
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
