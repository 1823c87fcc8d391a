/**
 * The press office's API (editor or admin): news articles, the media library and categories.
 * Every state change is written to the audit log. Bodies are checked and sanitised as newsDrafts.ts
 * says (a preview of unsaved values checks alike).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NEWS_CATEGORY_MAX, newsFormValuesOf, type NewsFormValues } from "../../contract/validation/news";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE, MediaError, processImage, removeImageFiles } from "../media/pipeline";
import { createNewsDrafts } from "./newsDrafts";
import type { MediaRepository } from "../media/mediaRepository";
import type { AdminNewsItem, NewsDraft, NewsRepository, NewsState } from "./newsRepository";
import type { AuditLog } from "../staff/auditLog";
import { pageOf } from "../platform/routeSchemas";
import { requireRole } from "../staff/guard";
import {
  ADD_CATEGORY_SCHEMA,
  ADMIN_NEWS_ITEM_SCHEMA,
  ADMIN_NEWS_LIST_SCHEMA,
  CATEGORIES_SCHEMA,
  CREATE_NEWS_SCHEMA,
  DELETE_MEDIA_SCHEMA,
  DELETE_NEWS_SCHEMA,
  MEDIA_NOT_FOUND,
  MEDIA_PAGE_SCHEMA,
  NEWS_ITEM_NOT_FOUND,
  UPDATE_NEWS_SCHEMA,
  UPLOAD_MEDIA_SCHEMA,
} from "./newsSchemas";

export { BAD_STATE, MEDIA_NOT_FOUND, NEWS_ITEM_NOT_FOUND } from "./newsSchemas";
export { DUPLICATE_SLUG, SLUG_LOCKED } from "./newsDrafts";
export const PHOTO_IN_USE = "This photo is used by an article or an event. Remove it from them first.";
export const NO_FILE = 'Send the photo as multipart/form-data in the field "file".';
export const BAD_CATEGORY = `Enter a category name of 1 to ${NEWS_CATEGORY_MAX} characters.`;

export type NewsroomOptions = {
  news: NewsRepository;
  mediaLibrary: MediaRepository;
  mediaDir: string;
  audit: AuditLog;
};

/** Articles are longer than form submissions: up to 1 MB of JSON. */
const ARTICLE_BODY_LIMIT = 1024 * 1024;


/** The audit verb of a save: what changed for readers. */
function auditAction(before: AdminNewsItem | undefined, after: AdminNewsItem): string {
  const visibleBefore = before && before.status === "published";
  if (after.status === "published" && !visibleBefore) return after.state === "scheduled" ? "news.schedule" : "news.publish";
  if (after.status === "draft" && visibleBefore) return "news.unpublish";
  if (after.status === "published" && before && before.publishedAt !== after.publishedAt) {
    return after.state === "scheduled" ? "news.schedule" : "news.publish";
  }
  return before ? "news.edit" : "news.create";
}

export async function newsroomRoutes(admin: FastifyInstance, { news, mediaLibrary, mediaDir, audit }: NewsroomOptions) {
  const editors = { preValidation: requireRole("editor") };

  await admin.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const { draftOf } = createNewsDrafts({ news, mediaLibrary });

  /** The values ready to save, or undefined when the 4xx saying why has been answered. */
  async function draftFrom(
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    existing?: AdminNewsItem,
  ): Promise<NewsDraft | undefined> {
    const result = await draftOf(body, request.staff.name, existing);
    if (result.ok) return result.draft;
    reply.code(result.refusal.status).send(result.refusal.body);
    return undefined;
  }

  const record = (request: FastifyRequest, action: string, item: Pick<AdminNewsItem, "_id" | "slug" | "title" | "publishedAt">) =>
    audit.record({ actor: request.staff.email, action, target: `news:${item._id}`, detail: { slug: item.slug, title: item.title, publishedAt: item.publishedAt } });

  admin.get<{ Querystring: { status?: NewsState | ""; q?: string; page?: string } }>("/news", { ...editors, schema: ADMIN_NEWS_LIST_SCHEMA }, async (request) => {
    const { status, q } = request.query;
    return news.adminList({ state: status || undefined, q: q?.slice(0, 200), page: pageOf(request.query) });
  });

  admin.get<{ Params: { id: string } }>("/news/:id", { ...editors, schema: ADMIN_NEWS_ITEM_SCHEMA }, async (request, reply) => {
    const item = news.adminFind(request.params.id);
    if (!item) return reply.code(404).send({ message: NEWS_ITEM_NOT_FOUND });
    return item;
  });

  admin.post("/news", { ...editors, bodyLimit: ARTICLE_BODY_LIMIT, schema: CREATE_NEWS_SCHEMA }, async (request, reply) => {
    const draft = await draftFrom(request, reply, request.body);
    if (!draft) return reply;
    const item = news.create(draft, request.staff.email);
    record(request, auditAction(undefined, item), item);
    return reply.code(201).send(item);
  });

  admin.patch<{ Params: { id: string }; Body: Partial<NewsFormValues> }>("/news/:id", { ...editors, bodyLimit: ARTICLE_BODY_LIMIT, schema: UPDATE_NEWS_SCHEMA }, async (request, reply) => {
    const existing = news.adminFind(request.params.id);
    if (!existing) return reply.code(404).send({ message: NEWS_ITEM_NOT_FOUND });
    const body = request.body;
    // A PATCH carries only what changes ({ status: "draft" } unpublishes); the rest is kept.
    const merged = { ...newsFormValuesOf(existing), ...body };
    if (body.status === "published" && !("publishedAt" in body) && existing.status === "draft") {
      merged.publishedAt = "";
    }
    const draft = await draftFrom(request, reply, merged, existing);
    if (!draft) return reply;
    const item = news.update(existing._id, draft, request.staff.email)!;
    record(request, auditAction(existing, item), item);
    return item;
  });

  admin.delete<{ Params: { id: string } }>("/news/:id", { ...editors, schema: DELETE_NEWS_SCHEMA }, async (request, reply) => {
    const existing = news.adminFind(request.params.id);
    if (!existing) return reply.code(404).send({ message: NEWS_ITEM_NOT_FOUND });
    // The photo stays in the library: another article may show it, and the library is its home.
    news.remove(existing._id);
    record(request, "news.delete", existing);
    return reply.code(204).send();
  });

  admin.get("/news-categories", { ...editors, schema: CATEGORIES_SCHEMA }, async () => ({ categories: news.categories() }));

  admin.post<{ Body: { name?: string } }>("/news-categories", { ...editors, schema: ADD_CATEGORY_SCHEMA }, async (request, reply) => {
    const name = (request.body.name ?? "").trim().replace(/\s+/g, " ");
    if (!name || name.length > NEWS_CATEGORY_MAX) return reply.code(400).send({ message: BAD_CATEGORY, errors: { name: BAD_CATEGORY } });
    news.addCategory(name);
    audit.record({ actor: request.staff.email, action: "news.category.create", target: `category:${name}` });
    return reply.code(201).send({ categories: news.categories() });
  });

  admin.get<{ Querystring: { page?: string } }>("/media", { ...editors, schema: MEDIA_PAGE_SCHEMA }, async (request) => mediaLibrary.page(pageOf(request.query)));

  admin.post("/media", { ...editors, schema: UPLOAD_MEDIA_SCHEMA }, async (request, reply) => {
    if (!request.isMultipart()) return reply.code(400).send({ message: NO_FILE });
    let bytes: Buffer;
    let filename: string;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== "file") return reply.code(400).send({ message: NO_FILE });
      bytes = await file.toBuffer();
      filename = file.filename;
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return reply.code(413).send({ message: MEDIA_TOO_LARGE });
      return reply.code(400).send({ message: NO_FILE });
    }
    try {
      const processed = await processImage(bytes, mediaDir);
      const item = mediaLibrary.add(processed, filename || null, request.staff.email);
      audit.record({ actor: request.staff.email, action: "media.upload", target: `media:${item.id}`, detail: { name: item.originalName } });
      return reply.code(201).send(item);
    } catch (error) {
      if (error instanceof MediaError) return reply.code(error.statusCode).send({ message: error.message });
      throw error;
    }
  });

  admin.delete<{ Params: { id: string } }>("/media/:id", { ...editors, schema: DELETE_MEDIA_SCHEMA }, async (request, reply) => {
    const item = mediaLibrary.find(Number(request.params.id));
    if (!item) return reply.code(404).send({ message: MEDIA_NOT_FOUND });
    if (item.usedBy > 0) return reply.code(409).send({ message: PHOTO_IN_USE });
    mediaLibrary.remove(item.id);
    removeImageFiles(mediaDir, item.variants);
    audit.record({ actor: request.staff.email, action: "media.delete", target: `media:${item.id}` });
    return reply.code(204).send();
  });
}
