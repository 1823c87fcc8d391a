/**
 * GET /api/videos?pageToken=… in YouTube's search-list shape. With a YouTube key configured the
 * server asks YouTube through its client (./youtubeClient.ts; the key never reaches a browser).
 * Without a key it answers from the videos stored in the database.
 */
import type { FastifyInstance } from "fastify";
import { englishText } from "../platform/language";
import { decodePageToken, type createVideoRepository } from "./videoRepository";
import type { YouTubeClient } from "./youtubeClient";

export const VIDEOS_UNAVAILABLE = englishText("videosUnavailable");
export const BAD_PAGE_TOKEN = englishText("videosBadPageToken");

/**
 * The first page of videos as GET /api/videos answers it, when it can be had without waiting: from
 * the database, or YouTube's answer while it is cached. The videos page's HTML carries it
 * (server/site/pageData.ts); undefined means the page asks the API itself.
 */
export function firstVideoPage(
  videos: ReturnType<typeof createVideoRepository>,
  client: YouTubeClient | undefined,
): unknown | undefined {
  return client ? client.cachedPage("") : videos.page(0);
}

export async function videoRoutes(
  app: FastifyInstance,
  { videos, client }: { videos: ReturnType<typeof createVideoRepository>; client?: YouTubeClient },
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
