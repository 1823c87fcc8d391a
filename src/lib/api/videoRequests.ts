import { VIDEO_PAGE_SIZE, videoPageOf } from "../../../contract/lib/api/videos";
import type { VideoPage } from "../../../contract/lib/api/types";
import { API_BASE_URL, requestJson } from "./client";

/**
 * The gallery's requests. By default it asks this project's server (which keeps the key and caches);
 * GATSBY_VIDEOS_URL can point it elsewhere, including YouTube's own search endpoint, and
 * GATSBY_YOUTUBE_API_KEY then adds `key=`.
 */
export const VIDEOS_URL = process.env.GATSBY_VIDEOS_URL || `${API_BASE_URL}/videos`;
const API_KEY = process.env.GATSBY_YOUTUBE_API_KEY || "";
const CHANNEL_ID = process.env.GATSBY_YOUTUBE_CHANNEL_ID || "";

export const VIDEO_REFRESH_MS = 60_000;

export function videosUrl(pageToken?: string): string {
  const params = new URLSearchParams({
    part: "snippet,id",
    order: "date",
    maxResults: String(VIDEO_PAGE_SIZE),
  });
  if (CHANNEL_ID) params.set("channelId", CHANNEL_ID);
  if (pageToken) params.set("pageToken", pageToken);
  if (API_KEY) params.set("key", API_KEY);
  return `${VIDEOS_URL}${VIDEOS_URL.includes("?") ? "&" : "?"}${params}`;
}

export async function fetchVideos(pageToken?: string, signal?: AbortSignal): Promise<VideoPage> {
  const page = videoPageOf(await requestJson<unknown>(videosUrl(pageToken), { signal }));
  if (!page) throw new Error("Unexpected videos response");
  return page;
}
