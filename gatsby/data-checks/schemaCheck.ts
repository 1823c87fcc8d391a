import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import { fileEntry, locate, pointerSegments, shown, toPointer } from "./locate";
import type { FileKind } from "./kinds";
import type { Problem } from "./types";

/** A value the schema marks with "x-file": a path to a file that must exist. */
export interface FileReference {
  pointer: string;
  value: string;
  /** "relative": resolved from the JSON file's folder; "static": a path under static/. */
  base: "relative" | "static";
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "null",
};

/** Closest known name, to suggest when a field name has a typo. */
function closest(name: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const d = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = d[0];
      d[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const tmp = d[j];
        d[j] = Math.min(
          d[j] + 1,
          d[j - 1] + 1,
          prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
        );
        prev = tmp;
      }
    }
    return d[b.length];
  };
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = distance(name, c);
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3))
    ? best
    : undefined;
}

/** Turns one ajv error into "where" (pointer segments) and "what was expected". */
function describe(error: ErrorObject): { segments: (string | number)[]; message: string } {
  const segments = pointerSegments(error.instancePath);
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const got = shown(error.data);
  switch (error.keyword) {
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const expected = (
        (parent.properties as Record<string, { const?: unknown }> | undefined)?.[missing] ?? {}
      ).const;
      const hint = expected !== undefined ? `; add "${missing}": ${JSON.stringify(expected)}` : "";
      return { segments: [...segments, missing], message: `is required but missing${hint}` };
    }
    case "additionalProperties": {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent.properties as object) ?? {});
      const guess = closest(extra, allowed);
      return {
        segments: [...segments, extra],
        message: `is not a known field${guess ? ` (did you mean "${guess}"?)` : ""}; allowed fields: ${allowed.join(", ")}`,
      };
    }
    case "type": {
      const types = ([] as string[]).concat((error.params as { type: string | string[] }).type);
      return {
        segments,
        message: `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(" or ")}; got ${got}`,
      };
    }
    case "enum": {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return { segments, message: `must be one of ${allowed.join(", ")}; got ${got}` };
    }
    case "const":
      return {
        segments,
        message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}; got ${got}`,
      };
    case "not": {
      const forbidden = (parent.not as { const?: unknown } | undefined)?.const;
      return {
        segments,
        message:
          forbidden !== undefined
            ? `must not be ${JSON.stringify(forbidden)}`
            : `has a value that is not allowed: ${got}`,
      };
    }
    case "pattern": {
      const hint =
        typeof parent.description === "string"
          ? parent.description
          : `text matching /${error.schema as string}/`;
      return { segments, message: `has the wrong form; expected: ${hint}; got ${got}` };
    }
    case "minLength":
      return { segments, message: "must not be empty" };
    case "minItems": {
      const limit = (error.params as { limit: number }).limit;
      return {
        segments,
        message: `must have at least ${limit} ${limit === 1 ? "entry" : "entries"}; got ${Array.isArray(error.data) ? error.data.length : got}`,
      };
    }
    case "minimum":
      return {
        segments,
        message: `must be ${(error.params as { limit: number }).limit} or more; got ${got}`,
      };
    default:
      return { segments, message: `${error.message ?? "is not valid"}; got ${got}` };
  }
}

/** Compiles the JSON Schemas once; validate() runs one file against its kind's schema. */
export function createSchemaValidator(schemas: Record<string, object>) {
  let collected: FileReference[] = [];
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictTypes: false });
  ajv.addKeyword({
    keyword: "x-file",
    schemaType: "string",
    // Runs where ajv walks the data, so every file path is found without a second walker.
    validate: (base: string, data: unknown, _parent: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === "string" && cxt)
        collected.push({
          pointer: cxt.instancePath,
          value: data,
          base: base as FileReference["base"],
        });
      return true;
    },
  });
  const compiled = new Map<string, ValidateFunction>();

  return function validate(
    filePath: string,
    kind: FileKind,
    json: unknown,
  ): { problems: Problem[]; files: FileReference[] } {
    const schema = schemas[kind];
    if (!schema)
      return {
        problems: [
          { file: filePath, message: `has no schema: data/schema/${kind}.schema.json is missing` },
        ],
        files: [],
      };
    let fn = compiled.get(kind);
    if (!fn) {
      fn = ajv.compile(schema);
      compiled.set(kind, fn);
    }
    collected = [];
    const valid = fn(json);
    const files = collected;
    if (valid) return { problems: [], files };
    const outer = fileEntry(filePath, kind, json);
    const problems = (fn.errors ?? []).map((error) => {
      const { segments, message } = describe(error);
      return { file: filePath, ...locate(json, segments, outer), pointer: toPointer(segments), message };
    });
    return { problems, files };
  };
}
