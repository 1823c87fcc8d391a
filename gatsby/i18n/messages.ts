/**
 * Reads the interface strings: data/i18n/<lang>/<area>.json, each a flat object { "key": "text" },
 * addressed "<area>.<key>". Keys starting with "$" are the file's own data, not strings
 * ("$status": whether a native speaker has reviewed the translation; see docs/translators.md).
 * One area is made from the data instead: "districts.<English name>" is the district's name in the
 * edition (data/districts/ and its translations), so an event's card names a district the party
 * adds without a string file repeating the list. Used by the build (each page's context) and by
 * the server (its messages).
 */
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "../../contract/i18n/locales";
import type { Messages } from "../../contract/i18n/format";
import { districtChoices } from "../districtNames";

export const MESSAGES_DIR = "data/i18n";
/** The review state of a translation file: every file translated for the project starts as "needs-review". */
export const REVIEW_STATES = ["needs-review", "reviewed"] as const;
/** Areas the pages never show (the server's API messages): left out of every page's context. */
const SERVER_ONLY_AREAS = new Set(["server"]);

export const isMetaKey = (key: string) => key.startsWith("$");

/** "data/i18n/ur/layout.json" → { lang: "ur", area: "layout" }; undefined for any other path. */
export function messageFileOf(filePath: string): { lang: string; area: string } | undefined {
  const match = /^data\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(filePath);
  return match ? { lang: match[1], area: match[2] } : undefined;
}

/** One language's strings, "<area>.<key>" → text, from the project at `root`. */
export function loadMessages(
  root: string,
  lang: Lang,
  { forPages = false }: { forPages?: boolean } = {},
): Messages {
  const dir = path.join(root, MESSAGES_DIR, lang);
  const messages: Record<string, string> = {};
  if (!fs.existsSync(dir)) return messages;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const area = path.basename(file, ".json");
    if (forPages && SERVER_ONLY_AREAS.has(area)) continue;
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<
      string,
      unknown
    >;
    for (const [key, text] of Object.entries(json))
      if (!isMetaKey(key) && typeof text === "string") messages[`${area}.${key}`] = text;
  }
  // The events API names a district in English: its card asks for the edition's name by it.
  for (const { value, label } of districtChoices(lang, root)) messages[`districts.${value}`] = label;
  return messages;
}
