/**
 * The media library's route schemas: what /api/admin/media accepts and answers. A photo's sizes are
 * described once here; the news and events answers name them too.
 */
import { DATABASE_ID, NO_CONTENT, answerObject, errorAnswers, pageQuery, pathParams } from "../platform/routeSchemas";
import { BAD_PAGE } from "../staff/messages";

export const MEDIA_NOT_FOUND = "There is no photo with this id.";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;
const count = { type: "integer" } as const;

/** One stored size of a photo. */
export const MEDIA_VARIANT = {
  type: "object",
  required: ["width", "height", "url", "type"],
  properties: { width: count, height: count, url: text, type: { type: "string", enum: ["image/avif", "image/webp", "image/jpeg"] } },
} as const;

const sizeOrNull = { type: ["integer", "null"] } as const;

/**
 * An item's picture and its variants (contract/lib/api/siteShape.ts's `Picture`), or null when the
 * item has none: `url` is the largest JPEG, its size null when not known.
 */
export const MEDIA_PICTURE = {
  type: ["object", "null"],
  required: ["url", "width", "height", "variants"],
  properties: { url: text, width: sizeOrNull, height: sizeOrNull, variants: { type: "array", items: MEDIA_VARIANT } },
} as const;

/** A picture whose size is always known (`SizedPicture`: a library photo's), or null. */
export const SIZED_MEDIA_PICTURE = { ...MEDIA_PICTURE, properties: { ...MEDIA_PICTURE.properties, width: count, height: count } } as const;

const MEDIA_ITEM = answerObject({
  id: count,
  url: text,
  width: count,
  height: count,
  variants: { type: "array", items: MEDIA_VARIANT },
  originalName: textOrNull,
  createdAt: text,
  createdBy: textOrNull,
  usedBy: count,
});

export const MEDIA_PAGE_SCHEMA = {
  summary: "The media library, 24 a page",
  querystring: pageQuery(BAD_PAGE, 6),
  response: { 200: answerObject({ media: { type: "array", items: MEDIA_ITEM }, totalPages: count }), ...errorAnswers(400) },
} as const;

export const UPLOAD_MEDIA_SCHEMA = {
  summary: "Upload a photo (JPEG, PNG or WebP, at most 10 MB)",
  body: { content: { "multipart/form-data": { schema: { properties: { file: { type: "string", format: "binary" } } } } } },
  response: { 201: MEDIA_ITEM, ...errorAnswers(400, 413, 415, 422) },
} as const;

export const DELETE_MEDIA_SCHEMA = {
  params: pathParams("id", DATABASE_ID, MEDIA_NOT_FOUND),
  response: { 204: NO_CONTENT, ...errorAnswers(404, 409) },
} as const;
