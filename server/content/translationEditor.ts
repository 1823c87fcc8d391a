/**
 * The Translations section's work: the overview (per file and language, what is missing, needs
 * review or is outdated), one translation beside its English text, and saving it. A save is a
 * content save in every way (the content editor's own steps): checked by the data checks (the
 * translation and interface-string checks: a bad save is refused at its field), written keeping
 * the file's bytes, committed as the staff member, pushed, built, audited. A save that turns
 * "$status" to "reviewed" is the review's confirmation ("content.review" in the audit log).
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentAuditAction, JsonSchema, SaveContentResponse } from "../../contract/content/api";
import type { ContentKind } from "../../contract/content/kinds";
import { TRANSLATED_LANGS, translationPathOf, type ReviewState, type TranslationFile, type TranslationOverview, type TranslationSummary } from "../../contract/content/translationsApi";
import { ContentRefusal, NOT_AN_OBJECT, commitMessage, mustBeCurrent, readJsonObject, titleOf } from "./contentEdits";
import { translationPath } from "./contentPaths";
import type { Author, ContentRepository } from "./contentRepository";
import { editedFileText, newFileText } from "./jsonText";
import { contentTextFields, stringsTextFields, type TextField } from "./translationFields";
import { translationStates, type TranslationInput } from "./translationState";
import { isPlainObject } from "../../contract/lib/isPlainObject";

export const NOTHING_CHANGED = "Nothing changed in this translation, so there is nothing to save.";

type Tools = {
  repo: ContentRepository;
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  mustPass: (file: string, data: unknown) => Promise<void>;
  publish: (file: string, text: string, message: string, staff: Author) => Promise<SaveContentResponse>;
  record: (staff: Author, action: ContentAuditAction, file: string, detail: Record<string, unknown>) => void;
  schemaOf: (kind: ContentKind) => JsonSchema;
  contentFiles: () => string[];
};

/** Where translations live: every language's content folder and interface-strings folder. */
const FOLDERS = TRANSLATED_LANGS.flatMap((lang) => [`data/${lang}`, `data/i18n/${lang}`]);
const STRINGS_DIR = "data/i18n/en";

const statusOf = (data: Record<string, unknown> | undefined): ReviewState | null => (data?.$status === "reviewed" ? "reviewed" : data ? "needs-review" : null);

type Place = { path: string; lang: string; source: string; group: "content" | "strings"; kind: ContentKind | "strings" };

export function createTranslationEditor({ repo, exclusive, mustPass, publish, record, schemaOf, contentFiles }: Tools) {
  const dir = repo.settings.dir;

  const readJson = (file: string) => readJsonObject(repo, file);

  /**
   * The schema a translation is written and labelled with: the English file's (content), or one
   * property per English key (strings, titled with the key the code uses); "$status" first.
   */
  function schemaFor(place: Place, english: Record<string, unknown>): JsonSchema {
    const status = { $status: { title: "Review state", enum: ["needs-review", "reviewed"] } };
    if (place.kind !== "strings") {
      const schema = schemaOf(place.kind);
      return { ...schema, properties: { ...status, ...(schema.properties as object) } };
    }
    const keys = Object.keys(english).filter((key) => !key.startsWith("$"));
    return { type: "object", properties: { ...status, ...Object.fromEntries(keys.map((key) => [key, { type: "string", title: key }])) } };
  }

  const fieldsOf = (place: Place, english: Record<string, unknown>): TextField[] =>
    place.kind === "strings" ? stringsTextFields(english) : contentTextFields(english, schemaOf(place.kind));

  const titleFor = (place: Place, english: Record<string, unknown>) =>
    place.kind === "strings" ? `Interface strings: ${path.posix.basename(place.source, ".json")}` : titleOf(place.kind, english);

  /** What the overview and a translation's screen both say of a file: where it is, what it translates, its title. */
  const describe = (place: Place, english: Record<string, unknown>) => ({
    path: place.path,
    lang: place.lang,
    source: place.source,
    group: place.group,
    kind: place.kind,
    title: titleFor(place, english),
  });

  /** Every translation there is or could be: each content file and each strings area, in each language. */
  function places(): Place[] {
    const folder = path.join(dir, STRINGS_DIR);
    const strings = (fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".json")) : [])
      .map((name) => `${STRINGS_DIR}/${name}`)
      .sort();
    return TRANSLATED_LANGS.flatMap((lang) => [
      ...contentFiles().map((source) => translationPath(dir, translationPathOf(source, lang))),
      ...strings.map((source) => translationPath(dir, source.replace("/en/", `/${lang}/`))),
    ]);
  }

  async function states(list: Place[]) {
    const loaded = await Promise.all(
      list.map(async (place) => {
        const english = (await readJson(place.source))!.data;
        const translation = await readJson(place.path).catch(() => undefined);
        return { place, english, translation };
      }),
    );
    const inputs: TranslationInput[] = loaded.map(({ place, english, translation }) => ({ path: place.path, source: place.source, fields: fieldsOf(place, english), translation: translation?.data }));
    const fields = await translationStates(repo, FOLDERS, inputs);
    return loaded.map((entry, i) => ({ ...entry, fields: fields[i] }));
  }

  return {
    translationOverview: () =>
      exclusive(async (): Promise<TranslationOverview> => {
        const list = places();
        const [all, changes] = await Promise.all([states(list), repo.lastChanges(list.map((p) => p.path))]);
        const files = all.map(({ place, english, translation, fields }): TranslationSummary => {
          const change = changes.get(place.path);
          return {
            ...describe(place, english),
            exists: !!translation,
            status: statusOf(translation?.data),
            texts: fields.length,
            missing: fields.filter((f) => f.state === "missing").length,
            outdated: fields.filter((f) => f.state === "outdated").length,
            updatedAt: change?.at ?? null,
            updatedBy: change?.by ?? null,
          };
        });
        return { files };
      }),

    readTranslation: (raw: string) =>
      exclusive(async (): Promise<TranslationFile> => {
        const place = translationPath(dir, raw);
        const [{ english, translation, fields }] = await states([place]);
        const data = translation?.data ?? { $status: "needs-review" };
        return {
          ...describe(place, english),
          exists: !!translation,
          status: statusOf(data)!,
          data,
          schema: schemaFor(place, english),
          fields,
          revision: translation ? await repo.revisionOf(place.path) : "",
        };
      }),

    saveTranslation: (raw: string, body: { data?: unknown; revision?: unknown; message?: unknown }, staff: Author) =>
      exclusive(async () => {
        const place = translationPath(dir, raw);
        if (!isPlainObject(body.data)) throw new ContentRefusal(400, NOT_AN_OBJECT);
        if (typeof body.revision !== "string") throw new ContentRefusal(400, "Send the revision the file had when you opened it (\"\" for a new translation).");
        await mustBeCurrent(repo, place.path, body.revision);
        const english = (await readJson(place.source))!.data;
        const current = await readJson(place.path);
        const data = body.data;
        const confirms = data.$status === "reviewed" && current?.data.$status !== "reviewed";
        const message = commitMessage(body.message, confirms ? `Confirm the review of ${place.path}` : current ? `Update ${place.path}` : `Add ${place.path}`);
        await mustPass(place.path, data);
        const schema = schemaFor(place, english);
        const text = current ? editedFileText(current.text, current.data, data, schema) : newFileText(data, schema);
        if (text === current?.text) throw new ContentRefusal(400, NOTHING_CHANGED);
        const result = await publish(place.path, text, message, staff);
        record(staff, confirms ? "content.review" : "content.save", place.path, { commit: result.commit, message });
        return result;
      }),
  };
}
