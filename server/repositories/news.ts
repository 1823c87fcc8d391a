/** News items as the site reads them (title, excerpt, body, image, author, dates, tags). */
import type { Db } from "../db/database";

export const NEWS_PAGE_SIZE = 9;
export const LATEST_NEWS_COUNT = 3;

export type NewsItem = {
  _id: string;
  title: string;
  slug: string;
  thumbnail: string | null;
  /** Pixel size of the thumbnail when known, so pages can reserve its space. */
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  excerpt: string;
  content: string;
  link: string | null;
  publishedAt: string;
  createdAt: string;
  author: { name: string; image: string | null; email: string | null };
  category: { name: string };
};

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
};

const toItem = (row: NewsRow): NewsItem => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  thumbnail: row.thumbnail,
  thumbnailWidth: row.thumbnail_width,
  thumbnailHeight: row.thumbnail_height,
  excerpt: row.excerpt,
  content: row.content,
  link: row.link,
  publishedAt: row.published_at,
  createdAt: row.created_at,
  author: { name: row.author_name, image: row.author_image, email: row.author_email },
  category: { name: row.category },
});

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
};

export function createNewsRepository(db: Db) {
  const countAll = db.prepare("SELECT COUNT(*) AS n FROM news");
  const pageOf = db.prepare("SELECT * FROM news ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?");
  const byIdOrSlug = db.prepare("SELECT * FROM news WHERE id = ? OR slug = ? LIMIT 1");
  const insert = db.prepare(`INSERT INTO news
    (id, slug, title, excerpt, content, thumbnail, thumbnail_width, thumbnail_height, link, category,
     author_name, author_image, author_email, published_at, created_at)
    VALUES (@id, @slug, @title, @excerpt, @content, @thumbnail, @thumbnailWidth, @thumbnailHeight, @link,
     @category, @authorName, @authorImage, @authorEmail, @publishedAt, @createdAt)`);

  // Serialised answers, dropped whenever the database may have changed: through this connection
  // (total_changes) or another one (PRAGMA data_version moves when another connection commits).
  const dataVersion = db.prepare("PRAGMA data_version").pluck();
  const ownChanges = db.prepare("SELECT total_changes()").pluck();
  const cache = new Map<string, string>();
  let cachedVersion = "";
  const cachedJson = (key: string, compute: () => unknown): string => {
    const version = `${dataVersion.get()}:${ownChanges.get()}`;
    if (version !== cachedVersion) {
      cache.clear();
      cachedVersion = version;
    }
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(compute());
      if (cache.size > 500) cache.clear();
      cache.set(key, json);
    }
    return json;
  };

  const repository = {
    /** JSON of `page(n)` / `latest()`, reused until the news table changes. */
    pageJson: (page: number) => cachedJson(`page:${page}`, () => repository.page(page)),
    latestJson: () => cachedJson("latest", () => repository.latest()),
    page(page: number, size = NEWS_PAGE_SIZE) {
      const total = (countAll.get() as { n: number }).n;
      const rows = pageOf.all(size, (page - 1) * size) as NewsRow[];
      return { news: rows.map(toItem), totalPages: Math.ceil(total / size) };
    },
    latest(count = LATEST_NEWS_COUNT): NewsItem[] {
      return (pageOf.all(count, 0) as NewsRow[]).map(toItem);
    },
    find(idOrSlug: string): NewsItem | undefined {
      const row = byIdOrSlug.get(idOrSlug, idOrSlug) as NewsRow | undefined;
      return row && toItem(row);
    },
    insert(items: NewsInput[]) {
      db.transaction(() => {
        for (const item of items) {
          insert.run({
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
          });
        }
      })();
      cache.clear();
    },
  };
  return repository;
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
