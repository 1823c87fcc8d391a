/**
 * /admin/content/edit/{file}: one content file as a form. Review shows what changes, field by
 * field; Save commits it (with an optional message) and follows the build until the page is live.
 * A refused save shows each problem at its field and in a summary at the top; a file that changed
 * in the repository meanwhile (409) is never overwritten: the screen offers to reload it and keeps
 * the list of what the editor had changed in view. Unsaved changes survive a closed tab.
 */
import { Link } from "gatsby";
import React, { useEffect, useMemo, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { ContentFile, SaveContentResponse } from "../../content/api";
import { TRANSLATED_LANGS, translationPathOf } from "../../content/translationsApi";
import { space } from "../../theme";
import { AdminApiError, UNEXPECTED_ERROR } from "../api/adminFetch";
import { focusRing } from "../ui/consoleStyles";
import DraftOffer from "../ui/DraftOffer";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import { useUnsavedChanges } from "../ui/useUnsavedChanges";
import { LANGUAGE_NAMES, translationRoutes } from "../translations/translationsClient";
import BuildProgress from "./BuildProgress";
import { contentApi, contentRoutes } from "./contentApi";
import { diffContent, sameContent, type FieldChange } from "./diff";
import ErrorSummary from "./ErrorSummary";
import ContentForm from "./form/ContentForm";
import ReviewPanel from "./ReviewPanel";
import { errorSummary, readServerErrors, toErrorSchema, type ServerFieldError } from "./serverErrors";
import ConflictNotice from "./ConflictNotice";
import SaveBar from "./SaveBar";

export const editorMessages = {
  loading: "Loading the file…",
  title: (name: string) => `Edit: ${name}`,
  description: (path: string) => `The file ${path}. Saving makes a commit in your name and publishes the site.`,
  history: "History",
  translation: (language: string) => `${language} translation`,
  viewPage: "View the page",
  draft: "This browser kept changes to this file that were not saved.",
};

/** Entries' slugs are their file names and page addresses: fixed once the file exists. */
const LOCKED_ON_EDIT = ["slug"];

type Refusal = { message: string; errors: ServerFieldError[] };

export default function ContentEditor({ path }: { path: string }) {
  const [file, setFile] = useState<ContentFile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<{ message: string; changes: FieldChange[] } | null>(null);
  const [saved, setSaved] = useState<SaveContentResponse | null>(null);
  const [draftOffered, setDraftOffered] = useState(true);

  const load = (signal?: AbortSignal) =>
    contentApi.file(path, signal).then(
      (answer) => {
        setFile(answer);
        setData(answer.data);
        setLoadError(null);
      },
      (failure: Error) => {
        if (failure.name !== "AbortError") setLoadError(failure instanceof AdminApiError ? failure.message : UNEXPECTED_ERROR);
      },
    );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address loads a new file
  }, [path]);

  const schema = file?.schema as RJSFSchema | undefined;
  const dirty = !!file && !sameContent(file.data, data);
  const { stored, clear } = useUnsavedChanges(`content:${path}`, data, dirty);
  const changes = useMemo(() => (file && schema ? diffContent(schema, file.data, data) : []), [file, schema, data]);
  const extraErrors = useMemo(() => (refusal ? toErrorSchema(refusal.errors) : undefined), [refusal]);
  // Memoised: the summary takes the focus whenever its entries change, so not on every keystroke after a refusal.
  const summaryEntries = useMemo(() => (refusal && schema ? errorSummary(schema, refusal.errors) : []), [refusal, schema]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!file || !schema) return <p role="status">{editorMessages.loading}</p>;

  const save = async (message: string) => {
    setSaving(true);
    try {
      const answer = await contentApi.save(path, data, file.revision, message.trim() || undefined);
      setFile({ ...file, data, revision: answer.revision });
      clear();
      setSaved(answer);
      setRefusal(null);
      setConflict(null);
      setReviewing(false);
    } catch (failure) {
      setReviewing(false);
      if (failure instanceof AdminApiError && failure.status === 409) setConflict({ message: failure.message, changes });
      else if (failure instanceof AdminApiError) setRefusal({ message: failure.message, errors: readServerErrors(failure.body) });
      else setRefusal({ message: UNEXPECTED_ERROR, errors: [] });
    } finally {
      setSaving(false);
    }
  };

  const showDraft = draftOffered && stored && !sameContent(stored, data) && !sameContent(stored, file.data);
  return (
    <>
      <PageHeader
        title={editorMessages.title(file.title)}
        description={editorMessages.description(file.path)}
        actions={
          <div css={{ display: "flex", flexWrap: "wrap", gap: space(2) }}>
            <Link to={contentRoutes.history(path)} css={[fieldStyles.toggleLink, focusRing]}>
              {editorMessages.history}
            </Link>
            {/* Each translation of this file, beside its English text, in the Translations section. */}
            {TRANSLATED_LANGS.map((lang) => (
              <Link key={lang} to={translationRoutes.edit(translationPathOf(path, lang))} css={[fieldStyles.toggleLink, focusRing]}>
                {editorMessages.translation(LANGUAGE_NAMES[lang] ?? lang)}
              </Link>
            ))}
            {file.page && (
              <a href={file.page} css={[fieldStyles.toggleLink, focusRing]}>
                {editorMessages.viewPage}
              </a>
            )}
          </div>
        }
      />
      {showDraft && (
        <DraftOffer
          message={editorMessages.draft}
          onRestore={() => (setData(stored as Record<string, unknown>), setDraftOffered(false))}
          onDiscard={() => (clear(), setDraftOffered(false))}
        />
      )}
      {conflict && <ConflictNotice message={conflict.message} changes={conflict.changes} onReload={() => load().then(() => setRefusal(null))} onDismiss={() => setConflict(null)} />}
      {refusal && <ErrorSummary message={refusal.message} entries={summaryEntries} />}
      {saved && !dirty && !reviewing && (
        <div css={{ marginBottom: space(5) }}>
          <BuildProgress key={saved.commit} build={saved.build} page={file.page} />
        </div>
      )}
      {reviewing ? (
        <ReviewPanel changes={changes} saving={saving} onSave={save} onBack={() => setReviewing(false)} />
      ) : (
        <>
          {/* A readable line length on wide screens; the save bar spans the screen. */}
          <div css={{ maxWidth: "56rem" }}>
            <ContentForm path={path} schema={schema} data={data} onChange={setData} extraErrors={extraErrors} lockedFields={LOCKED_ON_EDIT} />
          </div>
          <SaveBar changes={changes.length} onReview={() => setReviewing(true)} />
        </>
      )}
    </>
  );
}
