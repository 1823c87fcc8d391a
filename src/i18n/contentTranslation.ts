/**
 * Content translations: data/<lang>/<file>.json beside the English data/<file>.json, holding only
 * the translated fields, in the English file's shape (arrays by position; an entry left out or `{}`
 * is not translated). Pure: the build, the pages and the data checks use it.
 */
import { isPlainObject } from "../../contract/lib/isPlainObject";

export type ContentTranslation = unknown;
/** Translations by English file ("home", "navigation", "leaders/tariq-khan"), as a page receives them. */
export type ContentTranslations = Readonly<Record<string, ContentTranslation>>;

/**
 * The English content with every translated text put in its place. Only texts are replaced; numbers,
 * images, links and anything the translation lacks stay as they are in English.
 */
export function overlayTranslation<T>(english: T, translation: ContentTranslation): T {
  if (translation === undefined || translation === null) return english;
  if (typeof english === "string")
    return (typeof translation === "string" && translation.trim() ? translation : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return english;
    return english.map((item, index) => overlayTranslation(item, translation[index])) as T;
  }
  if (isPlainObject(english) && isPlainObject(translation)) {
    const result: Record<string, unknown> = { ...english };
    for (const key of Object.keys(english))
      result[key] = overlayTranslation(english[key], translation[key]);
    return result as T;
  }
  return english;
}
