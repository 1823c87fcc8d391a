/**
 * The newsroom's rules: what an editor's article form sent, made ready to save (validated with the
 * console's own Yup schema, contract/validation/news.ts; the text sanitised with the allowlist; the
 * photo taken from the media library; the slug and publishing time settled), and the saves, deletions
 * and categories that follow, each written to the audit log. A save and a preview of unsaved values
 * check alike, so the preview refuses exactly what the save would. Whatever is refused is thrown as
 * a Refusal; the routes only read requests and answer.
 */
import { slugify } from "../../contract/lib/slugify";
import { NEWS_CATEGORY_MAX, NEWS_SCHEMA, hasBodyText, newsFormValuesOf, type NewsFormValues } from "../../contract/validation/news";
import { INVALID_SUBMISSION, validateWith, type DraftResult, type FieldErrors } from "../platform/bodyValidation";
import { Refusal, badRequest, notFound } from "../platform/refusal";
import type { MediaRepository } from "../media/mediaRepository";
import type { AuditLog } from "../staff/auditLog";
import type { StaffUser } from "../staff/guard";
import { sanitizeArticleOnServer } from "./articleSanitizer";
import type { AdminNewsItem, NewsDraft, NewsRepository, NewsState } from "./newsRepository";
import { NEWS_ITEM_NOT_FOUND } from "./newsSchemas";

export const DUPLICATE_SLUG = "Another article already uses this address.";
export const SLUG_LOCKED = "The address cannot change once the article has been published: links to it exist.";
export const NO_SUCH_PHOTO = "Choose a photo from the library";
export const EMPTY_BODY = "Write the article's text";

export const BAD_CATEGORY = `Enter a category name of 1 to ${NEWS_CATEGORY_MAX} characters.`;

export type NewsroomOptions = { news: NewsRepository; mediaLibrary: MediaRepository; audit: AuditLog };

/** Who is acting: the byline when an article names no author, and the audit log's actor. */
type Editor = Pick<StaffUser, "name" | "email">;

/** The audit verb of a save: what changed for readers. */
function auditAction(before: AdminNewsItem | undefined, after: AdminNewsItem): string {
  const visibleBefore = before && before.status === "published";
  if (after.status === "published" && !visibleBefore) return after.state === "scheduled" ? "news.schedule" : "news.publish";
  if (after.status === "draft" && visibleBefore) return "news.unpublish";
  if (after.status === "published" && before && before.publishedAt !== after.publishedAt) {
    return after.state === "scheduled" ? "news.schedule" : "news.publish";
  }
  return before ? "news.edit" : "news.create";
}

export function createNewsroom({ news, mediaLibrary, audit }: NewsroomOptions) {
  const nowIso = () => new Date(news.now()).toISOString();

  /**
   * The values as a save of them would store them (`existing`: the article they change; `byline`:
   * the author when none is given, the staff member's name), or why they cannot be saved.
   */
  async function draftOf(input: unknown, byline: string, existing?: AdminNewsItem): Promise<DraftResult<NewsDraft>> {
    const result = await validateWith<NewsFormValues>(NEWS_SCHEMA, input);
    if (!result.ok) return { ok: false, refusal: { status: 400, body: { message: result.body.message, errors: result.body.errors ?? {} } } };
    const values = result.values;
    const errors: FieldErrors = {};
    const content = sanitizeArticleOnServer(values.content);
    if (!hasBodyText(content)) errors.content = EMPTY_BODY;
    if (values.imageId !== null && !mediaLibrary.find(values.imageId)) errors.imageId = NO_SUCH_PHOTO;

    let slug = values.slug || existing?.slug || slugify(values.title);
    if (existing?.slugLocked && slug !== existing.slug) errors.slug = SLUG_LOCKED;
    // A title in Urdu or Pashto gives no ASCII slug: the article then gets a neutral one.
    if (!slug) slug = `news-${Date.now().toString(36)}`;

    if (Object.keys(errors).length) return { ok: false, refusal: { status: 400, body: { message: INVALID_SUBMISSION, errors } } };
    const owner = news.slugOwner(slug);
    if (owner && owner !== existing?._id) {
      return { ok: false, refusal: { status: 409, body: { message: DUPLICATE_SLUG, errors: { slug: DUPLICATE_SLUG } } } };
    }
    // Publishing without a time means now; a draft keeps the time it had (or gets now).
    const publishedAt = values.publishedAt
      ? new Date(values.publishedAt).toISOString()
      : values.status === "published" || !existing
        ? nowIso()
        : existing.publishedAt;
    return {
      ok: true,
      draft: {
        title: values.title,
        slug,
        excerpt: values.excerpt,
        content,
        category: values.category,
        author: values.author || byline,
        imageId: values.imageId,
        status: values.status,
        publishedAt,
        lang: values.lang,
      },
    };
  }

  /** The values ready to save, or the refusal saying why not, thrown. */
  async function draftOrRefuse(input: unknown, byline: string, existing?: AdminNewsItem): Promise<NewsDraft> {
    const result = await draftOf(input, byline, existing);
    if (!result.ok) throw new Refusal(result.refusal.status, result.refusal.body);
    return result.draft;
  }

  const record = (editor: Editor, action: string, item: Pick<AdminNewsItem, "_id" | "slug" | "title" | "publishedAt">) =>
    audit.record({ actor: editor.email, action, target: `news:${item._id}`, detail: { slug: item.slug, title: item.title, publishedAt: item.publishedAt } });

  /** An article by id, or 404. */
  function find(id: string): AdminNewsItem {
    const item = news.adminFind(id);
    if (!item) throw notFound(NEWS_ITEM_NOT_FOUND);
    return item;
  }

  return {
    draftOf,
    find,
    list: ({ status, q, page }: { status?: NewsState | ""; q?: string; page: number }) =>
      news.adminList({ state: status || undefined, q: q?.slice(0, 200), page }),

    async create(values: unknown, editor: Editor): Promise<AdminNewsItem> {
      const item = news.create(await draftOrRefuse(values, editor.name), editor.email);
      record(editor, auditAction(undefined, item), item);
      return item;
    },

    async update(id: string, change: Record<string, unknown>, editor: Editor): Promise<AdminNewsItem> {
      const existing = find(id);
      // A PATCH carries only what changes ({ status: "draft" } unpublishes); the rest is kept.
      const merged: Record<string, unknown> = { ...newsFormValuesOf(existing), ...change };
      if (change.status === "published" && !("publishedAt" in change) && existing.status === "draft") {
        merged.publishedAt = "";
      }
      const item = news.update(existing._id, await draftOrRefuse(merged, editor.name, existing), editor.email)!;
      record(editor, auditAction(existing, item), item);
      return item;
    },

    remove(id: string, editor: Editor) {
      const existing = find(id);
      // The photo stays in the library: another article may show it, and the library is its home.
      news.remove(existing._id);
      record(editor, "news.delete", existing);
    },

    categories: () => news.categories(),

    /** Adds a category (its spaces tidied); the categories after it. */
    addCategory(raw: string | undefined, editor: Editor): string[] {
      const name = (raw ?? "").trim().replace(/\s+/g, " ");
      if (!name || name.length > NEWS_CATEGORY_MAX) throw badRequest(BAD_CATEGORY, { name: BAD_CATEGORY });
      news.addCategory(name);
      audit.record({ actor: editor.email, action: "news.category.create", target: `category:${name}` });
      return news.categories();
    },
  };
}

export type Newsroom = ReturnType<typeof createNewsroom>;
