/**
 * The site's content as search documents, read from a checkout's data/ (the English files and the
 * Urdu and Pashto translations beside them): one document per leader, wing, district and manifesto,
 * and one per page that shows content of its own (home, about, history, projects, contact).
 *
 * Each edition has its own documents, as its pages show them: for /ur, the Urdu texts the
 * translation gives (lang "ur") and, apart, the English texts it still lacks (lang "en"), so the
 * Urdu edition never finds English text its pages no longer show; that English document always has
 * the page's English title, so a name typed in Latin letters finds it there. The build writes these documents
 * into the built site (`.search/content.json`), so a release carries the content it shows.
 */
import fs from "node:fs";
import path from "node:path";
import { UNTRANSLATED_FIELDS } from "../i18n/textFields";
import { ENTRY_KINDS, entryKind } from "../../contract/content/kinds";
import { LANGS, type Lang } from "../../contract/i18n/locales";
import type { SearchResult } from "../../contract/lib/api/search";

export type SearchType = SearchResult["type"];

export type ContentDocument = {
  /** The same for a page's documents in every edition and language ("leader/tariq-khan"). */
  key: string;
  type: Exclude<SearchType, "article">;
  /** The edition whose pages show this text. */
  edition: Lang;
  /** The text's language: the edition's, or "en" for what it shows untranslated. */
  lang: Lang;
  /** The English path (the edition's prefix is added when answering), with a fragment where the page has one. */
  path: string;
  title: string;
  body: string;
};

/** Where the build puts the documents in the built site; a folder that starts with a dot is never served. */
export const CONTENT_SNAPSHOT = path.join(".search", "content.json");

/** Figures, icons and colours are not words a visitor looks for. */
const NOT_TEXT = new Set([...UNTRANSLATED_FIELDS, "number", "colour", "icon", "kind", "value", "highlight", "decade"]);
const LOOKS_LIKE_ADDRESS = /^(?:\/|\.\/|https?:|mailto:|images\/)/;

type Json = unknown;
type Texts = { translated: string[]; english: string[] };

const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The texts of `english`, split into those `translation` gives in its language and those it leaves English. */
function collectTexts(english: Json, translation: Json, into: Texts = { translated: [], english: [] }): Texts {
  if (typeof english === "string") {
    if (!english.trim() || LOOKS_LIKE_ADDRESS.test(english)) return into;
    if (typeof translation === "string" && translation.trim()) into.translated.push(translation);
    else into.english.push(english);
  } else if (Array.isArray(english)) {
    english.forEach((item, index) => collectTexts(item, Array.isArray(translation) ? translation[index] : undefined, into));
  } else if (isRecord(english)) {
    for (const [key, value] of Object.entries(english)) {
      if (key.startsWith("$") || NOT_TEXT.has(key)) continue;
      collectTexts(value, isRecord(translation) ? translation[key] : undefined, into);
    }
  }
  return into;
}

const readJson = (file: string): Json => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

type Source = {
  key: string;
  type: ContentDocument["type"];
  path: string;
  english: Json;
  translation: (lang: Lang) => Json;
  /** The title in `lang` from that language's content (empty when it has none). */
  title: (lang: Lang, content: Json) => string;
  /** Names every edition's documents carry, whatever their language: a district's name in all three scripts finds it anywhere. */
  names?: string[];
};

/** One page's documents in one edition: its translated texts, and the English ones it still shows. */
function documentsOf(source: Source, edition: Lang): ContentDocument[] {
  const translation = edition === "en" ? undefined : source.translation(edition);
  const texts = collectTexts(source.english, translation);
  const englishTitle = source.title("en", source.english);
  const translatedTitle = translation === undefined ? "" : source.title(edition, translation);
  const documents: ContentDocument[] = [];
  const add = (lang: Lang, title: string, parts: string[]) => {
    const body = [...parts, ...(source.names ?? [])].filter((part, index, all) => part !== title && all.indexOf(part) === index).join("\n");
    if (body || title) documents.push({ key: source.key, type: source.type, edition, lang, path: source.path, title, body });
  };
  if (texts.translated.length) add(edition, translatedTitle || englishTitle, texts.translated);
  // The English document of a translated page: the texts it still shows in English, and always its
  // English title, so that a reader who types a name or title in Latin letters (many do) finds the
  // page in their edition. Its body never holds English its pages no longer show.
  if (texts.english.length || (edition !== "en" && englishTitle)) add("en", englishTitle, texts.english);
  return documents;
}

const text = (value: Json, ...keys: string[]): string => {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return typeof current === "string" ? current : "";
};

/** Every content document of every edition, from the data/ folder of `root`. */
export function contentDocuments(root: string): ContentDocument[] {
  const data = (...parts: string[]) => path.join(root, "data", ...parts);
  const translationOf = (file: string) => (lang: Lang) => readJson(data(lang, `${file}.json`));
  const messages = (area: string, key: string) => (lang: Lang) => text(readJson(data("i18n", lang, `${area}.json`)), key);
  const sources: Source[] = [];

  const page = (file: string, key: string, pagePath: string, title: (lang: Lang) => string, english = readJson(data(`${file}.json`))) => {
    if (english === undefined) return;
    // A page's title is its interface string in each edition, not a field of its content.
    sources.push({ key, type: "page", path: pagePath, english, translation: translationOf(file), title: (lang) => title(lang) });
  };
  const siteName = (lang: Lang) => text(readJson(data(lang === "en" ? "site.json" : `${lang}/site.json`)), "name");
  page("home", "page/home", "/", siteName);
  page("about", "page/about", "/about/about", messages("about", "seoTitle"));
  page("history", "page/history", "/about/history", messages("history", "seoTitle"));
  page("projects", "page/projects", "/projects", messages("projects", "seoTitle"));
  // The contact page shows the party's address, telephone and e-mail from site.json.
  const site = readJson(data("site.json"));
  page("site", "page/contact", "/contact", messages("contact", "seoTitle"), isRecord(site) ? { address: site.address, email: site.email, phone: site.phone, phones: site.phones } : undefined);

  for (const kind of ENTRY_KINDS) {
    const { folder, page: pageOf, orderField, titleField, search } = entryKind(kind);
    const dir = data(folder);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
    // In the site's own order (the leaders page's: the chairman first): search ranks entries whose
    // titles match a query equally in this order (searchIndex.ts).
    if (orderField) {
      const order = (file: string) => {
        const value = (readJson(path.join(dir, file)) as Record<string, unknown> | undefined)?.[orderField];
        return typeof value === "number" ? value : Number.MAX_SAFE_INTEGER;
      };
      files.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    }
    for (const file of files) {
      const slug = path.basename(file, ".json");
      const english = readJson(path.join(dir, file));
      const translation = translationOf(`${folder}/${slug}`);
      sources.push({
        key: `${kind}/${slug}`,
        type: search.type,
        path: pageOf(slug),
        english,
        translation,
        title: (_lang, content) => text(content, titleField),
        ...(search.names
          ? { names: [text(english, titleField), ...LANGS.filter((lang) => lang !== "en").map((lang) => text(translation(lang), titleField))].filter(Boolean) }
          : {}),
      });
    }
  }

  const manifestos = readJson(data("manifestos.json"));
  const list = isRecord(manifestos) && Array.isArray(manifestos.manifestos) ? manifestos.manifestos : [];
  list.forEach((manifesto, index) => {
    const id = text(manifesto, "id");
    sources.push({
      key: `manifesto/${id}`,
      type: "manifesto",
      // The manifesto's card on the list page has its title's id.
      path: `/about/manifestos#manifesto-title-${id}`,
      english: manifesto,
      translation: (lang) => {
        const translated = translationOf("manifestos")(lang);
        return isRecord(translated) && Array.isArray(translated.manifestos) ? translated.manifestos[index] : undefined;
      },
      title: (_lang, content) => text(content, "title"),
    });
  });

  return LANGS.flatMap((edition) => sources.flatMap((source) => documentsOf(source, edition)));
}

/** Writes the documents of `root`'s data/ into a built site (the build does this after each build). */
export function writeContentSnapshot(root: string, publicDir: string): void {
  const file = path.join(publicDir, CONTENT_SNAPSHOT);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(contentDocuments(root)));
}

/** The documents a built site carries, or undefined when it was built before the build wrote them. */
export function readContentSnapshot(siteDir: string): ContentDocument[] | undefined {
  const file = path.join(siteDir, CONTENT_SNAPSHOT);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as ContentDocument[];
}
