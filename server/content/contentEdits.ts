/**
 * What the content editor and the translation editor share: the refusal they answer with, its
 * messages, a file's title, the commit message rule, reading a JSON object from the repository,
 * and the check that the file has not changed since the editor opened it.
 */
import { SLUG_MAX_LENGTH, type FieldError } from "../../contract/content/api";
import { entryKind, isEntryKind, kindLabel, type ContentKind } from "../../contract/content/kinds";
import { Refusal } from "../platform/refusal";
import { isPlainObject } from "../../contract/lib/isPlainObject";
import type { ContentRepository } from "./contentRepository";

/** The Content section's refusal: its message and, for invalid data, the field errors; for a stale file, its current revision. */
export class ContentRefusal extends Refusal {
  constructor(status: 400 | 404 | 409 | 413 | 415 | 422, message: string, errors?: FieldError[], revision?: string) {
    super(status, { message, ...(errors ? { errors } : {}), ...(revision !== undefined ? { revision } : {}) });
  }
}

export const INVALID_DATA = "The changes were not saved: fix the fields marked below.";
export const STALE = "This file was changed in the repository after you opened it. Reload it to see the newer version, then make your change again.";
export const NOT_AN_OBJECT = "Send the file's content as a JSON object in `data`.";
export const NO_REVISION = "Send the revision the file had when you opened it.";
export const BAD_SLUG = `Use lower-case letters, digits and single dashes (at most ${SLUG_MAX_LENGTH} characters), e.g. "youth-wing".`;
export const SLUG_TAKEN = "This address is already used by another entry; choose another.";
export const BAD_COMMIT = "There is no such version of this file.";
export const BAD_MESSAGE = "The description of the change must be one line of at most 200 characters.";

export function titleOf(kind: ContentKind, data: unknown): string {
  const own = isEntryKind(kind) && isPlainObject(data) ? data[entryKind(kind).titleField] : undefined;
  if (typeof own === "string" && own.trim()) return own;
  return kindLabel(kind);
}

export function commitMessage(message: unknown, fallback: string): string {
  if (message === undefined || message === null || message === "") return fallback;
  if (typeof message !== "string" || message.length > 200 || /[\r\n\0]/.test(message)) throw new ContentRefusal(400, BAD_MESSAGE);
  return message.trim() || fallback;
}

/** A file's JSON text as committed and the object it holds (undefined when there is no such file). */
export async function readJsonObject(repo: ContentRepository, file: string): Promise<{ text: string; data: Record<string, unknown> } | undefined> {
  const text = await repo.read(file);
  if (text === undefined) return undefined;
  const data: unknown = JSON.parse(text);
  if (!isPlainObject(data)) throw new ContentRefusal(400, `${file} does not hold a JSON object; fix it in git first.`);
  return { text, data };
}

/** Refuses with 409 (and today's revision) when `file` changed since the editor read it at `revision`. */
export async function mustBeCurrent(repo: ContentRepository, file: string, revision: string): Promise<void> {
  await repo.assertCommitted(file);
  const now = await repo.revisionOf(file);
  if (now !== revision) throw new ContentRefusal(409, STALE, undefined, now);
}
