/** The media library: photos that went through the pipeline, with their variants. */
import { systemClock, type Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import { fallbackVariant, type MediaVariant, type ProcessedImage } from "./pipeline";

export const MEDIA_PAGE_SIZE = 24;

export type MediaItem = {
  id: number;
  /** The largest JPEG variant (what share cards and old browsers get). */
  url: string;
  width: number;
  height: number;
  variants: MediaVariant[];
  originalName: string | null;
  createdAt: string;
  createdBy: string | null;
  /** How many articles and events show this photo. */
  usedBy: number;
};

type MediaRow = {
  id: number;
  file_key: string;
  original_name: string | null;
  width: number;
  height: number;
  variants: string;
  created_by: string | null;
  created_at: string;
  used_by: number;
};

export function toMediaItem(row: MediaRow): MediaItem {
  const variants = JSON.parse(row.variants) as MediaVariant[];
  const main = fallbackVariant(variants);
  return {
    id: row.id,
    url: main?.url ?? "",
    width: main?.width ?? row.width,
    height: main?.height ?? row.height,
    variants,
    originalName: row.original_name,
    createdAt: row.created_at,
    createdBy: row.created_by,
    usedBy: row.used_by,
  };
}

const SELECT = `SELECT m.*, (SELECT COUNT(*) FROM news n WHERE n.image_id = m.id)
  + (SELECT COUNT(*) FROM events e WHERE e.image_id = m.id) AS used_by FROM media m`;

/**
 * An uploaded file's name as the library and the audit log keep it: without control characters
 * and without bidirectional marks, overrides and isolates (U+202E would show "gpj.exe" reversed as
 * "exe.jpg"). printable() (server/platform) makes the same characters visible in a terminal; here they
 * carry nothing worth keeping, so they go.
 */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "").trim();
}

export function createMediaRepository(db: Db, now: Clock = systemClock) {
  const insert = db.prepare(`INSERT INTO media (file_key, original_name, width, height, variants, created_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare(`${SELECT} WHERE m.id = ?`);
  const byKey = db.prepare(`${SELECT} WHERE m.file_key = ?`);
  const pageOf = db.prepare(`${SELECT} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`);
  const countAll = db.prepare("SELECT COUNT(*) FROM media").pluck();
  const remove = db.prepare("DELETE FROM media WHERE id = ?");
  return {
    add(image: ProcessedImage, originalName: string | null, createdBy: string | null): MediaItem {
      const cleaned = originalName ? cleanFileName(originalName).slice(0, 200) : "";
      const name = cleaned || null;
      const info = insert.run(image.key, name, image.width, image.height, JSON.stringify(image.variants), createdBy, new Date(now()).toISOString());
      return toMediaItem(byId.get(info.lastInsertRowid) as MediaRow);
    },
    find(id: number): MediaItem | undefined {
      const row = byId.get(id) as MediaRow | undefined;
      return row && toMediaItem(row);
    },
    findByKey(key: string): MediaItem | undefined {
      const row = byKey.get(key) as MediaRow | undefined;
      return row && toMediaItem(row);
    },
    page(page: number, size = MEDIA_PAGE_SIZE) {
      const total = countAll.get() as number;
      const rows = pageOf.all(size, (page - 1) * size) as MediaRow[];
      return { media: rows.map(toMediaItem), totalPages: Math.ceil(total / size) };
    },
    /** Deletes the row; the caller checks `usedBy` first and removes the files. */
    remove(id: number): boolean {
      return remove.run(id).changes > 0;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
