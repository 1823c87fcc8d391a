/**
 * YouTube's search for the party's channel, the key kept on the server. Each page is kept for
 * YOUTUBE_CACHE_MS (15 minutes by default): YouTube allows about 100 searches a day and every open
 * gallery polls once a minute. Concurrent callers share one fetch; a failed fetch answers the
 * stale page when there is one.
 */
import { LRUCache } from "lru-cache";
import type { ServerConfig } from "../platform/config";
import { VIDEO_PAGE_SIZE } from "./videoRepository";

type CacheEntry = { body: unknown; fetchedAt: number };

export function createYouTubeClient(youtube: NonNullable<ServerConfig["youtube"]>, now = () => Date.now()) {
  // Pages stay past their time (a stale page answers when YouTube fails); 200 at most, the least
  // recently asked going first.
  const cache = new LRUCache<string, CacheEntry>({ max: 200 });
  const inFlight = new Map<string, Promise<CacheEntry>>();

  const fetchPage = async (pageToken: string): Promise<CacheEntry> => {
    const url = new URL(`${youtube.baseUrl}/search`);
    url.search = new URLSearchParams({
      key: youtube.apiKey,
      channelId: youtube.channelId,
      part: "snippet,id",
      order: "date",
      maxResults: String(VIDEO_PAGE_SIZE),
      type: "video",
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(8000), headers: { Accept: "application/json" } });
    if (!response.ok) throw Object.assign(new Error(`YouTube answered ${response.status}`), { upstreamStatus: response.status });
    const body = (await response.json()) as Record<string, unknown>;
    if (!body || !Array.isArray(body.items)) throw new Error("YouTube answered without items");
    const entry = { body, fetchedAt: now() };
    cache.set(pageToken, entry);
    return entry;
  };

  /** A fresh cached page, else one fetch shared by concurrent callers, else a stale page on failure. */
  const page = async (pageToken: string): Promise<{ body: unknown; cache: "hit" | "miss" | "stale" }> => {
    const cached = cache.get(pageToken);
    if (cached && now() - cached.fetchedAt < youtube.cacheMs) return { body: cached.body, cache: "hit" };
    let pending = inFlight.get(pageToken);
    if (!pending) {
      pending = fetchPage(pageToken).finally(() => inFlight.delete(pageToken));
      inFlight.set(pageToken, pending);
    }
    try {
      return { body: (await pending).body, cache: "miss" };
    } catch (error) {
      if (cached) return { body: cached.body, cache: "stale" };
      throw error;
    }
  };

  return {
    page,
    /** The page if a fresh copy is cached; otherwise undefined, and a fetch starts for the next caller. */
    cachedPage(pageToken: string): unknown | undefined {
      const cached = cache.get(pageToken);
      if (cached && now() - cached.fetchedAt < youtube.cacheMs) return cached.body;
      page(pageToken).catch(() => undefined);
      return undefined;
    },
  };
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>;
