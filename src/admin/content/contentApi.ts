/**
 * The Content section's calls to /api/admin/content (the contract is contract/content/api.ts, shared
 * with the server), through the console's one fetch helper.
 */
import {
  contentUrl,
  type ContentFile,
  type ContentHistory,
  type ContentList,
  type CreateContentRequest,
  type SaveContentResponse,
} from "../../../contract/content/api";
import type { EntryKind } from "../../../contract/content/kinds";
import { adminFetch } from "../api/adminFetch";

/** contentUrl() names the full address; adminFetch wants the part below /api/admin. */
const below = (url: string) => url.replace(/^\/api\/admin/, "");

export const contentApi = {
  list: (signal?: AbortSignal) => adminFetch<ContentList>("/content", { signal }),
  file: (path: string, signal?: AbortSignal) => adminFetch<ContentFile>(below(contentUrl(path)), { signal }),
  history: (path: string, signal?: AbortSignal) => adminFetch<ContentHistory>(below(contentUrl(path, "history")), { signal }),
  save: (path: string, data: Record<string, unknown>, revision: string, message?: string) =>
    adminFetch<SaveContentResponse>(below(contentUrl(path)), { method: "PUT", json: { data, revision, ...(message ? { message } : {}) } }),
  create: (kind: EntryKind, slug: string, data: Record<string, unknown>, message?: string) =>
    adminFetch<SaveContentResponse>("/content", { method: "POST", json: { kind, slug, data, ...(message ? { message } : {}) } satisfies CreateContentRequest }),
  restore: (path: string, commit: string, revision: string) =>
    adminFetch<SaveContentResponse>(below(contentUrl(path, "restore")), { method: "POST", json: { commit, revision } }),
};

/** Console addresses of the section: the list, a file's form, its history, a new entry. */
export const contentRoutes = {
  list: "/admin/content",
  /** "data/leaders/tariq-khan.json" → "/admin/content/edit/leaders/tariq-khan". */
  edit: (path: string) => `/admin/content/edit/${screenPathOf(path)}`,
  history: (path: string) => `/admin/content/history/${screenPathOf(path)}`,
  create: (kind: EntryKind) => `/admin/content/new/${kind}`,
};

/** The file's part of a console address: its path without "data/" and ".json" (no file extension in a page address). */
export const screenPathOf = (path: string) => path.replace(/^data\//, "").replace(/\.json$/, "");

/** Back from a console address to the file: "leaders/tariq-khan" → "data/leaders/tariq-khan.json". */
export const filePathOf = (screenPath: string) => `data/${screenPath}.json`;
