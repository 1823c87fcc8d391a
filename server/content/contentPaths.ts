/**
 * Which paths the Content section may read and write: content files under data/ (each of a kind
 * with a schema), their translations (data/ur|ps/…, data/i18n/ur|ps/…), uploads under data/images/ and static/. A path is refused (400) when it is
 * absolute, percent-encoded, has `.` or `..` segments, leaves those folders, or passes through a
 * symbolic link (which could lead out of the repository); it is checked as text first, then on disk.
 */
import { Refusal } from "../platform/refusal";
import fs from "node:fs";
import path from "node:path";
import { fileKind, type FileKind } from "../../gatsby/data-checks/kinds";
import { translationSource, type TranslationGroup } from "../../contract/content/translationsApi";

/** A path that is no content file (404) or may not be edited (400). */
export class ContentPathError extends Refusal {
  constructor(status: 400 | 404, message: string) {
    super(status, { message });
  }
}

export const OUTSIDE_DATA = "Only files in data/ can be edited here: the path must be like data/leaders/{slug}.json, without .., % or a leading /.";
export const NOT_CONTENT = "There is no content file with this path.";
export const NOT_TRANSLATION = "There is no translation file with this path: it must be data/<lang>/<file>.json for a content file, or data/i18n/<lang>/<area>.json for interface strings.";
export const THROUGH_LINK = "This path passes through a symbolic link; only plain files in the repository can be edited.";

/** Refuses a path that is not plain relative text inside one of `roots` ("data/", "static/"). */
function checkText(raw: string, roots: readonly string[]): string {
  const parts = raw.split("/");
  if (!raw || /[%\\\0]/.test(raw) || raw.startsWith("/") || parts.some((p) => p === "" || p === "." || p === "..") || !roots.some((root) => raw.startsWith(root)))
    throw new ContentPathError(400, OUTSIDE_DATA);
  return raw;
}

/** Refuses a path of which any existing part, from the repository down, is a symbolic link. */
export function checkNoLinks(repoDir: string, relative: string) {
  let at = repoDir;
  for (const part of relative.split("/")) {
    at = path.join(at, part);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(at);
    } catch {
      return; // does not exist yet (a new file): nothing below it can be a link either
    }
    if (stat.isSymbolicLink()) throw new ContentPathError(400, THROUGH_LINK);
  }
}

/** A content file's path as sent ("data/leaders/tariq-khan.json"), checked; with its kind. */
export function contentPath(repoDir: string, raw: string): { path: string; kind: FileKind } {
  const file = checkText(raw, ["data/"]);
  checkNoLinks(repoDir, file);
  const kind = file.endsWith(".json") && !file.startsWith("data/schema/") ? fileKind(file) : undefined;
  if (!kind) throw new ContentPathError(404, NOT_CONTENT);
  return { path: file, kind };
}

/** An upload's destination (made by the server from a cleaned name), checked the same way. */
export function uploadPath(repoDir: string, file: string): string {
  checkText(file, ["data/images/", "static/"]);
  checkNoLinks(repoDir, file);
  return file;
}

/**
 * A translation file's path as sent ("data/ur/home.json", "data/i18n/ps/contact.json"), checked
 * like a content file's; with the English file it translates, which must exist (the file itself need not).
 */
export function translationPath(repoDir: string, raw: string): { path: string; lang: string; source: string; group: TranslationGroup; kind: FileKind | "strings" } {
  const file = checkText(raw, ["data/"]);
  checkNoLinks(repoDir, file);
  const place = translationSource(file);
  const kind = place && (place.group === "strings" ? "strings" : fileKind(place.source));
  if (!place || !kind || !fs.existsSync(path.join(repoDir, place.source))) throw new ContentPathError(404, NOT_TRANSLATION);
  checkNoLinks(repoDir, place.source);
  return { path: file, ...place, kind };
}
