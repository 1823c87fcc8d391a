/**
 * The pieces route schemas are built from, so every route describes its errors, pages and ids the
 * same way (and /api/openapi.json shows them the same way).
 */
import type { FastifyRequest } from "fastify";
import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { FIELD_ERRORS } from "./schemaValidation";

/**
 * The one error shape: a sentence, and each refused field's own message (the console's routes add
 * `enrol` when a second factor must come first).
 */
export const ERROR_BODY = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
    enrol: { type: "boolean" },
  },
} as const;

/** Error answers of a route, by status: each the one error shape. */
export const errorAnswers = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, ERROR_BODY])) as Record<Status, typeof ERROR_BODY>;

/** An answer whose parts are not fixed (a content file, YouTube's answer): an object, described in its docs. */
export const ANY_OBJECT = { type: "object", additionalProperties: true } as const;

/** No content (204). */
export const NO_CONTENT = { type: "null", description: "No content" } as const;

/** The body of a POST that reads none: nothing, or any JSON (ignored). */
export const NO_BODY = { content: { "application/json": { schema: { description: "Not read: send no body" } } } } as const;

/** `?page=N`, a whole number from 1 written in at most `digits` digits, or empty for the first (a bad one answers `message`). */
export const pageQuery = (message: string, digits = 7) =>
  ({
    type: "object",
    properties: { page: { type: "string", pattern: `^(?:[1-9][0-9]{0,${digits - 1}})?$`, errorMessage: message } },
  }) as const;

/** The page a `pageQuery` asked for (the first without one). */
export const pageOf = (query: { page?: string }) => (query.page ? Number(query.page) : 1);

/**
 * A query's rule that, refused only in `fields`, it is answered like a body, `{ message, errors: {
 * field: message } }`, so a form marks each field (schemaValidation.ts reads the rule): with `message`
 * as the answer's sentence, or without it the first refused field's own. A refusal of any other field
 * answers as every query does.
 */
export const fieldErrors = (fields: readonly string[], message?: string) =>
  ({ [FIELD_ERRORS]: message === undefined ? { fields } : { message, fields } }) as const;

/** A console filter's query: `page` and the filter's fields, the filter refused like a body with `message`. */
export const filterQuery = <Filter extends Record<string, object>>(pageMessage: string, message: string, filter: Filter) =>
  ({
    type: "object",
    properties: { ...pageQuery(pageMessage).properties, ...filter },
    ...fieldErrors(Object.keys(filter), message),
  }) as const;

/**
 * Text that a filter trims, with nothing (or white space) meaning "any": `pattern` is what the trimmed
 * text must match, without anchors.
 */
export const trimmedText = (pattern: string, message: string, description: string) =>
  ({ type: "string", pattern: `^\\s*(?:${pattern})?\\s*$`, errorMessage: message, description }) as const;

/** A query's choice: one of `values`, or empty for any (a form's empty select sends `status=`); anything else answers `message`. */
export const emptyOrOneOf = <const Values extends readonly string[]>(values: Values, message: string) =>
  ({ type: "string", enum: ["", ...values], errorMessage: message }) as const;

/** A path parameter `{ name }` that must match `pattern`; anything else names nothing (404 with `message`). */
export const pathParams = (name: string, pattern: string, message: string) =>
  ({
    type: "object",
    required: [name],
    properties: { [name]: { type: "string", pattern, errorMessage: message } },
  }) as const;

/** A database id in a path: a whole number from 1. */
export const DATABASE_ID = "^[1-9][0-9]{0,15}$";

/** A JSON object body whose fields are those listed, each of its JSON type (rules and their messages live in Yup). */
export const objectBody = <Properties extends Record<string, object>>(properties: Properties, required: string[] = []) =>
  ({ type: "object", properties, ...(required.length ? { required } : {}) }) as const;

/** An answer's object: every field listed is always sent, but those named in `optional` (the OpenAPI description says which). */
export const answerObject = (properties: Record<string, object>, optional: string[] = []) =>
  ({ type: "object", required: Object.keys(properties).filter((key) => !optional.includes(key)), properties }) as const;

/**
 * A route's request types, derived from its schema (json-schema-to-ts), so the types and the checks
 * the schema makes cannot drift apart: `app.get<RouteOf<typeof SCHEMA>>(url, { schema: SCHEMA }, …)`.
 * The generic is given, not inferred from an annotated handler: a guard in `preValidation` pins
 * Fastify's inference to its default, untyped request.
 */
export type RouteOf<Schema extends RouteSchema> = {
  Body: Schema extends { body: infer B extends JSONSchema } ? FromSchema<B> : unknown;
  Querystring: Schema extends { querystring: infer Q extends JSONSchema } ? FromSchema<Q> : unknown;
  Params: Schema extends { params: infer P extends JSONSchema } ? FromSchema<P> : unknown;
};
/** The request of a route declared with `RouteOf<typeof SCHEMA>`, for a helper that reads it. */
export type RequestOf<Schema extends RouteSchema> = FastifyRequest<RouteOf<Schema>>;
type RouteSchema = { body?: unknown; querystring?: unknown; params?: unknown };
