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

/** Fastify's validator compiler: bodies strictly, the parts of the URL as the text they are. */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === "body" ? bodies : texts).compile(schema as object) as ReturnType<FastifySchemaCompiler<FastifySchema>>;

type Refusal = { status: number; body: { message: string; errors?: Record<string, string> } };

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
export function validationRefusal(error: FastifyError & { validation?: ErrorObject[]; validationContext?: string }): Refusal | undefined {
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
  if (context !== "body") return { status: 400, body: { message: whole ?? Object.values(errors)[0] ?? NOT_PROCESSED } };
  return { status: 400, body: { message: whole ?? INVALID_SUBMISSION, errors } };
}
