/** GET /api/news, /api/news/latest, /api/news/:idOrSlug (SPEC section 7). */
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
    reply.header("Cache-Control", "no-cache");
    return news.page(page);
  });

  app.get("/news/latest", async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return news.latest();
  });

  app.get<{ Params: { idOrSlug: string } }>("/news/:idOrSlug", async (request, reply) => {
    const item = request.params.idOrSlug.length <= 200 ? news.find(request.params.idOrSlug) : undefined;
    if (!item) return reply.code(404).send({ message: NEWS_NOT_FOUND });
    reply.header("Cache-Control", "no-cache");
    return item;
  });
}
