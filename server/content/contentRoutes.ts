/**
 * The console's Content section (admin and editor; office gets 403): the data files in forms,
 * each save a git commit that is pushed and built. The routes and their shapes are in
 * contract/content/api.ts (shared with the console); the work is server/content/contentEditor.ts.
 * The Translations section's routes (/api/admin/translations, contract/content/translationsApi.ts) are
 * here too: a translation is saved exactly like a content file (server/content/translationEditor.ts).
 *
 * A file's path is taken from the raw URL, not the decoded one, so a percent-encoded `..`
 * (`%2e%2e`) is refused as written instead of being decoded into a path.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UPLOAD_FIELDS, type ContentFile, type ContentHistory, type UploadUse } from "../../contract/content/api";
import type { ContentEditor } from "./contentEditor";
import { assertContentDepth } from "./contentDepth";
import { PDF_MAX_BYTES } from "./uploads";
import { badRequest, notFound, Refusal } from "../platform/refusal";
import { requireRole } from "../staff/guard";
import {
  CONTENT_LIST_SCHEMA,
  CREATE_CONTENT_SCHEMA,
  READ_CONTENT_SCHEMA,
  READ_TRANSLATION_SCHEMA,
  RESTORE_CONTENT_SCHEMA,
  SAVE_CONTENT_SCHEMA,
  SAVE_TRANSLATION_SCHEMA,
  TRANSLATIONS_SCHEMA,
  UPLOAD_SCHEMA,
} from "./contentSchemas";

export const CONTENT_OFF = "Editing content is off on this server: it needs publishing on (npm start) and the site's files in a git repository.";
export const NO_UPLOAD = `Send the file as multipart/form-data in the field "file", with "${UPLOAD_FIELDS.for}" (the content file it is for) and "${UPLOAD_FIELDS.use}" ("image" or "pdf").`;
export const UPLOAD_TOO_LARGE = "The file is too large: photos up to 10 MB, PDFs up to 20 MB.";

const PREFIX = "/api/admin/content/";
const TRANSLATIONS_PREFIX = "/api/admin/translations/";

/** The path after `prefix` (/api/admin/content/), as sent (query string cut off), and the action it ends with. */
function target(request: FastifyRequest, actions: readonly string[], prefix = PREFIX): { path: string; action?: string } {
  const raw = request.raw.url ?? "";
  const bare = raw.slice(raw.indexOf(prefix) + prefix.length).replace(/[?#].*$/, "");
  for (const action of actions) if (bare.endsWith(`/${action}`)) return { path: bare.slice(0, -action.length - 1), action };
  return { path: bare };
}

export async function contentRoutes(admin: FastifyInstance, { editor }: { editor?: ContentEditor }) {
  const editors = requireRole("editor");
  await admin.register(multipart, { limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  /** Runs `work` with the editor; refused (503) when editing is off. */
  const withEditor =
    <T>(work: (editor: ContentEditor, request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!editor) throw new Refusal(503, { message: CONTENT_OFF });
      return work(editor, request, reply);
    };
  const author = (request: FastifyRequest) => ({ name: request.staff.name, email: request.staff.email });
  const body = (request: FastifyRequest) => request.body as Record<string, unknown>;
  /** Content nested too deep for the checks to walk is refused before anything walks it, the schema's check too. */
  const tooDeep = async (request: FastifyRequest) => assertContentDepth(request.body);
  const takesContent = [editors, tooDeep];

  admin.get("/content", { preValidation: editors, schema: CONTENT_LIST_SCHEMA }, withEditor((editor) => editor.list()));

  admin.post(
    "/content",
    { preValidation: takesContent, schema: CREATE_CONTENT_SCHEMA },
    withEditor(async (editor, request, reply) => reply.code(201).send(await editor.create(body(request), author(request)))),
  );

  admin.post(
    "/content/uploads",
    { preValidation: editors, schema: UPLOAD_SCHEMA },
    withEditor(async (editor, request, reply) => {
      if (!request.isMultipart()) throw badRequest(NO_UPLOAD);
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "file") throw badRequest(NO_UPLOAD);
            file = { name: part.filename ?? "", bytes: await part.toBuffer() };
          } else fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        if (error instanceof Refusal) throw error;
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new Refusal(413, { message: UPLOAD_TOO_LARGE });
        throw badRequest(NO_UPLOAD);
      }
      const use = fields[UPLOAD_FIELDS.use];
      const forPath = fields[UPLOAD_FIELDS.for];
      if (!file || !forPath || (use !== "image" && use !== "pdf")) throw badRequest(NO_UPLOAD);
      return reply.code(201).send(await editor.upload(forPath, use as UploadUse, file.name, file.bytes, author(request)));
    }),
  );

  admin.get(
    "/content/*",
    { preValidation: editors, schema: READ_CONTENT_SCHEMA },
    withEditor(async (editor, request): Promise<ContentFile | ContentHistory> => {
      const { path, action } = target(request, ["history"]);
      return action ? editor.history(path) : editor.read(path);
    }),
  );

  admin.put(
    "/content/*",
    { preValidation: takesContent, schema: SAVE_CONTENT_SCHEMA },
    withEditor((editor, request) => editor.save(target(request, []).path, body(request), author(request))),
  );

  admin.get("/translations", { preValidation: editors, schema: TRANSLATIONS_SCHEMA }, withEditor((editor) => editor.translationOverview()));

  admin.get(
    "/translations/*",
    { preValidation: editors, schema: READ_TRANSLATION_SCHEMA },
    withEditor((editor, request) => editor.readTranslation(target(request, [], TRANSLATIONS_PREFIX).path)),
  );

  admin.put(
    "/translations/*",
    { preValidation: takesContent, schema: SAVE_TRANSLATION_SCHEMA },
    withEditor((editor, request) => editor.saveTranslation(target(request, [], TRANSLATIONS_PREFIX).path, body(request), author(request))),
  );

  admin.post(
    "/content/*",
    { preValidation: takesContent, schema: RESTORE_CONTENT_SCHEMA },
    withEditor(async (editor, request) => {
      const { path, action } = target(request, ["restore"]);
      if (!action) throw notFound("Use PUT to save a file, or POST …/restore to restore a version.");
      return editor.restore(path, body(request), author(request));
    }),
  );
}
