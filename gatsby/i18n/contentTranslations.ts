/**
 * Reads the content translations, data/<lang>/<file>.json (see src/i18n/contentTranslation.ts), and
 * says which of them a page needs: the layout's files (site, navigation) on every page, plus the
 * page's own (a route's content file, a leader's or a wing's file).
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentTranslations } from "../../src/i18n/contentTranslation";
import type { Lang } from "../../contract/i18n/locales";
import { ENTRY_KINDS, SINGLE_FILE_KINDS, entryKind, singleFilePage } from "../../contract/content/kinds";
import { fileKind } from "../data-checks/kinds";
import { missingTexts } from "./textFields";

/** The files every page shows through the layout (header, footer): the kinds with no page of their own. */
export const LAYOUT_FILES: readonly string[] = SINGLE_FILE_KINDS.filter((kind) => singleFilePage(kind) === null);

/** The content file of each route built from src/pages, by its English path ("/" → home). */
export const PAGE_FILES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SINGLE_FILE_KINDS.flatMap((kind) => {
    const page = singleFilePage(kind);
    return page === null ? [] : [[page, [kind]]];
  }),
);

/** Routes that show every file of a folder: /wings lists each wing's title and description. */
export const PAGE_FOLDERS: Readonly<Record<string, string>> = Object.fromEntries(
  ENTRY_KINDS.flatMap((kind) => {
    const { listing, folder } = entryKind(kind);
    return listing ? [[listing, folder]] : [];
  }),
);

/** The content files of a folder of data/ ("leaders" → "leaders/a", "leaders/b", ...), sorted. */
export function folderFiles(folder: string, root = process.cwd()): readonly string[] {
  const dir = path.join(root, "data", folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => `${folder}/${path.basename(f, ".json")}`);
}

/** A page's content files: its own file, or each file of the folder it lists ("wings/x", ...). */
export function pageFilesOf(englishPath: string, root = process.cwd()): readonly string[] {
  const folder = PAGE_FOLDERS[englishPath];
  return folder ? folderFiles(folder, root) : (PAGE_FILES[englishPath] ?? []);
}

/** Files a route shows in a section of its own (Home's projects), marked there when untranslated. */
export const SECTION_FILES: Readonly<Record<string, readonly string[]>> = {
  "/": ["projects"],
};

/**
 * Folders whose every file a route shows in a section of its own: the leaders' cards on Home and
 * About show each leader's name and office, in the edition's words where data/<lang>/leaders/ has them.
 */
export const SECTION_FOLDERS: Readonly<Record<string, readonly string[]>> = ENTRY_KINDS.reduce<Record<string, string[]>>(
  (folders, kind) => {
    const { folder, cardsOn = [] } = entryKind(kind);
    for (const page of cardsOn) folders[page] = [...(folders[page] ?? []), folder];
    return folders;
  },
  {},
);

/** A route's section files: its own (SECTION_FILES) and every file of its SECTION_FOLDERS. */
export function sectionFilesOf(englishPath: string, root = process.cwd()): readonly string[] {
  return [
    ...(SECTION_FILES[englishPath] ?? []),
    ...(SECTION_FOLDERS[englishPath] ?? []).flatMap((folder) => folderFiles(folder, root)),
  ];
}

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

const readJson = (abs: string): unknown => JSON.parse(fs.readFileSync(abs, "utf8"));

/**
 * Whether a translation leaves any text of its English file untranslated (gatsby/i18n/textFields.ts
 * says which fields are texts): no translation file at all, or one without some of the texts.
 */
export function hasMissingTexts(root: string, file: string, translation: unknown): boolean {
  const englishPath = path.join(root, "data", `${file}.json`);
  if (!fs.existsSync(englishPath)) return false;
  const kind = fileKind(`data/${file}.json`);
  const schemaPath = kind && path.join(root, "data", "schema", `${kind}.schema.json`);
  const schema =
    schemaPath && fs.existsSync(schemaPath)
      ? (readJson(schemaPath) as Record<string, unknown>)
      : {};
  return missingTexts(readJson(englishPath), translation, schema).length > 0;
}

/**
 * What a page in `lang` gets in its context: the translations of the files it shows, and whether
 * some of its own content is still English (a content file without a translation, or a translation
 * that lacks some of the file's texts): the page then says so in one line, and each English text is
 * marked lang="en" where it is shown (useEnglishMark).
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
    contentUntranslated: pageFiles.some((file) => hasMissingTexts(root, file, translations[file])),
  };
}
