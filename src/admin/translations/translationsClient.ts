/**
 * The Translations section's calls to /api/admin/translations (the contract is
 * contract/content/translationsApi.ts, shared with the server) and its console addresses.
 */
import type { SaveContentResponse } from "../../../contract/content/api";
import { translationsUrl, type TranslationFile, type TranslationOverview } from "../../../contract/content/translationsApi";
import { adminFetch } from "../api/adminFetch";
import { screenPathOf } from "../content/contentApi";

const below = (url: string) => url.replace(/^\/api\/admin/, "");

export const translationsApi = {
  overview: (signal?: AbortSignal) => adminFetch<TranslationOverview>(below(translationsUrl()), { signal }),
  file: (path: string, signal?: AbortSignal) => adminFetch<TranslationFile>(below(translationsUrl(path)), { signal }),
  save: (path: string, data: Record<string, unknown>, revision: string, message?: string) =>
    adminFetch<SaveContentResponse>(below(translationsUrl(path)), { method: "PUT", json: { data, revision, ...(message ? { message } : {}) } }),
};

/** The console's names of the languages translated into (the console itself is in English). */
export const LANGUAGE_NAMES: Record<string, string> = { ur: "Urdu", ps: "Pashto" };

export const translationRoutes = {
  overview: "/admin/translations",
  /** "data/ur/home.json" → "/admin/translations/ur/home"; "data/i18n/ps/contact.json" → "/admin/translations/i18n/ps/contact". */
  edit: (path: string) => `/admin/translations/${screenPathOf(path)}`,
  history: (path: string) => `/admin/translations/history/${screenPathOf(path)}`,
};
