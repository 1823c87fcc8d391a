/**
 * News items: what the public site reads (published items whose time has come) and what the
 * press office edits (drafts, scheduled and published items).
 *
 * Scheduling needs no job: an item is public when `status = 'published'` and its `published_at`
 * (UTC, ISO 8601) is not after `now()`, so a scheduled item appears by itself at its time. The
 * clock is injected so tests can move it.
 */
import { LRUCache } from "lru-cache";
import type { AdminNewsItem, NewsState } from "../../contract/lib/api/newsWire";
import type { NewsShape, SiteNewsItem as NewsItem, SiteNewsPage } from "../../contract/lib/api/siteShape";
import { newsItemPath } from "../../contract/lib/api/news";
import type { NewsFormValues, NewsStatusValue as NewsStatus } from "../../contract/validation/news";
import crypto from "node:crypto";
import { systemClock, type Clock } from "../platform/clock";
import type { Lang } from "../../contract/i18n/locales";
import type { Db } from "../platform/database";
import { fallbackVariant, type MediaVariant } from "../media/pipeline";
import { inShape, seedNewsItem } from "./seedShape";

export const NEWS_PAGE_SIZE = 9;
export const LATEST_NEWS_COUNT = 3;
export const ADMIN_NEWS_PAGE_SIZE = 20;

export type { AdminNewsItem, NewsState } from "../../contract/lib/api/newsWire";
export type { SiteNewsItem as NewsItem } from "../../contract/lib/api/siteShape";

type NewsRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  thumbnail: string | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  link: string | null;
  category: string;
  author_name: string;
  author_image: string | null;
  author_email: string | null;
  published_at: string;
  created_at: string;
  status: NewsStatus;
  image_id: number | null;
  updated_at: string | null;
  updated_by: string | null;
  first_published_at: string | null;
  media_variants: string | null;
  lang: Lang;
};

const toItem = (row: NewsRow): NewsItem => {
  const variants = row.media_variants ? (JSON.parse(row.media_variants) as MediaVariant[]) : [];
  const main = fallbackVariant(variants);
  const url = main?.url ?? row.thumbnail;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.excerpt,
    body: row.content,
    image: url ? { url, width: main?.width ?? row.thumbnail_width, height: main?.height ?? row.thumbnail_height, variants } : null,
    lang: row.lang,
    url: newsItemPath(row),
    publishedAt: row.published_at,
    createdAt: row.created_at,
    link: row.link,
    author: { name: row.author_name, image: row.author_image, email: row.author_email },
    category: row.category,
  };
};

/** Test and seed input: a complete row. */
export type NewsInput = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  thumbnail?: string | null;
  thumbnailWidth?: number | null;
  thumbnailHeight?: number | null;
  link?: string | null;
  category: string;
  author: { name: string; image?: string | null; email?: string | null };
  publishedAt: string;
  createdAt?: string;
  status?: NewsStatus;
  imageId?: number | null;
  lang?: Lang;
};

/**
 * What the console saves: the newsroom form's values, validated and sanitised, with `publishedAt`
 * resolved to an ISO UTC time (for a draft, the time it is meant for, or when it was written).
 */
export type NewsDraft = NewsFormValues;

/**
 * Told, inside each write's transaction, which articles it touched (created, changed, removed), so
 * that what depends on the articles (the search index) commits with them. News knows nothing more
 * of its listeners.
 */
export type NewsListener = { articlesChanged(ids: readonly string[]): void };

const SELECT = "SELECT n.*, m.variants AS media_variants FROM news n LEFT JOIN media m ON m.id = n.image_id";
const PUBLIC = "n.status = 'published' AND n.published_at <= @now";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createNewsRepository(db: Db, now: Clock = systemClock, listener?: NewsListener) {
  const changed = (...ids: string[]) => listener?.articlesChanged(ids);
  const nowIso = () => new Date(now()).toISOString();
  const countPublic = db.prepare(`SELECT COUNT(*) FROM news n WHERE ${PUBLIC}`).pluck();
  const pageOf = db.prepare(`${SELECT} WHERE ${PUBLIC} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`);
  // An edition's list: its language's articles first (newest first), then the others (newest first).
  const countPublicIn = db.prepare(`SELECT COUNT(*) FROM news n WHERE ${PUBLIC} AND n.lang = @lang`).pluck();
  const editionPageOf = db.prepare(
    `${SELECT} WHERE ${PUBLIC} ORDER BY n.lang = @lang DESC, n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`,
  );
  const onlyIn = db.prepare(`${SELECT} WHERE ${PUBLIC} AND n.lang = @lang ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`);
  const publicByIdOrSlug = db.prepare(`${SELECT} WHERE (n.id = @key OR n.slug = @key) AND ${PUBLIC} LIMIT 1`);
  const nextScheduled = db
    .prepare("SELECT MIN(published_at) FROM news WHERE status = 'published' AND published_at > ?")
    .pluck();
  const byId = db.prepare(`${SELECT} WHERE n.id = ?`);
  const bySlug = db.prepare("SELECT id FROM news WHERE slug = ?").pluck();
  const mediaVariants = db.prepare("SELECT variants FROM media WHERE id = ?").pluck();
  const insertRow = db.prepare(`INSERT INTO news
    (id, slug, title, excerpt, content, thumbnail, thumbnail_width, thumbnail_height, link, category,
     author_name, author_image, author_email, published_at, created_at, status, image_id, first_published_at, lang)
    VALUES (@id, @slug, @title, @excerpt, @content, @thumbnail, @thumbnailWidth, @thumbnailHeight, @link,
     @category, @authorName, @authorImage, @authorEmail, @publishedAt, @createdAt, @status, @imageId, @firstPublishedAt, @lang)`);
  const updateRow = db.prepare(`UPDATE news SET slug = @slug, title = @title, excerpt = @excerpt, content = @content,
     category = @category, author_name = @authorName, image_id = @imageId, status = @status, published_at = @publishedAt,
     first_published_at = @firstPublishedAt, updated_at = @updatedAt, updated_by = @updatedBy, lang = @lang
     WHERE id = @id`);
  const deleteRow = db.prepare("DELETE FROM news WHERE id = ?");
  const addCategory = db.prepare("INSERT OR IGNORE INTO news_categories (name, created_at) VALUES (?, ?)");
  const categories = db.prepare("SELECT name FROM news_categories ORDER BY name COLLATE NOCASE").pluck();

  // Serialised public answers, dropped whenever the database may have changed: through this
  // connection (total_changes) or another one (PRAGMA data_version moves when another connection
  // commits), and when the next scheduled item's time arrives. 500 answers at most (the pages of
  // every edition), the least recently asked going first.
  const dataVersion = db.prepare("PRAGMA data_version").pluck();
  const ownChanges = db.prepare("SELECT total_changes()").pluck();
  const cache = new LRUCache<string, string>({ max: 500 });
  let cachedVersion = "";
  let validUntil: string | null = null;
  const cachedJson = (key: string, compute: () => unknown): string => {
    const version = `${dataVersion.get()}:${ownChanges.get()}`;
    const at = nowIso();
    if (version !== cachedVersion || (validUntil !== null && at >= validUntil)) {
      cache.clear();
      cachedVersion = version;
      validUntil = (nextScheduled.get(at) as string | null) ?? null;
    }
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(compute());
      cache.set(key, json);
    }
    return json;
  };

  const toAdmin = (row: NewsRow): AdminNewsItem => {
    const at = nowIso();
    return {
      ...seedNewsItem(toItem(row)),
      lang: row.lang,
      status: row.status,
      state: row.status === "draft" ? "draft" : row.published_at > at ? "scheduled" : "published",
      imageId: row.image_id,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      slugLocked: row.first_published_at !== null && row.first_published_at <= at,
    };
  };

  /** When an item becomes visible: kept once it has been; otherwise its (new) publish time. */
  const firstPublished = (existing: string | null, draft: NewsDraft, at: string) => {
    if (existing && existing <= at) return existing;
    return draft.status === "published" ? draft.publishedAt : null;
  };

  const repository = {
    now,
    /**
     * JSON of `page(n)` / `latest()` and the others, in the names `shape` asks for, reused until the
     * news table changes or a scheduled item comes due.
     */
    pageJson: (page: number, shape: NewsShape) => cachedJson(`${shape}:page:${page}`, () => inShape(shape, repository.page(page))),
    latestJson: (shape: NewsShape) => cachedJson(`${shape}:latest`, () => inShape(shape, repository.latest())),
    editionPageJson: (page: number, lang: Lang, shape: NewsShape) =>
      cachedJson(`${shape}:page:${lang}:${page}`, () => inShape(shape, repository.editionPage(page, lang))),
    editionLatestJson: (lang: Lang, shape: NewsShape) => cachedJson(`${shape}:latest:${lang}`, () => inShape(shape, repository.editionLatest(lang))),
    onlyInPageJson: (page: number, lang: Lang, shape: NewsShape) =>
      cachedJson(`${shape}:only:${lang}:${page}`, () => inShape(shape, repository.onlyInPage(page, lang))),
    latestInJson: (lang: Lang, shape: NewsShape) => cachedJson(`${shape}:latest-only:${lang}`, () => inShape(shape, repository.latestIn(lang))),
    page(page: number, size = NEWS_PAGE_SIZE): SiteNewsPage {
      const at = nowIso();
      const total = countPublic.get({ now: at }) as number;
      const rows = pageOf.all({ now: at, limit: size, offset: (page - 1) * size }) as NewsRow[];
      return { news: rows.map(toItem), page, totalPages: Math.ceil(total / size), total };
    },
    latest(count = LATEST_NEWS_COUNT): NewsItem[] {
      return (pageOf.all({ now: nowIso(), limit: count, offset: 0 }) as NewsRow[]).map(toItem);
    },
    /**
     * An edition's page: the articles in `lang` first, then the others, with `inLanguage`, how many
     * public articles are in `lang` (so the page can say where they end, or that there are none).
     */
    editionPage(page: number, lang: Lang, size = NEWS_PAGE_SIZE): SiteNewsPage {
      const at = nowIso();
      const total = countPublic.get({ now: at }) as number;
      const inLanguage = countPublicIn.get({ now: at, lang }) as number;
      const rows = editionPageOf.all({ now: at, lang, limit: size, offset: (page - 1) * size }) as NewsRow[];
      return { news: rows.map(toItem), page, totalPages: Math.ceil(total / size), total, lang, inLanguage };
    },
    /**
     * An edition's own page: the articles in `lang` only, paged among themselves, with `others`, how
     * many public articles are in other languages (so the page can point to the other editions).
     */
    onlyInPage(page: number, lang: Lang, size = NEWS_PAGE_SIZE): SiteNewsPage {
      const at = nowIso();
      const inLanguage = countPublicIn.get({ now: at, lang }) as number;
      const others = (countPublic.get({ now: at }) as number) - inLanguage;
      const rows = onlyIn.all({ now: at, lang, limit: size, offset: (page - 1) * size }) as NewsRow[];
      return { news: rows.map(toItem), page, totalPages: Math.ceil(inLanguage / size), total: inLanguage, lang, inLanguage, others };
    },
    editionLatest(lang: Lang, count = LATEST_NEWS_COUNT): NewsItem[] {
      return (editionPageOf.all({ now: nowIso(), lang, limit: count, offset: 0 }) as NewsRow[]).map(toItem);
    },
    /** The newest public articles in `lang` only (an edition's RSS feed). */
    latestIn(lang: Lang, count = LATEST_NEWS_COUNT): NewsItem[] {
      return (onlyIn.all({ now: nowIso(), lang, limit: count, offset: 0 }) as NewsRow[]).map(toItem);
    },
    /** When a public item was last changed (its publication, or a later edit): an article's dateModified. */
    modifiedAt(idOrSlug: string): string | undefined {
      const row = publicByIdOrSlug.get({ key: idOrSlug, now: nowIso() }) as NewsRow | undefined;
      if (!row) return undefined;
      return row.updated_at && row.updated_at > row.published_at ? row.updated_at : row.published_at;
    },
    /** A public item by id or slug; drafts and scheduled items are not found. */
    find(idOrSlug: string): NewsItem | undefined {
      const row = publicByIdOrSlug.get({ key: idOrSlug, now: nowIso() }) as NewsRow | undefined;
      return row && toItem(row);
    },

    // The console's side.
    adminList({ state, q, page, size = ADMIN_NEWS_PAGE_SIZE }: { state?: NewsState; q?: string; page: number; size?: number }) {
      const where: string[] = [];
      const params: Record<string, string | number> = { now: nowIso(), limit: size, offset: (page - 1) * size };
      if (state === "draft") where.push("n.status = 'draft'");
      if (state === "scheduled") where.push("n.status = 'published' AND n.published_at > @now");
      if (state === "published") where.push(PUBLIC);
      if (q?.trim()) {
        where.push("n.title LIKE @q ESCAPE '\\'");
        params.q = `%${escapeLike(q.trim())}%`;
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = db.prepare(`SELECT COUNT(*) FROM news n ${clause}`).pluck().get(params) as number;
      const rows = db
        .prepare(`${SELECT} ${clause} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`)
        .all(params) as NewsRow[];
      return { news: rows.map(toAdmin), totalPages: Math.ceil(total / size), total };
    },
    adminFind(id: string): AdminNewsItem | undefined {
      const row = byId.get(id) as NewsRow | undefined;
      return row && toAdmin(row);
    },
    /** Any item by id (a draft, a scheduled one too) as the public API will answer it: the console's preview. */
    previewItem(id: string): NewsItem | undefined {
      const row = byId.get(id) as NewsRow | undefined;
      return row && toItem(row);
    },
    /**
     * Values not saved (`draft`, ready to save; `id`: the article they change) as the public API
     * would answer the article once they were saved and published: the console's preview of them.
     */
    previewDraft(draft: NewsDraft, id?: string): NewsItem {
      const saved = id === undefined ? undefined : (byId.get(id) as NewsRow | undefined);
      return toItem({
        id: saved?.id ?? "preview",
        slug: draft.slug,
        title: draft.title,
        excerpt: draft.excerpt,
        content: draft.content,
        // A save keeps these columns (the seed's pictures, links): so does its preview.
        thumbnail: saved?.thumbnail ?? null,
        thumbnail_width: saved?.thumbnail_width ?? null,
        thumbnail_height: saved?.thumbnail_height ?? null,
        link: saved?.link ?? null,
        category: draft.category,
        author_name: draft.author,
        author_image: saved?.author_image ?? null,
        author_email: saved?.author_email ?? null,
        published_at: draft.publishedAt,
        created_at: saved?.created_at ?? nowIso(),
        status: "published",
        image_id: draft.imageId,
        updated_at: null,
        updated_by: null,
        first_published_at: saved?.first_published_at ?? null,
        media_variants: draft.imageId === null ? null : ((mediaVariants.get(draft.imageId) as string | undefined) ?? null),
        lang: draft.lang,
      });
    },
    /** The id of the item using `slug`, if any. */
    slugOwner: (slug: string) => bySlug.get(slug) as string | undefined,
    create(draft: NewsDraft, actor: string): AdminNewsItem {
      const id = crypto.randomBytes(12).toString("hex");
      const at = nowIso();
      db.transaction(() => {
        insertRow.run({
          id,
          slug: draft.slug,
          title: draft.title,
          excerpt: draft.excerpt,
          content: draft.content,
          thumbnail: null,
          thumbnailWidth: null,
          thumbnailHeight: null,
          link: null,
          category: draft.category,
          authorName: draft.author,
          authorImage: null,
          authorEmail: null,
          publishedAt: draft.publishedAt,
          createdAt: at,
          status: draft.status,
          imageId: draft.imageId,
          firstPublishedAt: firstPublished(null, draft, at),
          lang: draft.lang,
        });
        db.prepare("UPDATE news SET updated_at = ?, updated_by = ? WHERE id = ?").run(at, actor, id);
        addCategory.run(draft.category, at);
        changed(id);
      })();
      return repository.adminFind(id)!;
    },
    update(id: string, draft: NewsDraft, actor: string): AdminNewsItem | undefined {
      const existing = byId.get(id) as NewsRow | undefined;
      if (!existing) return undefined;
      const at = nowIso();
      db.transaction(() => {
        updateRow.run({
          id,
          slug: draft.slug,
          title: draft.title,
          excerpt: draft.excerpt,
          content: draft.content,
          category: draft.category,
          authorName: draft.author,
          imageId: draft.imageId,
          status: draft.status,
          publishedAt: draft.publishedAt,
          firstPublishedAt: firstPublished(existing.first_published_at, draft, at),
          updatedAt: at,
          updatedBy: actor,
          lang: draft.lang,
        });
        addCategory.run(draft.category, at);
        changed(id);
      })();
      return repository.adminFind(id);
    },
    remove(id: string): boolean {
      return db.transaction(() => {
        const removed = deleteRow.run(id).changes > 0;
        if (removed) changed(id);
        return removed;
      })();
    },
    categories: () => categories.all() as string[],
    addCategory(name: string) {
      addCategory.run(name, nowIso());
    },

    /** Complete rows (tests and the seed). */
    insert(items: NewsInput[]) {
      db.transaction(() => {
        for (const item of items) {
          const status = item.status ?? "published";
          insertRow.run({
            id: item.id,
            slug: item.slug,
            title: item.title,
            excerpt: item.excerpt,
            content: item.content,
            thumbnail: item.thumbnail ?? null,
            thumbnailWidth: item.thumbnailWidth ?? null,
            thumbnailHeight: item.thumbnailHeight ?? null,
            link: item.link ?? null,
            category: item.category,
            authorName: item.author.name,
            authorImage: item.author.image ?? null,
            authorEmail: item.author.email ?? null,
            publishedAt: item.publishedAt,
            createdAt: item.createdAt ?? item.publishedAt,
            status,
            imageId: item.imageId ?? null,
            firstPublishedAt: status === "published" ? item.publishedAt : null,
            lang: item.lang ?? "en",
          });
          addCategory.run(item.category, item.createdAt ?? item.publishedAt);
        }
        changed(...items.map((item) => item.id));
      })();
      cache.clear();
    },
  };
  return repository;
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
