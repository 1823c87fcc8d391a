import { Form, Formik, useField, useFormikContext } from "formik";
import { navigate } from "gatsby";
import React, { useEffect, useId, useRef, useState } from "react";
import FieldError from "../../components/forms/FieldError";
import FormBanner from "../../components/forms/FormBanner";
import FormField from "../../components/forms/FormField";
import NewsArticle from "../../components/news/NewsArticle";
import { useBanner, type Banner } from "../../hooks/useBanner";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import { newsItemPath } from "../../../contract/lib/api/news";
import { formatPakistanTime, fromPakistanInput, toPakistanInput } from "../../../contract/lib/pakistanTime";
import { colors, fontSizes, media, space } from "../../theme";
import { NEWS_SCHEMA, newsFormValuesOf, type NewsFormValues } from "../../../contract/validation/news";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import { useStaffUser } from "../session/useSession";
import { focusRing, panel } from "../ui/consoleStyles";
import DraftOffer from "../ui/DraftOffer";
import ItemTitle from "../ui/ItemTitle";
import DeleteButton from "../ui/DeleteButton";
import PageHeader from "../ui/PageHeader";
import { UNSAVED_NEWS_PREVIEW_PATH } from "../../../contract/lib/previewPaths";
import { UnsavedPreviewButton, UnsavedPreviewForm } from "../ui/UnsavedPreview";
import { fieldStyles } from "../ui/formBits";
import { STATE_LABELS } from "./NewsListScreen";
import PhotoPicker from "./PhotoPicker";
import RichTextField from "./RichTextField";
import TitleAndSlugFields from "../ui/TitleAndSlugFields";
import { LANGUAGE_OPTIONS } from "../ui/languageOptions";
import { contentLanguage } from "../ui/contentLanguage";
import type { AdminNewsItem } from "../../../contract/lib/api/newsWire";
import type { MediaPhoto } from "./types";
import { useUnsavedChanges } from "../ui/useUnsavedChanges";

type Photo = Pick<MediaPhoto, "id" | "url" | "width" | "height" | "variants">;

/** The hidden form the preview button posts, outside the editor's own form. */
const PREVIEW_FORM_ID = "news-preview-post";
/** The save's body is the form's values as they are. */
const valuesAsSaved = (values: NewsFormValues) => values;


const photoOf = (item: AdminNewsItem): Photo | null =>
  item.imageId && item.thumbnail
    ? { id: item.imageId, url: item.thumbnail, width: item.thumbnailWidth ?? 1200, height: item.thumbnailHeight ?? 675, variants: item.thumbnailVariants }
    : null;

/** The article as the public page will show it, from what is in the form now. */
function previewItem(values: NewsFormValues, photo: Photo | null, id: string): SiteNewsItem {
  const at = new Date().toISOString();
  return {
    id,
    slug: values.slug,
    title: values.title || "Untitled article",
    summary: values.excerpt,
    body: values.content,
    image: photo && { url: photo.url, width: photo.width, height: photo.height, variants: photo.variants },
    lang: values.lang,
    url: newsItemPath({ id, slug: values.slug }),
    publishedAt: values.publishedAt || at,
    createdAt: at,
    link: null,
    author: { name: values.author, image: null, email: null },
    category: values.category,
  };
}

/** /admin/news/new and /admin/news/{id}: write, preview, save, publish, schedule, unpublish, delete. */
export default function NewsEditor({ id }: { id?: string }) {
  const user = useStaffUser();
  const [item, setItem] = useState<AdminNewsItem | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  // Kept here, above the form, so the message outlives the form's remount after a save.
  const { banner, show } = useBanner();

  useEffect(() => {
    adminFetch<{ categories: string[] }>("/news-categories").then(({ categories: list }) => setCategories(list), () => undefined);
    if (!id) return;
    if (item?._id === id) return;
    adminFetch<AdminNewsItem>(`/news/${encodeURIComponent(id)}`).then(setItem, (failure) =>
      setLoadError(failureMessage(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address loads; the item after a save is already here
  }, [id]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (id && !item) return <p role="status">Loading the article…</p>;

  const initial: NewsFormValues = item
    ? newsFormValuesOf(item)
    : { title: "", slug: "", excerpt: "", content: "", category: "", author: user.name, imageId: null, status: "draft", publishedAt: "", lang: "en" };
  return (
    <EditorForm
      key={item?._id ?? "new"}
      item={item}
      banner={banner}
      show={show}
      initial={initial}
      categories={categories}
      onCategories={setCategories}
      onSaved={(saved) => {
        setItem(saved);
        if (!id) void navigate(`/admin/news/${saved._id}`, { replace: true });
      }}
    />
  );
}

type Action = "draft" | "publish" | "schedule" | "save";

function EditorForm({
  item,
  banner,
  show,
  initial,
  categories,
  onCategories,
  onSaved,
}: {
  item: AdminNewsItem | null;
  banner: Banner | null;
  show: (tone: Banner["tone"], message: string) => void;
  initial: NewsFormValues;
  categories: string[];
  onCategories: (list: string[]) => void;
  onSaved: (item: AdminNewsItem) => void;
}) {
  const action = useRef<Action>("draft");
  const [scheduleAt, setScheduleAt] = useState(item?.state === "scheduled" ? toPakistanInput(item.publishedAt) : "");
  const [photo, setPhoto] = useState<Photo | null>(item ? photoOf(item) : null);

  const submit = async (values: NewsFormValues, helpers: { setErrors: (errors: Record<string, string>) => void; resetForm: (next: { values: NewsFormValues }) => void }) => {
    const body: NewsFormValues = { ...values };
    if (action.current === "draft") body.status = "draft";
    if (action.current === "publish") Object.assign(body, { status: "published", publishedAt: "" });
    if (action.current === "schedule") {
      const at = fromPakistanInput(scheduleAt);
      if (!at) {
        helpers.setErrors({ publishedAt: "Enter the date and time to publish (Pakistan time)" });
        return;
      }
      Object.assign(body, { status: "published", publishedAt: at });
    }
    try {
      const saved = item
        ? await adminFetch<AdminNewsItem>(`/news/${item._id}`, { method: "PATCH", json: body })
        : await adminFetch<AdminNewsItem>("/news", { method: "POST", json: body });
      helpers.resetForm({ values: newsFormValuesOf(saved) });
      clearLocal.current();
      const when = formatPakistanTime(saved.publishedAt);
      show("success", saved.state === "published" ? `Published (${when}).` : saved.state === "scheduled" ? `Scheduled for ${when}.` : "Draft saved.");
      onSaved(saved);
    } catch (failure) {
      if (failure instanceof AdminApiError) helpers.setErrors(failure.errors);
      show("error", failureMessage(failure));
    }
  };
  const clearLocal = useRef<() => void>(() => undefined);

  return (
    <Formik<NewsFormValues> initialValues={initial} validationSchema={NEWS_SCHEMA} onSubmit={submit}>
      {({ isSubmitting, submitForm, values }) => (
        <>
        <Form noValidate aria-label={item ? "Edit article" : "New article"}>
          <PageHeader
            title={item ? <ItemTitle action="Edit" item={item} /> : "New article"}
            focusKey={item ? `edit ${item._id} ${item.title}` : "new"}
            description={
              item ? `${STATE_LABELS[item.state]}${item.state !== "draft" ? `, ${formatPakistanTime(item.publishedAt)}` : ""}. Times are Pakistan time.` : "Write, preview, then save as a draft, publish or schedule."
            }
          />
          <LocalDraft storageKey={`news:${item?._id ?? "new"}`} onClearReady={(clear) => {
              clearLocal.current = clear;
            }} />
          <div css={{ display: "grid", gap: space(6), [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(16rem, 1fr)" } }}>
            <div css={[panel, { display: "grid", gap: space(4), alignContent: "start" }]}>
              <TitleAndSlugFields locked={item?.slugLocked ?? false} noun="The article" pathPrefix="/news/" lockedHint="Published articles keep their address, so links to them keep working." lang={values.lang} />
              <FormField name="excerpt" label="Summary" control="textarea" rows={3} hint="One or two sentences: shown on news cards, in the RSS feed and on WhatsApp." {...contentLanguage(values.lang)} />
              <RichTextField name="content" label="Article text" lang={values.lang} />
            </div>
            <div css={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space(4), alignContent: "start" }}>
              <section css={panel} aria-label="Publishing">
                <FormBanner banner={banner} />
                <div css={{ display: "grid", gap: space(3), marginTop: space(3) }}>
                  <button type="button" disabled={isSubmitting} onClick={() => ((action.current = "draft"), void submitForm())} css={[fieldStyles.toggle, focusRing]}>
                    {item?.status === "published" ? "Unpublish (back to draft)" : "Save draft"}
                  </button>
                  <button type="button" disabled={isSubmitting} onClick={() => ((action.current = item?.state === "published" ? "save" : "publish"), void submitForm())} css={[fieldStyles.toggle, focusRing, { background: colors.primary, color: colors.onPrimary }]}>
                    {item?.state === "published" ? "Save changes" : "Publish now"}
                  </button>
                  <ScheduleField value={scheduleAt} onChange={setScheduleAt} />
                  <button type="button" disabled={isSubmitting} onClick={() => ((action.current = "schedule"), void submitForm())} css={[fieldStyles.toggle, focusRing]}>
                    Schedule
                  </button>
                  <UnsavedPreviewButton<NewsFormValues> formId={PREVIEW_FORM_ID} schema={NEWS_SCHEMA} bodyOf={valuesAsSaved} />
                  {item && (
                    <DeleteButton
                      label="Delete article"
                      question={`Delete “${item.title}”? It disappears from the site at once and cannot be restored.`}
                      remove={() => adminFetch(`/news/${item._id}`, { method: "DELETE" })}
                      listPath="/admin/news"
                    />
                  )}
                </div>
              </section>
              <section css={[panel, { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: space(4) }]} aria-label="Details">
                <FormField
                  name="lang"
                  label="Language of the article"
                  control="select"
                  options={LANGUAGE_OPTIONS}
                  placeholder="Choose a language"
                  hint="Its edition of the site lists it first; the article page is shown in its script and direction."
                />
                <CategoryField categories={categories} onCategories={onCategories} />
                <FormField name="author" label="Byline" optional hint="Defaults to your name." />
                <PhotoField photo={photo} onPhoto={setPhoto} />
              </section>
            </div>
          </div>
          <Preview values={values} photo={photo} id={item?._id ?? "preview"} />
        </Form>
        <UnsavedPreviewForm formId={PREVIEW_FORM_ID} action={UNSAVED_NEWS_PREVIEW_PATH} itemId={item?._id} />
        </>
      )}
    </Formik>
  );
}

function ScheduleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [, meta] = useField("publishedAt");
  return (
    <div>
      <label htmlFor={id} css={{ display: "block", fontWeight: 600, marginBottom: space(1) }}>
        Publish at (Pakistan time)
      </label>
      <input id={id} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} css={[fieldStyles.input, { width: "100%" }]} />
      <FieldError id={`${id}-error`} message={meta.error} />
    </div>
  );
}

function CategoryField({ categories, onCategories }: { categories: string[]; onCategories: (list: string[]) => void }) {
  const { values, setFieldValue } = useFormikContext<NewsFormValues>();
  const [adding, setAdding] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const options = [...new Set([...categories, ...(values.category ? [values.category] : [])])].map((name) => ({ value: name, label: name }));
  const add = async () => {
    setError(null);
    try {
      const { categories: list } = await adminFetch<{ categories: string[] }>("/news-categories", { method: "POST", json: { name: adding } });
      onCategories(list);
      void setFieldValue("category", adding.trim().replace(/\s+/g, " "));
      setAdding("");
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  return (
    <div css={{ display: "grid", gap: space(2) }}>
      <FormField name="category" label="Category" control="select" options={options} placeholder="Choose a category" />
      <div css={{ display: "flex", gap: space(2), alignItems: "flex-end" }}>
        <div css={{ flex: 1 }}>
          <label htmlFor={inputId} css={{ display: "block", fontSize: fontSizes.sm, fontWeight: 600, marginBottom: space(1) }}>
            New category
          </label>
          <input id={inputId} value={adding} onChange={(event) => setAdding(event.target.value)} css={[fieldStyles.input, { width: "100%" }]} />
        </div>
        <button type="button" disabled={!adding.trim()} onClick={add} css={[fieldStyles.toggle, focusRing]}>
          Add
        </button>
      </div>
      {error && <p role="alert" css={{ color: colors.danger, margin: 0 }}>{error}</p>}
    </div>
  );
}

function PhotoField({ photo, onPhoto }: { photo: Photo | null; onPhoto: (photo: Photo | null) => void }) {
  const { setFieldValue } = useFormikContext<NewsFormValues>();
  return (
    <PhotoPicker
      label="Photo"
      allowNone
      selectedId={photo?.id ?? null}
      onSelect={(chosen) => {
        onPhoto(chosen);
        void setFieldValue("imageId", chosen?.id ?? null);
      }}
    />
  );
}

/** Offers the text kept in this browser when the last visit ended without saving. */
function LocalDraft({ storageKey, onClearReady }: { storageKey: string; onClearReady: (clear: () => void) => void }) {
  const { values, dirty, setValues } = useFormikContext<NewsFormValues>();
  const { stored, clear } = useUnsavedChanges(storageKey, values, dirty);
  useEffect(() => {
    onClearReady(clear);
  }, [clear, onClearReady]);
  const [offered, setOffered] = useState(true);
  if (!stored || !offered || JSON.stringify(stored) === JSON.stringify(values)) return null;
  return (
    <DraftOffer
      message="This browser kept changes to this article that were not saved."
      onRestore={() => (void setValues(stored), setOffered(false))}
      onDiscard={() => (clear(), setOffered(false))}
    />
  );
}

function Preview({ values, photo, id }: { values: NewsFormValues; photo: Photo | null; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Preview" css={{ marginTop: space(6) }}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} css={[fieldStyles.toggle, focusRing]}>
        {open ? "Hide preview" : "Preview"}
      </button>
      {open && (
        <div data-testid="news-preview" css={[panel, { marginTop: space(4) }]}>
          <p css={{ margin: `0 0 ${space(4)}`, color: colors.textMuted }}>As the public article page will show it (not public until published).</p>
          <div {...contentLanguage(values.lang)}>
            <NewsArticle item={previewItem(values, photo, id)} />
          </div>
        </div>
      )}
    </section>
  );
}
