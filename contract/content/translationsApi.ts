/**
 * The translations API's contract, shared by the server (server/content/contentRoutes.ts) and the
 * console's Translations section. Browser-safe. Same session, role and same-origin rules as the
 * content API (admin and editor; office 403; nobody signed in 401).
 *
 *   GET  /api/admin/translations            → TranslationOverview
 *   GET  /api/admin/translations/{path}     → TranslationFile
 *   PUT  /api/admin/translations/{path}     SaveContentRequest → SaveContentResponse
 *
 * {path} is a translation file's path as it is, e.g. data/ur/home.json (a content translation of
 * data/home.json) or data/i18n/ps/contact.json (interface strings of data/i18n/en/contact.json);
 * the file need not exist yet (saving creates it, with revision ""). Refusals as the content API's.
 */
import { DEFAULT_LANG, LANGS } from "../i18n/locales";
import type { JsonSchema } from "./api";
import type { ContentKind } from "./kinds";

/** The languages translated into (every edition but English). */
export const TRANSLATED_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);
const langs = TRANSLATED_LANGS.join("|");

/** The review state every translation file carries in "$status". */
export type ReviewState = "needs-review" | "reviewed";

/** Content translations (data/<lang>/…) or interface strings (data/i18n/<lang>/…). */
export type TranslationGroup = "content" | "strings";

/**
 * One text field's state: "missing" (no translation), "outdated" (the English text changed after
 * the translation of the field was last saved or its review confirmed), "current".
 */
export type FieldState = "missing" | "outdated" | "current";

export type TranslationSummary = {
  path: string;
  lang: string;
  /** The English file it translates. */
  source: string;
  group: TranslationGroup;
  /** The English file's kind (content) or "strings". */
  kind: ContentKind | "strings";
  /** A leader's name, a wing's title, the kind's label, or the strings' area. */
  title: string;
  exists: boolean;
  /** null when the file does not exist. */
  status: ReviewState | null;
  /** Text fields (or keys) of the English file. */
  texts: number;
  missing: number;
  outdated: number;
  /** The translation file's last commit (null when never committed). */
  updatedAt: string | null;
  updatedBy: string | null;
};

export type TranslationOverview = { files: TranslationSummary[] };

export type TranslationField = {
  /** JSON Pointer of the field, the same in the English file and in the translation ("/hero/title"). */
  pointer: string;
  /** The English text now. */
  english: string;
  state: FieldState;
  /** For an outdated field: the English text the translation was made from. */
  englishThen?: string;
};

export type TranslationFile = Omit<TranslationSummary, "texts" | "missing" | "outdated" | "updatedAt" | "updatedBy"> & {
  status: ReviewState;
  /** The translation as stored, "$status" included ({ "$status": "needs-review" } for a new file). */
  data: Record<string, unknown>;
  /** Names the fields: the English file's schema (content) or one property per key (strings). */
  schema: JsonSchema;
  fields: TranslationField[];
  /** The file's git blob id ("" when it does not exist yet); send it back on save. */
  revision: string;
};

export const translationsUrl = (path?: string) => `/api/admin/translations${path ? `/${path}` : ""}`;

/** "data/ur/home.json" → { lang: "ur", source: "data/home.json" }; interface strings likewise; undefined otherwise. */
export function translationSource(path: string): { lang: string; source: string; group: TranslationGroup } | undefined {
  const strings = new RegExp(`^data/i18n/(${langs})/([^/]+)\\.json$`).exec(path);
  if (strings) return { lang: strings[1], source: `data/i18n/en/${strings[2]}.json`, group: "strings" };
  const content = new RegExp(`^data/(${langs})/(.+\\.json)$`).exec(path);
  if (content) return { lang: content[1], source: `data/${content[2]}`, group: "content" };
  return undefined;
}

/** The translation file of an English content file in `lang`: ("data/home.json", "ur") → "data/ur/home.json". */
export const translationPathOf = (source: string, lang: string) => source.replace(/^data\//, `data/${lang}/`);
