/**
 * GET /api/search?q=&lang=en|ur|ps&page=N: one page of an edition's results (10 a page), its
 * language's first, then English. `snippet` and `title` are plain text; the words that matched are
 * given apart as [start, end) ranges of UTF-16 units (`snippetMarks`, `titleMarks`), so that no text
 * of an article can ever become markup where it is shown. Any `q` is answered (an empty one with no
 * results); only a page that is not a whole number from 1, or an unknown language, is refused (400).
 * One address may ask SEARCH_RATE_LIMIT_MAX searches a minute (429 past that).
 */
import type { FastifyInstance } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { clientKey } from "../platform/clientKey";
import { LANGS } from "../../contract/i18n/locales";
import { englishText } from "../platform/language";
import { errorAnswers, type RouteOf } from "../platform/routeSchemas";
import type { SiteSearch } from "./siteSearch";

const RANGES = { type: "array", items: { type: "array", items: { type: "integer" }, minItems: 2, maxItems: 2 } } as const;

export const SEARCH_SCHEMA = {
  querystring: {
    type: "object",
    properties: {
      q: { type: "string" },
      lang: { type: "string", enum: LANGS, errorMessage: englishText("newsBadLanguage") },
      page: { type: "integer", minimum: 1, maximum: 1_000_000, errorMessage: englishText("newsBadPage") },
    },
  },
  response: {
    200: {
      type: "object",
      required: ["results", "total", "totalPages"],
      properties: {
        results: {
          type: "array",
          items: {
            type: "object",
            required: ["type", "title", "titleMarks", "url", "snippet", "snippetMarks", "lang"],
            properties: {
              type: { type: "string", enum: ["article", "leader", "wing", "manifesto", "event", "page"] },
              title: { type: "string" },
              titleMarks: RANGES,
              url: { type: "string" },
              snippet: { type: "string" },
              snippetMarks: RANGES,
              lang: { type: "string", enum: [...LANGS] },
              date: { type: "string" },
            },
          },
        },
        total: { type: "integer" },
        totalPages: { type: "integer" },
        suggestion: { type: "string", description: "when nothing was found: a query in the site's own words that finds something" },
      },
    },
    ...errorAnswers(400, 429),
  },
} as const;

export async function searchRoutes(app: FastifyInstance, { search, rateLimit }: { search: SiteSearch; rateLimit: RateLimitOptions | false }) {
  app.get<RouteOf<typeof SEARCH_SCHEMA>>("/search", { config: { rateLimit }, schema: SEARCH_SCHEMA }, async (request, reply) => {
    const { q = "", lang = "en", page = 1 } = request.query;
    reply.header("Cache-Control", "no-cache");
    return search.search(q, lang, page, clientKey(request));
  });
}
