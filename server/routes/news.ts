/** GET /api/news, /api/news/latest, /api/news/:idOrSlug (9 a page, the latest 3, one item). */
import type { FastifyInstance } from "fastify";
import type { NewsRepository } from "../repositories/news";

export const NEWS_NOT_FOUND = "News article not found.";

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsRepository }) {
  app.get<{ Querystring: { page?: string } }>("/news", async (request, reply) => {
    const raw = request.query.page;
    const page = raw === undefined || raw === "" ? 1 : Number(raw);
    if (!Number.isSafeInteger(page) || page < 1 || page > 1_000_000) {
      return reply.code(400).send({ message: "The page number must be a whole number of 1 or more." });
    }
    return reply.header("Cache-Control", "no-cache").type("application/json; charset=utf-8").send(news.pageJson(page));
  });

  app.get("/news/latest", async (_request, reply) => {
    return reply.header("Cache-Control", "no-cache").type("application/json; charset=utf-8").send(news.latestJson());
  });

  app.get<{ Params: { idOrSlug: string } }>("/news/:idOrSlug", async (request, reply) => {
    const item = request.params.idOrSlug.length <= 200 ? news.find(request.params.idOrSlug) : undefined;
    if (!item) return reply.code(404).send({ message: NEWS_NOT_FOUND });
    reply.header("Cache-Control", "no-cache");
    return item;
  });
}
