/**
 * What each text field of a translation needs: nothing ("current"), a translation ("missing"), or
 * a look because its English changed after it was translated ("outdated").
 *
 * "Outdated" is read from git, field by field, with nothing stored in the files: the translation of
 * a field was made at the newest commit that changed that field's text in the translation file, or
 * that confirmed the file's review ("$status" turned "reviewed": the reviewer read every text
 * against the English of that commit). The English the translation was made from is the English
 * file as that same commit had it; when it differs from the English now, the field is outdated.
 * So a save that leaves a field alone does not make it current, whoever edits (console or git),
 * and on a branch the English of that branch counts. A text not committed yet (a checkout with
 * local changes) counts as made from today's English.
 */
import type { FieldState, TranslationField } from "../../contract/content/translationsApi";
import type { ContentRepository } from "./contentRepository";
import { translatedText, valueAt, type TextField } from "./translationFields";

export type TranslationInput = {
  path: string;
  source: string;
  /** The English file's text fields now. */
  fields: TextField[];
  /** The translation now (undefined: no file). */
  translation: Record<string, unknown> | undefined;
};

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const statusOf = (json: unknown) => (json && typeof json === "object" ? (json as Record<string, unknown>).$status : undefined);

/** Each input's fields with their state, in the inputs' order; three git commands for all of them. */
export async function translationStates(repo: ContentRepository, folders: string[], inputs: TranslationInput[]): Promise<TranslationField[][]> {
  const commits = await repo.fileCommits(folders, inputs.map((input) => input.path));
  const versions = await repo.readMany(inputs.flatMap((input) => (commits.get(input.path) ?? []).map((id) => `${id}:${input.path}`)));

  // For each field, the commit its translation was made at (undefined: made now, or never).
  const madeAt = inputs.map((input) => {
    const ids = commits.get(input.path) ?? [];
    const parsed = ids.map((id) => parse(versions.get(`${id}:${input.path}`)));
    return input.fields.map((field) => {
      const now = valueAt(input.translation, field.segments);
      if (!translatedText(now)) return undefined;
      // Changed since the last commit (a checkout's local edit): made from the English of today.
      if (!ids.length || JSON.stringify(valueAt(parsed[0], field.segments)) !== JSON.stringify(now)) return undefined;
      for (let i = 0; i < ids.length; i++) {
        const older = parsed[i + 1];
        const changed = JSON.stringify(valueAt(parsed[i], field.segments)) !== JSON.stringify(valueAt(older, field.segments));
        const reviewed = statusOf(parsed[i]) === "reviewed" && statusOf(older) !== "reviewed";
        if (changed || reviewed) return ids[i];
      }
      return ids[ids.length - 1];
    });
  });

  const englishThen = await repo.readMany(inputs.flatMap((input, i) => madeAt[i].filter((id): id is string => !!id).map((id) => `${id}:${input.source}`)));
  return inputs.map((input, i) =>
    input.fields.map((field, j): TranslationField => {
      if (!translatedText(valueAt(input.translation, field.segments))) return { pointer: field.pointer, english: field.text, state: "missing" };
      const id = madeAt[i][j];
      const then = id ? valueAt(parse(englishThen.get(`${id}:${input.source}`)), field.segments) : field.text;
      if (then === field.text) return { pointer: field.pointer, english: field.text, state: "current" };
      return { pointer: field.pointer, english: field.text, state: "outdated" as FieldState, englishThen: typeof then === "string" ? then : "" };
    }),
  );
}
