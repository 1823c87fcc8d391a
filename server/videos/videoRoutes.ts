/**
 * GET /api/videos?pageToken=… in YouTube's search-list shape. With a YouTube key configured the
 * server asks YouTube through its client (./youtubeClient.ts; the key never reaches a browser).
 * Without a key it answers from the videos stored in the database.
 */
import type { FastifyInstance } from "fastify";
import { englishText } from "../platform/language";
import { badRequest, Refusal } from "../platform/refusal";
import { ANY_OBJECT, errorAnswers, type RouteOf } from "../platform/routeSchemas";
import { decodePageToken, type createVideoRepository } from "./videoRepository";
import type { YouTubeClient } from "./youtubeClient";

export const VIDEOS_UNAVAILABLE = englishText("videosUnavailable");
export const BAD_PAGE_TOKEN = englishText("videosBadPageToken");

const VIDEOS_SCHEMA = {
  summary: "One page of the channel's videos (10 a page) in YouTube's search-list shape",
  querystring: {
    type: "object",
    properties: { pageToken: { type: "string", maxLength: 400, pattern: "^\\s*[\\w=-]{0,200}\\s*$", errorMessage: BAD_PAGE_TOKEN } },
  },
  response: { 200: ANY_OBJECT, ...errorAnswers(400, 502) },
} as const;

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
  app.get<RouteOf<typeof VIDEOS_SCHEMA>>("/videos", { schema: VIDEOS_SCHEMA }, async (request, reply) => {
    const pageToken = request.query.pageToken?.trim() ?? "";

    if (client) {
      try {
        const { body, cache } = await client.page(pageToken);
        reply.header("X-Cache", cache);
        return body;
      } catch (error) {
        request.log.warn({ err: error }, "YouTube search failed");
        throw new Refusal(502, { message: VIDEOS_UNAVAILABLE });
      }
    }

    const offset = pageToken ? decodePageToken(pageToken) : 0;
    if (offset === undefined) throw badRequest(BAD_PAGE_TOKEN);
    return videos.page(offset);
  });
}
