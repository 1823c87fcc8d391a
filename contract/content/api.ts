/**
 * The content API's contract, shared by the server (server/content/contentRoutes.ts) and the
 * console's Content section: the routes, their request and answer shapes, the error shape and the
 * rules both sides apply (slugs, upload fields); the kinds of content file are contract/content/kinds.ts.
 * Browser-safe: no Node imports. Every route is under /api/admin (session, role and same-origin rules of the
 * console; admin and editor allowed, office 403, nobody signed in 401).
 *
 *   GET  /api/admin/content                      → ContentList
 *   POST /api/admin/content                      CreateContentRequest → 201 SaveContentResponse
 *   POST /api/admin/content/uploads              multipart (UPLOAD_FIELDS) → 201 UploadResponse
 *   GET  /api/admin/content/{path}               → ContentFile
 *   PUT  /api/admin/content/{path}               SaveContentRequest → SaveContentResponse
 *   GET  /api/admin/content/{path}/history       → ContentHistory
 *   POST /api/admin/content/{path}/restore       RestoreContentRequest → SaveContentResponse
 *
 * {path} is the file's path in the repository, slashes as they are (not percent-encoded), e.g.
 * /api/admin/content/data/leaders/tariq-khan.json. A path outside data/, with `..`, a `%`, a
 * leading `/`, or through a symbolic link → 400; a file that is not a content file → 404.
 * Failures answer ContentError: 400 (invalid request or data: `errors` names each field), 404,
 * 409 (the file changed since `revision`: reload it), 503 (editing is off on this server).
 */
import { SLUG_MAX, SLUG_PATTERN as NEWS_SLUG_PATTERN, slugify } from "../lib/slugify";
import { ENTRY_FOLDERS, type ContentKind, type EntryKind } from "./kinds";

/** A slug (the news's rule too): lower-case words (letters a-z, digits) joined by single dashes; also the file name. */
export const SLUG_PATTERN = NEWS_SLUG_PATTERN;
export const SLUG_MAX_LENGTH = SLUG_MAX;

/** "Dr. Anisa Zeb Tahirkheli" → "dr-anisa-zeb-tahirkheli" (the suggestion a new entry starts with). */
export const slugFromName = slugify;

/** The repository path of an entry: ("leader", "tariq-khan") → "data/leaders/tariq-khan.json". */
export const entryPath = (kind: EntryKind, slug: string) => `data/${ENTRY_FOLDERS[kind]}/${slug}.json`;

/** The API address of a file's route: contentUrl("data/home.json", "history"). */
export const contentUrl = (path: string, suffix?: "history" | "restore") =>
  `/api/admin/content/${path}${suffix ? `/${suffix}` : ""}`;

/** One line of the list: who changed the file last and when (from `git log -1`). */
export type ContentFileSummary = {
  path: string;
  kind: ContentKind;
  /** The entry's name (leaders, wings) or the kind's label. */
  title: string;
  /** ISO time of the last commit that changed the file; null when it was never committed. */
  updatedAt: string | null;
  /** That commit's author name. */
  updatedBy: string | null;
  /** The site address that shows this file ("/leader/tariq-khan"); null for files every page uses. */
  page: string | null;
};

export type ContentList = { files: ContentFileSummary[] };

/** JSON Schema (draft-07) as served: the file's schema, with its own `definitions` for `$ref`s. */
export type JsonSchema = Record<string, unknown>;

export type ContentFile = {
  path: string;
  kind: ContentKind;
  title: string;
  page: string | null;
  data: Record<string, unknown>;
  schema: JsonSchema;
  /** Changes whenever the file changes in the repository (the git blob id); send it back on save. */
  revision: string;
};

export type SaveContentRequest = {
  data: Record<string, unknown>;
  revision: string;
  /** The commit message; default "Update {path}". */
  message?: string;
};

export type CreateContentRequest = {
  kind: EntryKind;
  slug: string;
  data: Record<string, unknown>;
  message?: string;
};

export type RestoreContentRequest = {
  /** The commit (from the history) whose version of the file becomes the current one. */
  commit: string;
  /** The revision the console shows now: a restore over a newer change is refused like a save. */
  revision: string;
};

/** The build the save started, as GET /api/admin/site/builds lists it (follow it there). */
export type ContentBuild = {
  id: number;
  status: "queued" | "running" | "live" | "failed" | "superseded";
  commit: string | null;
};

export type SaveContentResponse = {
  path: string;
  /** The new commit's id. */
  commit: string;
  /** The file's new revision (keep editing without reloading). */
  revision: string;
  /** null when publishing is off on this server (the commit is made, nothing is built). */
  build: ContentBuild | null;
};

export type ContentCommit = {
  commit: string;
  author: string;
  email?: string;
  /** ISO time of the commit (author date). */
  time: string;
  message: string;
};

export type ContentHistory = { path: string; commits: ContentCommit[] };

/** The multipart fields of POST /api/admin/content/uploads (plus one file part). */
export const UPLOAD_FIELDS = {
  /** The content file the upload is for (its folder decides where an image goes and how it is referred to). */
  for: "for",
  /** "image" (JPEG, PNG or WebP, checked by content; stored under data/images/) or "pdf" (stored under static/). */
  use: "use",
} as const;
export type UploadUse = "image" | "pdf";

export type UploadResponse = {
  /** Where the file is in the repository: "data/images/leaders/tariq-khan.jpg", "static/manifestos/x.pdf". */
  path: string;
  /** What to put in the field: relative to the content file for images, from static/ for PDFs. */
  value: string;
  /** The commit that added the file. */
  commit: string;
};

/**
 * A field the form should render as an upload: the schema marks it with "x-file" ("relative":
 * an image relative to the content file; "static": a PDF path under static/).
 */
export function uploadUseOf(schema: JsonSchema | undefined): UploadUse | undefined {
  const base = schema?.["x-file"];
  return base === "static" ? "pdf" : base === "relative" ? "image" : undefined;
}

/** One problem at one field: `field` is a JSON Pointer into `data` ("/projects/3/status"; "" = the whole file). */
export type FieldError = { field: string; message: string };

export type ContentError = {
  message: string;
  /** 400 from the data checks: each problem at its field. */
  errors?: FieldError[];
  /** 409: the file's revision now (reload to see the newer version). */
  revision?: string;
};

/** Audit log actions of the Content section, and how the console's audit screen reads them. */
export const CONTENT_AUDIT_LABELS = {
  "content.save": "Saved a content file",
  "content.create": "Created a content file",
  "content.restore": "Restored an earlier version",
  "content.upload": "Uploaded a file for the site",
  "content.review": "Confirmed a translation's review",
} as const;
export type ContentAuditAction = keyof typeof CONTENT_AUDIT_LABELS;
