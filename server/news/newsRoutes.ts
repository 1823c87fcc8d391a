/**
 * GET /api/news, /api/news/latest, /api/news/:idOrSlug (9 a page, the latest 3, one item).
 * `?lang=ur|ps|en` asks for an edition's list: its language's articles first, and how many there are;
 * `&only=lang` for its language's articles alone (what the site's Urdu and Pashto editions show).
 * `?shape=site` answers in the site's shape (contract/lib/api/siteShape.ts); without it, the seed's names
 * (./seedShape.ts).
 */
import type { FastifyInstance } from "fastify";
import type { NewsShape } from "../../contract/lib/api/siteShape";
import { badRequest, notFound } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import type { NewsRepository } from "./newsRepository";
import { inShape } from "./seedShape";
import { LATEST_NEWS_SCHEMA, NEWS_BAD_ONLY, NEWS_ITEM_SCHEMA, NEWS_NOT_FOUND, NEWS_PAGE_SCHEMA } from "./newsSchemas";

export { NEWS_NOT_FOUND };

const JSON_TYPE = "application/json; charset=utf-8";

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsRepository }) {
  // The answers are kept serialised by the repository, so they are sent as they are.
  app.get<RouteOf<typeof NEWS_PAGE_SCHEMA>>("/news", { schema: NEWS_PAGE_SCHEMA }, async (request, reply) => {
    const { page = 1, lang, only, shape = "seed" } = request.query;
    if (only && !lang) throw badRequest(NEWS_BAD_ONLY);
    const json = !lang ? news.pageJson(page, shape) : only ? news.onlyInPageJson(page, lang, shape) : news.editionPageJson(page, lang, shape);
    return reply.type(JSON_TYPE).send(json);
  });

  app.get<RouteOf<typeof LATEST_NEWS_SCHEMA>>("/news/latest", { schema: LATEST_NEWS_SCHEMA }, async (request, reply) => {
    const { lang, only, shape = "seed" } = request.query;
    if (only && !lang) throw badRequest(NEWS_BAD_ONLY);
    const json = !lang ? news.latestJson(shape) : only ? news.latestInJson(lang, shape) : news.editionLatestJson(lang, shape);
    return reply.type(JSON_TYPE).send(json);
  });

  app.get<RouteOf<typeof NEWS_ITEM_SCHEMA>>("/news/:idOrSlug", { schema: NEWS_ITEM_SCHEMA }, async (request, reply) => {
    const item = news.find(request.params.idOrSlug);
    if (!item) throw notFound(NEWS_NOT_FOUND);
    // Serialised here: the answer's schema allows either shape, which fast-json-stringify would have to try one by one.
    return reply.type(JSON_TYPE).send(JSON.stringify(inShape((request.query.shape ?? "seed") as NewsShape, item)));
  });
}
