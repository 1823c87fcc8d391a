/**
 * The press office's article API (editor or admin): articles and categories. The rules (what a save
 * accepts, the slug, the publishing time, the audit log) are the newsroom's (newsroom.ts); a route
 * reads the request, asks the newsroom and answers. The media library's routes are media/'s.
 */
import type { FastifyInstance } from "fastify";
import { pageOf, type RouteOf } from "../platform/routeSchemas";
import { requireRole } from "../staff/guard";
import type { Newsroom } from "./newsroom";
import {
  ADD_CATEGORY_SCHEMA,
  ADMIN_NEWS_ITEM_SCHEMA,
  ADMIN_NEWS_LIST_SCHEMA,
  CATEGORIES_SCHEMA,
  CREATE_NEWS_SCHEMA,
  DELETE_NEWS_SCHEMA,
  UPDATE_NEWS_SCHEMA,
} from "./newsSchemas";

/** Articles are longer than form submissions: up to 1 MB of JSON. */
const ARTICLE_BODY_LIMIT = 1024 * 1024;

export async function newsroomRoutes(admin: FastifyInstance, { newsroom }: { newsroom: Newsroom }) {
  const editors = { preValidation: requireRole("editor") };

  admin.get<RouteOf<typeof ADMIN_NEWS_LIST_SCHEMA>>("/news", { ...editors, schema: ADMIN_NEWS_LIST_SCHEMA }, async (request) =>
    newsroom.list({ ...request.query, page: pageOf(request.query) }),
  );

  admin.get<RouteOf<typeof ADMIN_NEWS_ITEM_SCHEMA>>("/news/:id", { ...editors, schema: ADMIN_NEWS_ITEM_SCHEMA }, async (request) =>
    newsroom.find(request.params.id),
  );

  admin.post<RouteOf<typeof CREATE_NEWS_SCHEMA>>("/news", { ...editors, bodyLimit: ARTICLE_BODY_LIMIT, schema: CREATE_NEWS_SCHEMA }, async (request, reply) =>
    reply.code(201).send(await newsroom.create(request.body, request.staff)),
  );

  admin.patch<RouteOf<typeof UPDATE_NEWS_SCHEMA>>("/news/:id", { ...editors, bodyLimit: ARTICLE_BODY_LIMIT, schema: UPDATE_NEWS_SCHEMA }, async (request) =>
    newsroom.update(request.params.id, request.body, request.staff),
  );

  admin.delete<RouteOf<typeof DELETE_NEWS_SCHEMA>>("/news/:id", { ...editors, schema: DELETE_NEWS_SCHEMA }, async (request, reply) => {
    newsroom.remove(request.params.id, request.staff);
    return reply.code(204).send();
  });

  admin.get("/news-categories", { ...editors, schema: CATEGORIES_SCHEMA }, async () => ({ categories: newsroom.categories() }));

  admin.post<RouteOf<typeof ADD_CATEGORY_SCHEMA>>("/news-categories", { ...editors, schema: ADD_CATEGORY_SCHEMA }, async (request, reply) =>
    reply.code(201).send({ categories: newsroom.addCategory(request.body.name, request.staff) }),
  );
}
