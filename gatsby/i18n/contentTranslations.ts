/**
 * Reads the content translations, data/<lang>/<file>.json (see src/i18n/contentTranslation.ts), and
 * says which of them a page needs: the layout's files (site, navigation) on every page, plus the
 * page's own (a route's content file, a leader's or a wing's file).
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentTranslations } from "../../src/i18n/contentTranslation";
import type { Lang } from "../../src/i18n/locales";

/** The files every page shows through the layout (header, footer). */
export const LAYOUT_FILES = ["site", "navigation"] as const;

/** The content file of each route built from src/pages, by its English path. */
export const PAGE_FILES: Readonly<Record<string, readonly string[]>> = {
  "/": ["home"],
  "/about/about": ["about"],
  "/about/history": ["history"],
  "/about/manifestos": ["manifestos"],
  "/projects": ["projects"],
};

/** Files a route shows in a section of its own (Home's projects), marked there when untranslated. */
export const SECTION_FILES: Readonly<Record<string, readonly string[]>> = {
  "/": ["projects"],
};

/** "data/ur/leaders/tariq-khan.json" → { lang: "ur", file: "leaders/tariq-khan" }. */
export function translationFileOf(filePath: string): { lang: string; file: string } | undefined {
  const match = /^data\/(ur|ps)\/(.+)\.json$/.exec(filePath);
  return match ? { lang: match[1], file: match[2] } : undefined;
}

const cache = new Map<string, unknown>();

/** One translation file, without its own "$" keys; undefined when the file does not exist. */
export function loadTranslation(root: string, lang: Lang, file: string): unknown {
  const key = `${root}\n${lang}/${file}`;
  if (cache.has(key)) return cache.get(key);
  const abs = path.join(root, "data", lang, `${file}.json`);
  let value: unknown;
  if (lang !== "en" && fs.existsSync(abs)) {
    const json = JSON.parse(fs.readFileSync(abs, "utf8")) as Record<string, unknown>;
    value = Object.fromEntries(Object.entries(json).filter(([k]) => !k.startsWith("$")));
  }
  cache.set(key, value);
  return value;
}

/**
 * What a page in `lang` gets in its context: the translations of the files it shows, and whether its
 * own content is untranslated (it has a content file and that file has no translation yet).
 */
export function pageTranslations(
  lang: Lang,
  pageFiles: readonly string[],
  sectionFiles: readonly string[] = [],
  root = process.cwd(),
): { translations: ContentTranslations; contentUntranslated: boolean } {
  if (lang === "en") return { translations: {}, contentUntranslated: false };
  const translations: Record<string, unknown> = {};
  for (const file of [...LAYOUT_FILES, ...pageFiles, ...sectionFiles]) {
    const translation = loadTranslation(root, lang, file);
    if (translation !== undefined) translations[file] = translation;
  }
  return {
    translations,
    contentUntranslated: pageFiles.some((file) => translations[file] === undefined),
  };
}
