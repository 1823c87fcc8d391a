/**
 * The media library's console API (editor or admin): its pages, an upload (one photo, resized by
 * the pipeline) and a deletion (refused while an article or an event shows the photo). Each change
 * is written to the audit log.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff/auditLog";
import { requireRole } from "../staff/guard";
import { Refusal, badRequest, conflict, notFound } from "../platform/refusal";
import { pageOf, type RouteOf } from "../platform/routeSchemas";
import type { MediaRepository } from "./mediaRepository";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE, processImage, removeImageFiles } from "./pipeline";
import { DELETE_MEDIA_SCHEMA, MEDIA_NOT_FOUND, MEDIA_PAGE_SCHEMA, UPLOAD_MEDIA_SCHEMA } from "./mediaSchemas";

export { MEDIA_NOT_FOUND };
export const PHOTO_IN_USE = "This photo is used by an article or an event. Remove it from them first.";
export const NO_FILE = 'Send the photo as multipart/form-data in the field "file".';

export type MediaRoutesOptions = { mediaLibrary: MediaRepository; mediaDir: string; audit: AuditLog };

export async function mediaRoutes(admin: FastifyInstance, { mediaLibrary, mediaDir, audit }: MediaRoutesOptions) {
  const editors = { preValidation: requireRole("editor") };

  await admin.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  admin.get<RouteOf<typeof MEDIA_PAGE_SCHEMA>>("/media", { ...editors, schema: MEDIA_PAGE_SCHEMA }, async (request) =>
    mediaLibrary.page(pageOf(request.query)),
  );

  admin.post("/media", { ...editors, schema: UPLOAD_MEDIA_SCHEMA }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(NO_FILE);
    let bytes: Buffer;
    let filename: string;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== "file") throw badRequest(NO_FILE);
      bytes = await file.toBuffer();
      filename = file.filename;
    } catch (error) {
      if (error instanceof Refusal) throw error;
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new Refusal(413, { message: MEDIA_TOO_LARGE });
      throw badRequest(NO_FILE);
    }
    // A file the pipeline refuses throws a MediaError: a Refusal with its status and message.
    const processed = await processImage(bytes, mediaDir);
    const item = mediaLibrary.add(processed, filename || null, request.staff.email);
    audit.record({ actor: request.staff.email, action: "media.upload", target: `media:${item.id}`, detail: { name: item.originalName } });
    return reply.code(201).send(item);
  });

  admin.delete<RouteOf<typeof DELETE_MEDIA_SCHEMA>>("/media/:id", { ...editors, schema: DELETE_MEDIA_SCHEMA }, async (request, reply) => {
    const item = mediaLibrary.find(Number(request.params.id));
    if (!item) throw notFound(MEDIA_NOT_FOUND);
    if (item.usedBy > 0) throw conflict(PHOTO_IN_USE);
    mediaLibrary.remove(item.id);
    removeImageFiles(mediaDir, item.variants);
    audit.record({ actor: request.staff.email, action: "media.delete", target: `media:${item.id}` });
    return reply.code(204).send();
  });
}
