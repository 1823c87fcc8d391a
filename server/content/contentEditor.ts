/**
 * The Content section's work, route by route: list, read, save, create, history, restore and
 * upload. Every write is checked by the data checks first (nothing invalid is written), written
 * the way the repository formats it, committed as the signed-in staff member, pushed, built
 * through the publisher, and written to the audit log. Each operation runs alone (the
 * repository's queue), from fetching to pushing.
 */
import fs from "node:fs";
import path from "node:path";
import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  entryPath,
  type ContentAuditAction,
  type ContentBuild,
  type ContentFile,
  type ContentFileSummary,
  type ContentHistory,
  type JsonSchema,
  type SaveContentResponse,
  type UploadResponse,
  type UploadUse,
} from "../../contract/content/api";
import { ENTRY_FOLDERS, ENTRY_KINDS, isEntryKind, pageOfKind, schemaFile, type ContentKind } from "../../contract/content/kinds";
import { translationSource } from "../../contract/content/translationsApi";
import { fileKind, schemaReference } from "../../gatsby/data-checks/kinds";
import type { AuditLog } from "../staff/auditLog";
import type { Publisher } from "../publish/publisher";
import { ContentPathError, contentPath, translationPath, uploadPath } from "./contentPaths";
import { ContentConflict, type Author, type ContentRepository } from "./contentRepository";
import {
  BAD_COMMIT,
  BAD_SLUG,
  ContentRefusal,
  INVALID_DATA,
  NO_REVISION,
  NOT_AN_OBJECT,
  SLUG_TAKEN,
  commitMessage,
  mustBeCurrent,
  readJsonObject,
  titleOf,
} from "./contentEdits";
import { editedFileText, newFileText } from "./jsonText";
import { createTranslationEditor } from "./translationEditor";
import { storedUpload } from "./uploads";
import { isPlainObject } from "../../contract/lib/isPlainObject";
import { runHeavy, workerTask } from "../platform/workerPool";
import type { checkEdit } from "./contentChecks";

/** The data checks of a save, on a worker thread: they read and check every data file. */
export const CHECK_EDIT_TASK = workerTask<typeof checkEdit>(path.join(__dirname, "contentChecks.ts"), "checkEdit");

/** The address of the page that shows a file (null for files every page uses). */
const pageOf = (kind: ContentKind, file: string) => pageOfKind(kind, path.posix.basename(file, ".json"));

/** '"leader", "wing" or "district"': the kinds a new entry can be. */
const ENTRY_KIND_CHOICES = ENTRY_KINDS.map((kind) => `"${kind}"`).join(", ").replace(/, ([^,]*)$/, " or $1");

export type ContentEditorOptions = {
  repo: ContentRepository;
  publisher?: Publisher;
  audit?: Pick<AuditLog, "record">;
};

export function createContentEditor({ repo, publisher, audit }: ContentEditorOptions) {
  const dir = repo.settings.dir;
  const schemaOf = (kind: ContentKind): JsonSchema => JSON.parse(fs.readFileSync(path.join(dir, schemaFile(kind)), "utf8"));

  function build(staff: Author, commit: string): ContentBuild | null {
    if (!publisher) return null;
    const { id, status, commit: built } = publisher.request("console", staff.email, commit);
    return { id, status, commit: built };
  }

  function record(staff: Author, action: ContentAuditAction, file: string, detail: Record<string, unknown>) {
    audit?.record({ actor: staff.email, action, target: `content:${file}`, detail });
  }

  /** Checks `data` as the new content of `file`, and answers 400 with the fields when it fails. */
  async function mustPass(file: string, data: unknown) {
    // On a worker thread: the checks read and check every data file, hundreds of milliseconds.
    const errors = await runHeavy(CHECK_EDIT_TASK, dir, file, data, await repo.head());
    if (errors.length) throw new ContentRefusal(400, INVALID_DATA, errors);
  }

  async function mustBeOpenedCurrent(file: string, revision: unknown) {
    if (typeof revision !== "string" || !revision) throw new ContentRefusal(400, NO_REVISION);
    await mustBeCurrent(repo, file, revision);
  }

  /** Commits `text` at `file` and starts a build; the answer every write gives. */
  async function publish(file: string, text: string, message: string, staff: Author): Promise<SaveContentResponse> {
    const commit = await repo.commit({ [file]: text }, message, staff);
    return { path: file, commit, revision: await repo.revisionOf(file), build: build(staff, commit) };
  }

  /** A content file's path, or a translation's (their history and restore work the same way). */
  function editablePath(raw: string): string {
    try {
      return contentPath(dir, raw).path;
    } catch (error) {
      if (!(error instanceof ContentPathError) || error.status !== 404 || !translationSource(raw)) throw error;
      return translationPath(dir, raw).path;
    }
  }

  const conflictsAs409 = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } catch (error) {
      if (error instanceof ContentConflict) throw new ContentRefusal(409, error.message);
      throw error;
    }
  };
  const exclusive = <T>(task: () => Promise<T>) => repo.serial(() => conflictsAs409(async () => (await repo.sync(), task())));

  /** Every content file in the repository, sorted (the English files: translations are not listed). */
  const contentFiles = () =>
    ["data", ...Object.values(ENTRY_FOLDERS).map((f) => `data/${f}`)]
      .flatMap((folder) =>
        fs.existsSync(path.join(dir, folder))
          ? fs
              .readdirSync(path.join(dir, folder), { withFileTypes: true })
              .filter((d) => d.isFile() && d.name.endsWith(".json"))
              .map((d) => `${folder}/${d.name}`)
          : [],
      )
      .filter((f) => fileKind(f))
      .sort();

  return {
    ...createTranslationEditor({ repo, exclusive, mustPass, publish, record, schemaOf, contentFiles }),

    list: () =>
      exclusive(async () => {
        const files = contentFiles();
        const changes = await repo.lastChanges(files);
        const summaries: ContentFileSummary[] = files.map((file) => {
          const kind = fileKind(file)!;
          let data: unknown;
          try {
            data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
          } catch {
            data = undefined;
          }
          const change = changes.get(file);
          return { path: file, kind, title: titleOf(kind, data), updatedAt: change?.at ?? null, updatedBy: change?.by ?? null, page: pageOf(kind, file) };
        });
        return { files: summaries };
      }),

    read: (raw: string) =>
      exclusive(async (): Promise<ContentFile> => {
        const { path: file, kind } = contentPath(dir, raw);
        const current = await readJsonObject(repo, file);
        if (current === undefined) throw new ContentRefusal(404, "There is no content file with this path.");
        const { data } = current;
        return { path: file, kind, title: titleOf(kind, data), page: pageOf(kind, file), data, schema: schemaOf(kind), revision: await repo.revisionOf(file) };
      }),

    save: (raw: string, body: { data?: unknown; revision?: unknown; message?: unknown }, staff: Author) =>
      exclusive(async () => {
        const { path: file, kind } = contentPath(dir, raw);
        if (!isPlainObject(body.data)) throw new ContentRefusal(400, NOT_AN_OBJECT);
        const message = commitMessage(body.message, `Update ${file}`);
        await mustBeOpenedCurrent(file, body.revision);
        const current = await readJsonObject(repo, file);
        if (current === undefined) throw new ContentRefusal(404, "There is no content file with this path.");
        const { text, data: before } = current;
        // The "$schema" line stays whatever the form sends (editors never see it).
        const data = "$schema" in before ? { $schema: before.$schema, ...body.data } : body.data;
        await mustPass(file, data);
        const result = await publish(file, editedFileText(text, before, data, schemaOf(kind)), message, staff);
        record(staff, "content.save", file, { commit: result.commit, message });
        return result;
      }),

    create: (body: { kind?: unknown; slug?: unknown; data?: unknown; message?: unknown }, staff: Author) =>
      exclusive(async () => {
        const kind = body.kind;
        if (!isEntryKind(kind)) throw new ContentRefusal(400, `Choose what to create: ${ENTRY_KIND_CHOICES}.`, [{ field: "", message: `The kind must be ${ENTRY_KIND_CHOICES}.` }]);
        const slug = body.slug;
        if (typeof slug !== "string" || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) throw new ContentRefusal(400, BAD_SLUG, [{ field: "/slug", message: BAD_SLUG }]);
        if (!isPlainObject(body.data)) throw new ContentRefusal(400, NOT_AN_OBJECT);
        const file = contentPath(dir, entryPath(kind, slug)).path;
        if (fs.existsSync(path.join(dir, file))) throw new ContentRefusal(400, SLUG_TAKEN, [{ field: "/slug", message: SLUG_TAKEN }]);
        const message = commitMessage(body.message, `Add ${kind} ${slug}`);
        const data = { ...body.data, $schema: schemaReference(file, kind), slug };
        await mustPass(file, data);
        const result = await publish(file, newFileText(data, schemaOf(kind)), message, staff);
        record(staff, "content.create", file, { commit: result.commit, kind, slug });
        return result;
      }),

    history: (raw: string) =>
      exclusive(async (): Promise<ContentHistory> => {
        const file = editablePath(raw);
        return { path: file, commits: await repo.history(file) };
      }),

    restore: (raw: string, body: { commit?: unknown; revision?: unknown }, staff: Author) =>
      exclusive(async () => {
        const file = editablePath(raw);
        const commitId = body.commit;
        if (typeof commitId !== "string" || !/^[0-9a-f]{7,64}$/.test(commitId) || !(await repo.isCommit(commitId))) throw new ContentRefusal(400, BAD_COMMIT);
        const old = await repo.readAt(commitId, file);
        if (old === undefined) throw new ContentRefusal(400, BAD_COMMIT);
        await mustBeOpenedCurrent(file, body.revision);
        let data: unknown;
        try {
          data = JSON.parse(old);
        } catch {
          throw new ContentRefusal(400, "That version of the file is not valid JSON, so it cannot be restored.");
        }
        // Today's checks decide: an old version that no longer fits the site is refused like a save.
        await mustPass(file, data);
        const short = commitId.slice(0, 12);
        const result = await publish(file, old.endsWith("\n") ? old : `${old}\n`, `Restore ${file} as of ${short}`, staff);
        record(staff, "content.restore", file, { commit: result.commit, from: commitId });
        return result;
      }),

    upload: (forRaw: string, use: UploadUse, name: string, bytes: Buffer, staff: Author) =>
      exclusive(async (): Promise<UploadResponse> => {
        const { path: file, kind } = contentPath(dir, forRaw);
        const stored = await storedUpload(use, kind, name, bytes, (candidate) => fs.existsSync(path.join(dir, candidate)));
        const target = uploadPath(dir, stored.path);
        const commit = await repo.commit({ [target]: stored.bytes }, `Upload ${target}`, staff);
        record(staff, "content.upload", target, { commit, for: file });
        const value = use === "pdf" ? `/${path.posix.relative("static", target)}` : path.posix.relative(path.posix.dirname(file), target);
        return { path: target, value, commit };
      }),
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
