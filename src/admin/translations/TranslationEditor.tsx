/**
 * /admin/translations/{file}: one translation beside its English text, field by field. Saving works
 * as in the content editor (review the changes, an optional message, a commit in the staff
 * member's name, the build followed until live; a refusal shown at its field; a newer version in
 * the repository never overwritten; unsaved changes kept in the browser).
 *
 * The review state follows the translators' rule: changing a text of a reviewed file makes it
 * "needs review" again; "Confirm review" saves the texts as they are on screen with "reviewed".
 */
import { Link } from "gatsby";
import React, { useEffect, useMemo, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { SaveContentResponse } from "../../content/api";
import type { TranslationFile } from "../../content/translationsApi";
import { Button } from "../../components/ui/Button";
import { ensureEditionFonts } from "../../i18n/editionFonts";
import { isLang } from "../../i18n/locales";
import { colors, space } from "../../theme";
import { AdminApiError, UNEXPECTED_ERROR } from "../api/adminFetch";
import BuildProgress from "../content/BuildProgress";
import ConflictNotice from "../content/ConflictNotice";
import { contentRoutes } from "../content/contentApi";
import { diffContent, sameContent, type FieldChange } from "../content/diff";
import ErrorSummary from "../content/ErrorSummary";
import { pointerLabel } from "../content/form/fieldLabels";
import ReviewPanel from "../content/ReviewPanel";
import SaveBar from "../content/SaveBar";
import { errorSummary, readServerErrors, type ServerFieldError } from "../content/serverErrors";
import { focusRing, panel } from "../ui/consoleStyles";
import DraftOffer from "../ui/DraftOffer";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import { useUnsavedChanges } from "../ui/useUnsavedChanges";
import TranslationField from "./TranslationField";
import { textAt, withText } from "./translationData";
import { LANGUAGE_NAMES, translationRoutes, translationsApi } from "./translationsClient";

export const translationMessages = {
  loading: "Loading the translation…",
  title: (name: string, language: string) => `${language}: ${name}`,
  description: (path: string, source: string) => `The file ${path}, translating ${source}. Saving makes a commit in your name and publishes the site.`,
  newFile: "This file does not exist yet: saving the first texts creates it.",
  status: { "needs-review": "Needs review by a native speaker.", reviewed: "Reviewed by a native speaker." },
  counts: (missing: number, outdated: number) => `${missing === 1 ? "1 text" : `${missing} texts`} not translated, ${outdated === 1 ? "1 text" : `${outdated} texts`} outdated.`,
  onlyWork: "Show only texts that need work",
  nothingToDo: "Every text of this file is translated and up to date.",
  confirm: "Confirm review",
  confirmSave: "Confirm review and publish",
  confirmExplain: "Confirming says that a native speaker read every text of this file against the English shown here. The texts on screen are saved with it.",
  backToReview: "This file was reviewed: saving a changed text marks it “needs review” again.",
  english: "Open the English form",
  history: "History",
  overview: "All translations",
  listLabel: "Texts",
  draft: "This browser kept changes to this translation that were not saved.",
};

type Refusal = { message: string; errors: ServerFieldError[] };
type Step = null | "save" | "confirm";

export default function TranslationEditor({ path }: { path: string }) {
  const [file, setFile] = useState<TranslationFile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [step, setStep] = useState<Step>(null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<{ message: string; changes: FieldChange[] } | null>(null);
  const [saved, setSaved] = useState<SaveContentResponse | null>(null);
  const [onlyWork, setOnlyWork] = useState(false);
  const [draftOffered, setDraftOffered] = useState(true);

  const load = (signal?: AbortSignal) =>
    translationsApi.file(path, signal).then(
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
    if (file && isLang(file.lang)) ensureEditionFonts(file.lang);
  }, [file]);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address loads a new file
  }, [path]);

  const schema = file?.schema as RJSFSchema | undefined;
  const dirty = !!file && !sameContent(file.data, data);
  const { stored, clear } = useUnsavedChanges(`translation:${path}`, data, dirty);
  // What a save writes: a changed text takes a reviewed file back to "needs review"; confirming sets "reviewed".
  const toSave = useMemo(() => {
    if (!file) return data;
    if (step === "confirm") return { ...data, $status: "reviewed" };
    return dirty && file.data.$status === "reviewed" ? { ...data, $status: "needs-review" } : data;
  }, [file, data, dirty, step]);
  const changes = useMemo(() => (file && schema ? diffContent(schema, file.data, toSave) : []), [file, schema, toSave]);
  // Memoised: the summary takes the focus whenever its entries change, so not on every keystroke.
  const summaryEntries = useMemo(() => (refusal && schema ? errorSummary(schema, refusal.errors) : []), [refusal, schema]);
  const fieldErrors = useMemo(() => {
    const byField = new Map<string, string[]>();
    for (const error of refusal?.errors ?? []) byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
    return byField;
  }, [refusal]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!file || !schema) return <p role="status">{translationMessages.loading}</p>;

  const language = LANGUAGE_NAMES[file.lang] ?? file.lang;
  const save = async (message: string) => {
    setSaving(true);
    try {
      const answer = await translationsApi.save(path, toSave, file.revision, message.trim() || undefined);
      setSaved(answer);
      clear();
      setRefusal(null);
      setConflict(null);
      setStep(null);
      // The fields' states (missing, outdated) are the server's: read them again.
      await load();
    } catch (failure) {
      setStep(null);
      if (failure instanceof AdminApiError && failure.status === 409) setConflict({ message: failure.message, changes });
      else if (failure instanceof AdminApiError) setRefusal({ message: failure.message, errors: readServerErrors(failure.body) });
      else setRefusal({ message: UNEXPECTED_ERROR, errors: [] });
    } finally {
      setSaving(false);
    }
  };

  const missing = file.fields.filter((field) => field.state === "missing").length;
  const outdated = file.fields.filter((field) => field.state === "outdated").length;
  const fields = onlyWork ? file.fields.filter((field) => field.state !== "current") : file.fields;
  const canConfirm = file.exists && (file.status !== "reviewed" || dirty);
  const showDraft = draftOffered && stored && !sameContent(stored, data) && !sameContent(stored, file.data);

  return (
    <>
      <PageHeader
        title={translationMessages.title(file.title, language)}
        description={translationMessages.description(file.path, file.source)}
        actions={
          <div css={{ display: "flex", flexWrap: "wrap", gap: space(2) }}>
            <Link to={translationRoutes.overview} css={[fieldStyles.toggleLink, focusRing]}>
              {translationMessages.overview}
            </Link>
            {file.exists && (
              <Link to={translationRoutes.history(file.path)} css={[fieldStyles.toggleLink, focusRing]}>
                {translationMessages.history}
              </Link>
            )}
            {file.group === "content" && (
              <Link to={contentRoutes.edit(file.source)} css={[fieldStyles.toggleLink, focusRing]}>
                {translationMessages.english}
              </Link>
            )}
            {canConfirm && !step && (
              <Button onClick={() => setStep("confirm")} variant="secondary">
                {translationMessages.confirm}
              </Button>
            )}
          </div>
        }
      />
      {showDraft && (
        <DraftOffer
          message={translationMessages.draft}
          onRestore={() => (setData(stored as Record<string, unknown>), setDraftOffered(false))}
          onDiscard={() => (clear(), setDraftOffered(false))}
        />
      )}
      {conflict && <ConflictNotice message={conflict.message} changes={conflict.changes} onReload={() => load().then(() => setRefusal(null))} onDismiss={() => setConflict(null)} />}
      {refusal && <ErrorSummary message={refusal.message} entries={summaryEntries} />}
      {saved && !dirty && !step && (
        <div css={{ marginBottom: space(5) }}>
          <BuildProgress key={saved.commit} build={saved.build} page={null} />
        </div>
      )}
      <p css={{ margin: `0 0 ${space(4)}`, color: colors.textMuted }}>
        {file.exists ? `${translationMessages.status[file.status]} ` : `${translationMessages.newFile} `}
        {translationMessages.counts(missing, outdated)}
      </p>
      {step ? (
        <>
          {step === "confirm" && <p css={{ margin: `0 0 ${space(4)}` }}>{translationMessages.confirmExplain}</p>}
          {step === "save" && file.data.$status === "reviewed" && <p css={{ margin: `0 0 ${space(4)}` }}>{translationMessages.backToReview}</p>}
          <ReviewPanel changes={changes} saving={saving} onSave={save} onBack={() => setStep(null)} saveLabel={step === "confirm" ? translationMessages.confirmSave : undefined} />
        </>
      ) : (
        <>
          <label css={{ display: "inline-flex", gap: space(2), alignItems: "center", marginBottom: space(4) }}>
            <input type="checkbox" checked={onlyWork} onChange={(event) => setOnlyWork(event.target.checked)} />
            {translationMessages.onlyWork}
          </label>
          <section css={panel}>
            {fields.length === 0 ? (
              <p css={{ margin: 0 }}>{translationMessages.nothingToDo}</p>
            ) : (
              <ul aria-label={translationMessages.listLabel} css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space(6) }}>
                {fields.map((field) => (
                  <TranslationField
                    key={field.pointer}
                    field={field}
                    label={pointerLabel(schema, field.pointer)}
                    lang={file.lang}
                    language={language}
                    value={textAt(data, field.pointer)}
                    errors={fieldErrors.get(field.pointer) ?? []}
                    onChange={(text) => setData((current) => withText(current, field.pointer, text))}
                  />
                ))}
              </ul>
            )}
          </section>
          <SaveBar changes={changes.length} onReview={() => setStep("save")} />
        </>
      )}
    </>
  );
}
