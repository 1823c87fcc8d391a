/**
 * The route schemas of the console's Content and Translations sections. The requests' and
 * answers' shapes are contract/content/api.ts's and contract/content/translationsApi.ts's; the data files'
 * own rules are the data checks', which answer each problem at its field.
 */
import { UPLOAD_FIELDS } from "../../contract/content/api";
import { ANY_OBJECT } from "../platform/routeSchemas";

const text = { type: "string" } as const;

/** ContentError: `errors` lists the data checks' problems by JSON Pointer; a refused request names its fields. */
const CONTENT_ERROR = {
  type: "object",
  required: ["message"],
  properties: {
    message: text,
    errors: {
      anyOf: [
        { type: "array", items: { type: "object", properties: { field: text, message: text } } },
        { type: "object", additionalProperties: text },
      ],
    },
    revision: text,
    enrol: { type: "boolean" },
  },
} as const;

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, CONTENT_ERROR]));

/** The file's path in the repository, as sent (read from the raw URL; `..` and `%` are refused). */
const PATH = { type: "object", properties: { "*": { type: "string", description: "the file's path, e.g. data/leaders/tariq-khan.json" } } } as const;

const DATA = { type: "object", additionalProperties: true, description: "the file's content" } as const;

export const CONTENT_LIST_SCHEMA = { summary: "The content files", response: { 200: ANY_OBJECT, ...errors(503) } } as const;

export const CREATE_CONTENT_SCHEMA = {
  summary: "Create an entry (a leader, a wing, …): a commit, pushed and built",
  body: { type: "object", properties: { kind: text, slug: text, data: DATA, message: text } },
  response: { 201: ANY_OBJECT, ...errors(400, 404, 409, 503) },
} as const;

export const UPLOAD_SCHEMA = {
  summary: "Upload a photo or PDF for a content file",
  body: {
    content: {
      "multipart/form-data": {
        schema: { properties: { file: { type: "string", format: "binary" }, [UPLOAD_FIELDS.for]: text, [UPLOAD_FIELDS.use]: { type: "string", enum: ["image", "pdf"] } } },
      },
    },
  },
  response: { 201: ANY_OBJECT, ...errors(400, 404, 413, 415, 422, 503) },
} as const;

export const READ_CONTENT_SCHEMA = {
  summary: "A content file (…/history: its versions)",
  params: PATH,
  response: { 200: ANY_OBJECT, ...errors(400, 404, 503) },
} as const;

export const SAVE_CONTENT_SCHEMA = {
  summary: "Save a content file: a commit, pushed and built",
  params: PATH,
  body: { type: "object", properties: { data: DATA, revision: text, message: text } },
  response: { 200: ANY_OBJECT, ...errors(400, 404, 409, 503) },
} as const;

export const RESTORE_CONTENT_SCHEMA = {
  summary: "…/restore: make an earlier version of the file the current one",
  params: PATH,
  body: { type: "object", properties: { commit: text, revision: text } },
  response: { 200: ANY_OBJECT, ...errors(400, 404, 409, 503) },
} as const;

export const TRANSLATIONS_SCHEMA = { summary: "What is missing, outdated or to review in each edition", response: { 200: ANY_OBJECT, ...errors(503) } } as const;

export const READ_TRANSLATION_SCHEMA = { summary: "A translation file beside its English one", params: PATH, response: { 200: ANY_OBJECT, ...errors(400, 404, 503) } } as const;

export const SAVE_TRANSLATION_SCHEMA = {
  summary: "Save a translation: a commit, pushed and built",
  params: PATH,
  body: SAVE_CONTENT_SCHEMA.body,
  response: { 200: ANY_OBJECT, ...errors(400, 404, 409, 503) },
} as const;

