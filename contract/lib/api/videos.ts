import type { Video, VideoPage } from "./types";

/**
 * The gallery reads a YouTube Data API search response (from this project's server, or from where
 * src/lib/api/videoRequests.ts is pointed); it is read here into the gallery's videos.
 */
export const VIDEO_PAGE_SIZE = 10;
export const DESCRIPTION_PREVIEW_LENGTH = 100;

type SearchItem = {
  id?: { videoId?: string; channelId?: string };
  snippet?: {
    title?: string;
    description?: string;
    thumbnails?: { high?: { url?: string }; medium?: { url?: string }; default?: { url?: string } };
  };
};

type SearchResponse = {
  items?: SearchItem[];
  nextPageToken?: string;
  prevPageToken?: string;
};

/** YouTube titles arrive HTML-escaped (`&amp;`, `&#39;`); React escapes again, so decode once. */
function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (match, code: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (code[0] !== "#") return named[code.toLowerCase()] ?? match;
    const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
  });
}

export function normaliseVideo(item: SearchItem): Video | null {
  const videoId = item.id?.videoId;
  const channelId = item.id?.channelId;
  if (!videoId && !channelId) return null;
  const thumbs = item.snippet?.thumbnails;
  return {
    key: (videoId ?? channelId) as string,
    kind: videoId ? "video" : "channel",
    title: decodeEntities(item.snippet?.title ?? ""),
    description: decodeEntities(item.snippet?.description ?? ""),
    thumbnailUrl: thumbs?.high?.url ?? thumbs?.medium?.url ?? thumbs?.default?.url,
    url: videoId
      ? `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
      : `https://www.youtube.com/channel/${encodeURIComponent(channelId as string)}`,
  };
}

/** First 100 characters of the description followed by an ellipsis. */
export const descriptionPreview = (description: string) =>
  `${Array.from(description).slice(0, DESCRIPTION_PREVIEW_LENGTH).join("")}...`;

/** A search response as the gallery shows it; undefined when it is not one. */
export function videoPageOf(body: unknown): VideoPage | undefined {
  const response = body as SearchResponse | null;
  if (!response || typeof response !== "object" || !Array.isArray(response.items)) return undefined;
  return {
    videos: response.items.map(normaliseVideo).filter((v): v is Video => v !== null),
    nextPageToken: response.nextPageToken || undefined,
    prevPageToken: response.prevPageToken || undefined,
  };
}
