/**
 * GET /api/news, /api/news/latest, /api/news/:idOrSlug (9 a page, the latest 3, one item).
 * `?lang=ur|ps|en` asks for an edition's list: its language's articles first, and how many there are.
 */
import type { FastifyInstance } from "fastify";
import { LANGS, type Lang } from "../../src/i18n/locales";
import { englishText } from "../platform/language";
import type { NewsRepository } from "./newsRepository";

export const NEWS_NOT_FOUND = englishText("newsNotFound");

type EditionQuery = { lang?: string };
/** The edition a query asks for: undefined without `lang`, null for one the site has not. */
const editionOf = ({ lang }: EditionQuery): Lang | undefined | null =>
  lang === undefined ? undefined : (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : null;

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsRepository }) {
  app.get<{ Querystring: { page?: string } & EditionQuery }>("/news", async (request, reply) => {
    const raw = request.query.page;
    const page = raw === undefined || raw === "" ? 1 : Number(raw);
    if (!Number.isSafeInteger(page) || page < 1 || page > 1_000_000) {
      return reply.code(400).send({ message: englishText("newsBadPage") });
    }
    const lang = editionOf(request.query);
    if (lang === null) return reply.code(400).send({ message: englishText("newsBadLanguage") });
    const json = lang ? news.editionPageJson(page, lang) : news.pageJson(page);
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get<{ Querystring: EditionQuery }>("/news/latest", async (request, reply) => {
    const lang = editionOf(request.query);
    if (lang === null) return reply.code(400).send({ message: englishText("newsBadLanguage") });
    const json = lang ? news.editionLatestJson(lang) : news.latestJson();
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get<{ Params: { idOrSlug: string } }>("/news/:idOrSlug", async (request, reply) => {
    const item = request.params.idOrSlug.length <= 200 ? news.find(request.params.idOrSlug) : undefined;
    if (!item) return reply.code(404).send({ message: NEWS_NOT_FOUND });
    return item;
  });
}
