/**
 * GET /api/videos?pageToken=… in YouTube's search-list shape. With a YouTube key configured the
 * server asks YouTube (the key never reaches a browser) and keeps each page for 15 minutes:
 * YouTube allows about 100 searches a day and every open gallery polls once a minute.
 * Without a key it answers from the videos stored in the database.
 */
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../platform/config";
import { englishText } from "../platform/language";
import { VIDEO_PAGE_SIZE, decodePageToken, type createVideoRepository } from "./videoRepository";

export const VIDEOS_UNAVAILABLE = englishText("videosUnavailable");
export const BAD_PAGE_TOKEN = englishText("videosBadPageToken");

type CacheEntry = { body: unknown; fetchedAt: number };

export function createYouTubeClient(youtube: NonNullable<ServerConfig["youtube"]>, now = () => Date.now()) {
  const cache = new Map<string, CacheEntry>();
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
    if (cache.size > 200) cache.delete(cache.keys().next().value as string);
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

/**
 * The first page of videos as GET /api/videos answers it, when it can be had without waiting: from
 * the database, or YouTube's answer while it is cached. The videos page's HTML carries it
 * (server/site/pageData.ts); undefined means the page asks the API itself.
 */
export function firstVideoPage(
  videos: ReturnType<typeof createVideoRepository>,
  client: ReturnType<typeof createYouTubeClient> | undefined,
): unknown | undefined {
  return client ? client.cachedPage("") : videos.page(0);
}

export async function videoRoutes(
  app: FastifyInstance,
  { videos, client }: { videos: ReturnType<typeof createVideoRepository>; client?: ReturnType<typeof createYouTubeClient> },
) {

  app.get<{ Querystring: { pageToken?: string } }>("/videos", async (request, reply) => {
    const pageToken = typeof request.query.pageToken === "string" ? request.query.pageToken.trim() : "";
    if (pageToken.length > 200 || /[^\w-=]/.test(pageToken)) return reply.code(400).send({ message: BAD_PAGE_TOKEN });

    if (client) {
      try {
        const { body, cache } = await client.page(pageToken);
        reply.header("X-Cache", cache);
        return body;
      } catch (error) {
        request.log.warn({ err: error }, "YouTube search failed");
        return reply.code(502).send({ message: VIDEOS_UNAVAILABLE });
      }
    }

    const offset = pageToken ? decodePageToken(pageToken) : 0;
    if (offset === undefined) return reply.code(400).send({ message: BAD_PAGE_TOKEN });
    return videos.page(offset);
  });
}
