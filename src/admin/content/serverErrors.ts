/**
 * The server's refusal of a save (`400 { message, errors: [{ field, message }] }`, `field` a JSON
 * pointer such as "/projects/0/status") as the form shows it: an rjsf error schema that puts each
 * message under its field, and a summary list whose entries name the field by its label and point
 * at its control. A problem with no field (or with the whole file) stays in the summary only.
 */
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { fieldIdOf, pointerLabel, pointerParts } from "./form/fieldLabels";

export type ServerFieldError = { field: string; message: string };

export type ErrorSummaryEntry = {
  /** The field's label path, or "" for the whole file. */
  label: string;
  message: string;
  /** The id of the field's control (to link and focus), or null for the whole file. */
  targetId: string | null;
};

/** Reads `errors` from a 400 body; anything malformed is left out (the message still shows). */
export function readServerErrors(body: unknown): ServerFieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is ServerFieldError => typeof entry === "object" && entry !== null && typeof entry.field === "string" && typeof entry.message === "string",
  );
}

/** The error schema rjsf's `extraErrors` takes: `{ projects: { 0: { status: { __errors: [...] } } } }`. */
export function toErrorSchema(errors: readonly ServerFieldError[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const { field, message } of errors) {
    let node = root as Record<string, unknown>;
    for (const part of pointerParts(field)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root;
}

/** One entry per problem, in the server's order, each naming its field as the form labels it. */
export function errorSummary(schema: RJSFSchema, errors: readonly ServerFieldError[]): ErrorSummaryEntry[] {
  return errors.map(({ field, message }) => {
    const whole = pointerParts(field).length === 0;
    return { label: whole ? "" : pointerLabel(schema, field), message, targetId: whole ? null : fieldIdOf(field) };
  });
}
