/**
 * The one mechanism that refuses bad input: each route's Fastify schema (body, params, query),
 * checked by Ajv before the handler runs, and one answer for what it refuses,
 * `{ message, errors? }`. A schema names its own messages with `errorMessage` (ajv-errors), so a
 * refusal says what the route would have said; without one the answer is a plain sentence.
 *
 * Bodies are checked without coercion (a JSON `42` never becomes the text "42") and unknown fields
 * are dropped; query strings and path parameters arrive as text, so there numbers are coerced.
 */
import Ajv, { type ErrorObject, type Options } from "ajv";
import ajvErrors from "ajv-errors";
import type { FastifyError, FastifySchema, FastifySchemaCompiler } from "fastify";
import { INVALID_SUBMISSION, NOT_AN_OBJECT, WRONG_TYPE } from "./bodyValidation";
import { englishText } from "./language";

export const NOT_PROCESSED = englishText("notProcessed");

const COMMON: Options = {
  allErrors: true,
  removeAdditional: true,
  useDefaults: true,
  // OpenAPI's own words (description, example) and the schema's messages are not Ajv keywords.
  strict: false,
};

function compilerOf(options: Options) {
  const ajv = new Ajv({ ...COMMON, ...options });
  ajvErrors(ajv);
  // OpenAPI's word for a file's bytes in a multipart body, which Ajv never sees as a value.
  ajv.addFormat("binary", true);
  return ajv;
}

const bodies = compilerOf({ coerceTypes: false });
const texts = compilerOf({ coerceTypes: "array" });

/** A day of the calendar written YYYY-MM-DD (2025-02-30 is none). */
export function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
/** A filter's date in a query: a day, or blank for any (white space around it is trimmed). */
export const BLANK_OR_DAY = "blank-or-day";
texts.addFormat(BLANK_OR_DAY, (value: string) => value.trim() === "" || isDay(value.trim()));

/** Fastify's validator compiler: bodies strictly, the parts of the URL as the text they are. */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === "body" ? bodies : texts).compile(schema as object) as ReturnType<FastifySchemaCompiler<FastifySchema>>;

type ValidationAnswer = { status: number; body: { message: string; errors?: Record<string, string> } };

/**
 * A query schema's `x-field-errors` (`fieldErrors` in routeSchemas.ts): refused only in the fields it
 * lists, the query is answered like a body, `{ message, errors: { field: message } }`, the message
 * being the rule's own sentence or, without one, the first refused field's.
 */
export const FIELD_ERRORS = "x-field-errors";
type FieldErrorsRule = { message?: string; fields: readonly string[] };

/** The field an Ajv error is about: a missing property's name, or the path's first step. */
function fieldOf(error: ErrorObject): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.split("/").filter(Boolean);
  return path[0] ?? missing ?? "";
}

const ownMessage = (error: ErrorObject) => (error.keyword === "errorMessage" ? error.message : undefined);

/**
 * What a refused request is answered. A path parameter that cannot name anything is 404 (the
 * route's not-found message); a bad query is 400 with the message of its first refused field; a
 * bad body is 400 with each refused field's own message.
 */
export function validationRefusal(
  error: FastifyError & { validation?: ErrorObject[]; validationContext?: string },
  routeSchema?: { querystring?: unknown },
): ValidationAnswer | undefined {
  if (!error.validation) return undefined;
  const issues = error.validation;
  const context = error.validationContext;
  if (context === "params") return { status: 404, body: { message: ownMessage(issues[0]) ?? englishText("notFound") } };
  const errors: Record<string, string> = {};
  let whole: string | undefined;
  for (const issue of issues) {
    const field = fieldOf(issue);
    const message = ownMessage(issue) ?? (issue.keyword === "type" ? WRONG_TYPE : NOT_PROCESSED);
    if (!field) {
      whole ??= ownMessage(issue) ?? (context === "body" && issue.keyword === "type" ? NOT_AN_OBJECT : NOT_PROCESSED);
      continue;
    }
    errors[field] ??= message;
  }
  const rule = context === "querystring" ? ((routeSchema?.querystring as Record<string, unknown> | undefined)?.[FIELD_ERRORS] as FieldErrorsRule | undefined) : undefined;
  const named = Object.keys(errors);
  if (rule && !whole && named.length && named.every((field) => rule.fields.includes(field))) return { status: 400, body: { message: rule.message ?? errors[named[0]], errors } };
  if (context !== "body") return { status: 400, body: { message: whole ?? Object.values(errors)[0] ?? NOT_PROCESSED } };
  return { status: 400, body: { message: whole ?? INVALID_SUBMISSION, errors } };
}
