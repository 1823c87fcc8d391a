/**
 * /admin/content/new/leader, /admin/content/new/wing and /admin/content/new/district: a new entry file from the same generated
 * form. The slug (file name and page address) follows the name until the editor changes it by
 * hand; once the file is saved and published it is fixed. The form's schema is the kind's own,
 * read from an existing entry of that kind.
 */
import { Link } from "gatsby";
import React, { useEffect, useMemo, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { entryPath, slugFromName, type SaveContentResponse } from "../../../contract/content/api";
import { entryKind, type EntryKind } from "../../../contract/content/kinds";
import { colors, space } from "../../theme";
import { AdminApiError, UNEXPECTED_ERROR, failureMessage } from "../api/adminFetch";
import { focusRing } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import { useUnsavedChanges } from "../ui/useUnsavedChanges";
import BuildProgress from "./BuildProgress";
import { contentApi, contentRoutes } from "./contentApi";
import { diffContent } from "./diff";
import ErrorSummary from "./ErrorSummary";
import ContentForm from "./form/ContentForm";
import ReviewPanel from "./ReviewPanel";
import SaveBar from "./SaveBar";
import { errorSummary, readServerErrors, toErrorSchema, type ServerFieldError } from "./serverErrors";
import { isPlainObject } from "../../../contract/lib/isPlainObject";

export const newEntryMessages = {
  loading: "Loading the form…",
  noExample: "No existing entry of this kind was found to read its form from.",
  review: "Review the new page",
  create: "Create and publish",
  created: "The file is created.",
  openForm: "Open it in the form",
  back: "Back to the content list",
};

/** The fields that repeat the slug, each set to `slug`. */
const slugCopiesOf = (kind: EntryKind, slug: string) => Object.fromEntries((entryKind(kind).newEntry.slugCopies ?? []).map((field) => [field, slug]));

type Refusal = { message: string; errors: ServerFieldError[] };

export default function NewEntry({ kind }: { kind: EntryKind }) {
  const [schema, setSchema] = useState<RJSFSchema | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [followName, setFollowName] = useState(true);
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [created, setCreated] = useState<SaveContentResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const { files } = await contentApi.list(controller.signal);
      const entries = files.filter((file) => file.kind === kind);
      if (entries.length === 0) throw new AdminApiError(404, newEntryMessages.noExample);
      const example = await contentApi.file(entries[0].path, controller.signal);
      setSchema(example.schema as RJSFSchema);
      // After the existing entries (orders count from 1 and must be unique; the server names a clash at its field).
      const ordered = isPlainObject(example.schema.properties) && "order" in example.schema.properties;
      setData({ $schema: example.data.$schema, ...slugCopiesOf(kind, ""), slug: "", ...(ordered ? { order: entries.length + 1 } : {}) });
    })().catch((failure: Error) => {
      if (failure.name !== "AbortError") setLoadError(failureMessage(failure));
    });
    return () => controller.abort();
  }, [kind]);

  const untouched = ["$schema", "slug", "order", ...(entryKind(kind).newEntry.slugCopies ?? [])];
  const dirty = Object.keys(data).some((key) => !untouched.includes(key) && data[key] !== undefined);
  const { clear } = useUnsavedChanges(`content:new-${kind}`, data, dirty && !created);
  const changes = useMemo(() => (schema ? diffContent(schema, {}, data) : []), [schema, data]);
  const extraErrors = useMemo(() => (refusal ? toErrorSchema(refusal.errors) : undefined), [refusal]);
  // Memoised: the summary takes the focus whenever its entries change, so not on every keystroke after a refusal.
  const summaryEntries = useMemo(() => (refusal && schema ? errorSummary(schema, refusal.errors) : []), [refusal, schema]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!schema) return <p role="status">{newEntryMessages.loading}</p>;

  const change = (next: Record<string, unknown>) => {
    const nameField = entryKind(kind).titleField;
    const typedSlug = next.slug !== data.slug;
    if (typedSlug) setFollowName(false);
    const slug = followName && !typedSlug ? slugFromName(String(next[nameField] ?? "")) : String(next.slug ?? "");
    setData({ ...next, slug, ...slugCopiesOf(kind, slug) });
  };

  const create = async (message: string) => {
    setSaving(true);
    try {
      const answer = await contentApi.create(kind, String(data.slug ?? ""), data, message.trim() || undefined);
      clear();
      setCreated(answer);
      setRefusal(null);
    } catch (failure) {
      setReviewing(false);
      if (failure instanceof AdminApiError) setRefusal({ message: failure.message, errors: readServerErrors(failure.body) });
      else setRefusal({ message: UNEXPECTED_ERROR, errors: [] });
    } finally {
      setSaving(false);
    }
  };

  const path = entryPath(kind, String(data.slug || "new"));
  if (created) {
    return (
      <>
        <PageHeader title={entryKind(kind).newEntry.title} description={newEntryMessages.created} />
        <div css={{ display: "grid", gap: space(4) }}>
          <BuildProgress build={created.build} page={entryKind(kind).page(String(data.slug))} />
          <p css={{ margin: 0, display: "flex", flexWrap: "wrap", gap: space(3) }}>
            <Link to={contentRoutes.edit(created.path)} css={[fieldStyles.toggleLink, focusRing]}>
              {newEntryMessages.openForm}
            </Link>
            <Link to={contentRoutes.list} css={[focusRing, { color: colors.primaryText, fontWeight: 600, alignSelf: "center" }]}>
              {newEntryMessages.back}
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={entryKind(kind).newEntry.title} description={entryKind(kind).newEntry.description} />
      {refusal && <ErrorSummary message={refusal.message} entries={summaryEntries} />}
      {reviewing ? (
        <ReviewPanel changes={changes} saving={saving} onSave={create} onBack={() => setReviewing(false)} saveLabel={newEntryMessages.create} />
      ) : (
        <>
          <div css={{ maxWidth: "56rem" }}>
            <ContentForm path={path} schema={schema} data={data} onChange={change} extraErrors={extraErrors} />
          </div>
          <SaveBar changes={changes.length} onReview={() => setReviewing(true)} reviewLabel={newEntryMessages.review} />
        </>
      )}
    </>
  );
}
