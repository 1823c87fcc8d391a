/**
 * The interface strings' checks: every Urdu and Pashto file (data/i18n/ur|ps/<area>.json) has exactly
 * the keys of its English file, with the same named placeholders, and says whether it was reviewed.
 */
import { LANGS, DEFAULT_LANG } from "../../contract/i18n/locales";
import { placeholders } from "../../contract/i18n/format";
import { isMetaKey, messageFileOf, REVIEW_STATES } from "../i18n/messages";
import type { DataFile, Problem } from "./types";
import { isPlainObject } from "../../contract/lib/isPlainObject";

type Strings = Record<string, unknown>;

function checkShape(file: DataFile, json: Strings, translation: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (key === "$status") {
      if (!translation)
        problems.push({
          file: file.path,
          field: key,
          message: "belongs in translations only (English is the source)",
        });
      else if (!(REVIEW_STATES as readonly unknown[]).includes(value))
        problems.push({
          file: file.path,
          field: key,
          message: `must be one of: ${REVIEW_STATES.join(", ")}`,
        });
    } else if (isMetaKey(key)) {
      problems.push({
        file: file.path,
        field: key,
        message: "is not a known setting (only $status)",
      });
    } else if (typeof value !== "string" || value.trim() === "") {
      problems.push({
        file: file.path,
        field: key,
        message: "must be a text (a non-empty string)",
      });
    }
  }
  if (translation && !("$status" in json))
    problems.push({
      file: file.path,
      field: "$status",
      message: `is missing: say whether a native speaker reviewed this file (${REVIEW_STATES.join(", ")})`,
    });
  return problems;
}

export function checkMessageFiles(files: readonly DataFile[]): Problem[] {
  const problems: Problem[] = [];
  const byLang = new Map<string, Map<string, Strings>>();
  for (const file of files) {
    const place = messageFileOf(file.path);
    if (!place) {
      problems.push({
        file: file.path,
        message: "is not an interface strings file (data/i18n/<lang>/<area>.json)",
      });
      continue;
    }
    if (!(LANGS as readonly string[]).includes(place.lang)) {
      problems.push({
        file: file.path,
        message: `is in an unknown language folder (one of: ${LANGS.join(", ")})`,
      });
      continue;
    }
    if (file.parseError) {
      problems.push({ file: file.path, message: `is not valid JSON: ${file.parseError}` });
      continue;
    }
    if (!isPlainObject(file.json)) {
      problems.push({ file: file.path, message: 'must be one object of texts: { "key": "text" }' });
      continue;
    }
    problems.push(...checkShape(file, file.json, place.lang !== DEFAULT_LANG));
    const areas = byLang.get(place.lang) ?? new Map<string, Strings>();
    areas.set(place.area, file.json);
    byLang.set(place.lang, areas);
  }

  const english = byLang.get(DEFAULT_LANG) ?? new Map<string, Strings>();
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
    const areas = byLang.get(lang) ?? new Map<string, Strings>();
    for (const [area, source] of english) {
      const file = `data/i18n/${lang}/${area}.json`;
      const translation = areas.get(area);
      if (!translation) {
        problems.push({
          file,
          message: `is missing: data/i18n/en/${area}.json needs its translation here`,
        });
        continue;
      }
      for (const [key, text] of Object.entries(source)) {
        if (isMetaKey(key)) continue;
        if (!(key in translation)) {
          problems.push({
            file,
            field: key,
            message: `is missing (data/i18n/en/${area}.json has it)`,
          });
          continue;
        }
        const want = typeof text === "string" ? placeholders(text) : [];
        const value = translation[key];
        const got = typeof value === "string" ? placeholders(value) : [];
        if (want.join() !== got.join())
          problems.push({
            file,
            field: key,
            message: `must have the placeholders of the English text: ${want.map((p) => `{${p}}`).join(" ") || "none"} (has ${got.map((p) => `{${p}}`).join(" ") || "none"})`,
          });
      }
      for (const key of Object.keys(translation))
        if (!isMetaKey(key) && !(key in source))
          problems.push({
            file,
            field: key,
            message: `is not in data/i18n/en/${area}.json (remove it, or add it there first)`,
          });
    }
    for (const area of areas.keys())
      if (!english.has(area))
        problems.push({
          file: `data/i18n/${lang}/${area}.json`,
          message: `has no English file data/i18n/en/${area}.json`,
        });
  }
  return problems;
}
