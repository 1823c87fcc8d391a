/** The channel's videos stored in the database, answered in YouTube's search-list shape. */
import type { Db } from "../platform/database";

export const VIDEO_PAGE_SIZE = 10;

type VideoRow = {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
  channel_id: string;
  channel_title: string;
  published_at: string;
};

export type YouTubeSearchItem = {
  kind: "youtube#searchResult";
  etag: string;
  id: { kind: "youtube#video"; videoId: string };
  snippet: {
    publishedAt: string;
    channelId: string;
    title: string;
    description: string;
    thumbnails: Record<"default" | "medium" | "high", { url: string; width: number; height: number }>;
    channelTitle: string;
    liveBroadcastContent: "none";
    publishTime: string;
  };
};

export type YouTubeSearchResponse = {
  kind: "youtube#searchListResponse";
  etag: string;
  nextPageToken?: string;
  prevPageToken?: string;
  regionCode: string;
  pageInfo: { totalResults: number; resultsPerPage: number };
  items: YouTubeSearchItem[];
};

/** Opaque page tokens, like YouTube's; they encode the offset of the page. */
export const encodePageToken = (offset: number) => Buffer.from(`qwp:${offset}`).toString("base64url");
export function decodePageToken(token: string): number | undefined {
  const match = /^qwp:(\d{1,6})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  return match ? Number(match[1]) : undefined;
}

const toItem = (row: VideoRow): YouTubeSearchItem => {
  const thumb = { url: row.thumbnail_url, width: row.thumbnail_width, height: row.thumbnail_height };
  return {
    kind: "youtube#searchResult",
    etag: row.video_id,
    id: { kind: "youtube#video", videoId: row.video_id },
    snippet: {
      publishedAt: row.published_at,
      channelId: row.channel_id,
      title: row.title,
      description: row.description,
      thumbnails: { default: thumb, medium: thumb, high: thumb },
      channelTitle: row.channel_title,
      liveBroadcastContent: "none",
      publishTime: row.published_at,
    },
  };
};

export function createVideoRepository(db: Db) {
  const countAll = db.prepare("SELECT COUNT(*) AS n FROM videos");
  const pageOf = db.prepare("SELECT * FROM videos ORDER BY published_at DESC, video_id DESC LIMIT ? OFFSET ?");
  return {
    /** One page starting at `offset`, with tokens for the neighbouring pages when they exist. */
    page(offset: number, size = VIDEO_PAGE_SIZE): YouTubeSearchResponse {
      const total = (countAll.get() as { n: number }).n;
      const items = (pageOf.all(size, offset) as VideoRow[]).map(toItem);
      return {
        kind: "youtube#searchListResponse",
        etag: `qwp-${offset}-${total}`,
        ...(offset + size < total ? { nextPageToken: encodePageToken(offset + size) } : {}),
        ...(offset > 0 ? { prevPageToken: encodePageToken(Math.max(0, offset - size)) } : {}),
        regionCode: "PK",
        pageInfo: { totalResults: total, resultsPerPage: size },
        items,
      };
    },
  };
}
