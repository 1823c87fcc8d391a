/**
 * A request body checked against a Yup schema, the way every form and console screen is checked:
 * the same schemas the browser uses, only the schema's own fields kept, and the one error shape
 * `{ message, errors: { field: message } }` the browser shows beside the fields.
 */
import { ValidationError, type AnyObjectSchema } from "yup";
import { HONEYPOT_FIELD } from "../../contract/validation/forms";
import { englishText } from "./language";
import { Refusal } from "./refusal";

export const INVALID_SUBMISSION = englishText("invalidSubmission");
export const HONEYPOT_REJECTED = englishText("honeypotRejected");
export const NOT_AN_OBJECT = englishText("notAnObject");
export const WRONG_TYPE = englishText("wrongType");

export type FieldErrors = Record<string, string>;

/** Why a console form's values cannot be saved (nor previewed), as the console's API answers it. */
export type DraftRefusal = { status: 400 | 409; body: { message: string; errors: FieldErrors } };
/** A console form's values made ready to save, or why they cannot be. */
export type DraftResult<Draft> = { ok: true; draft: Draft } | { ok: false; refusal: DraftRefusal };

type Validated<T> = { ok: true; values: T } | { ok: false; status: number; body: { message: string; errors?: FieldErrors } };

export const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Validates `body` against `schema`; only the schema's fields survive (no unknown or inherited keys). */
export async function validateWith<T>(schema: AnyObjectSchema, body: unknown): Promise<Validated<T>> {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, status: 400, body: { message: NOT_AN_OBJECT, errors: {} } };
  }
  const source = body as Record<string, unknown>;
  const honeypot = hasOwn(source, HONEYPOT_FIELD) ? source[HONEYPOT_FIELD] : undefined;
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== "") {
    return { ok: false, status: 422, body: { message: HONEYPOT_REJECTED } };
  }
  const input: Record<string, unknown> = {};
  // Form fields are scalars; objects and arrays would reach Yup's string transforms (trim) and throw.
  const wrongType: FieldErrors = {};
  for (const field of Object.keys(schema.fields)) {
    if (field === HONEYPOT_FIELD || !hasOwn(source, field)) continue;
    const value = source[field];
    if (value !== null && typeof value === "object") wrongType[field] = WRONG_TYPE;
    else input[field] = value;
  }
  try {
    const values = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    if (Object.keys(wrongType).length) return { ok: false, status: 400, body: { message: INVALID_SUBMISSION, errors: wrongType } };
    return { ok: true, values: values as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      return { ok: false, status: 400, body: { message: INVALID_SUBMISSION, errors: wrongType } };
    }
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path ?? "form";
      if (errors[field]) continue;
      // Yup's built-in type messages quote the value back; give people a plain sentence instead.
      errors[field] = issue.type === "typeError" && /must be a `/.test(issue.message) ? WRONG_TYPE : issue.message;
    }
    Object.assign(errors, wrongType);
    return { ok: false, status: 400, body: { message: INVALID_SUBMISSION, errors } };
  }
}

/** The values of a console or sign-in body, or a thrown 400 with why not (whatever the reason: these bodies have no bot check). */
export async function validBody<T>(schema: AnyObjectSchema, body: unknown): Promise<T> {
  const result = await validateWith<T>(schema, body);
  if (!result.ok) throw new Refusal(400, result.body);
  return result.values;
}

const SCALAR = ["string", "number", "boolean", "null"];

type FieldDescription = { type: string; optional?: boolean; tests: Array<{ name?: string; params?: { max?: number } }> };

/**
 * The route schema of a body Yup checks: each field a JSON scalar, so Ajv refuses an object or an
 * array (which Yup's text rules cannot read) before Yup runs. Everything else (text or number,
 * required, limits) stays Yup's rule, with the message the form shows in the visitor's language,
 * and is only described here. The honeypot and `untyped` fields are left to their own checks.
 */
export function bodyShapeOf(schema: AnyObjectSchema, untyped: string[] = []) {
  const fields = schema.describe().fields as Record<string, FieldDescription>;
  const properties: Record<string, object> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (name === HONEYPOT_FIELD || untyped.includes(name)) {
      properties[name] = {};
      continue;
    }
    const max = field.tests.find((test) => test.name === "max")?.params?.max;
    const rules = [field.optional ? "optional" : "required", max !== undefined ? `at most ${max}` : ""].filter(Boolean).join(", ");
    properties[name] = { type: SCALAR, description: `${field.type === "number" ? "a number (or its digits as text)" : field.type}, ${rules}` };
  }
  for (const name of untyped) properties[name] ??= {};
  return { type: "object", properties } as const;
}
