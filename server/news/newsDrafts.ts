/**
 * What the newsroom's article form sent, made ready to save: validated with the console's own Yup
 * schema (contract/validation/news.ts), the text sanitised with the allowlist, the photo taken from the
 * media library, the slug and publishing time settled. A save and a preview of unsaved values check
 * alike, so the preview refuses exactly what the save would.
 */
import { slugify } from "../../contract/lib/slugify";
import { NEWS_SCHEMA, hasBodyText, type NewsFormValues } from "../../contract/validation/news";
import { INVALID_SUBMISSION, validateWith, type DraftResult, type FieldErrors } from "../platform/bodyValidation";
import type { MediaRepository } from "../media/mediaRepository";
import { sanitizeArticleOnServer } from "./articleSanitizer";
import type { AdminNewsItem, NewsDraft, NewsRepository } from "./newsRepository";

export const DUPLICATE_SLUG = "Another article already uses this address.";
export const SLUG_LOCKED = "The address cannot change once the article has been published: links to it exist.";
export const NO_SUCH_PHOTO = "Choose a photo from the library";
export const EMPTY_BODY = "Write the article's text";

export type NewsDraftOptions = { news: NewsRepository; mediaLibrary: MediaRepository };

export function createNewsDrafts({ news, mediaLibrary }: NewsDraftOptions) {
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

  return { draftOf };
}
