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
import { Button } from "../../components/ui/Button";
import { ensureEditionFonts } from "../../i18n/editionFonts";
import { isLang } from "../../../contract/i18n/locales";
import { colors, space } from "../../theme";
import { contentRoutes } from "../content/contentApi";
import { diffContent } from "../content/diff";
import EditorNotices from "../content/EditorNotices";
import { pointerLabel } from "../content/form/fieldLabels";
import ReviewPanel from "../content/ReviewPanel";
import SaveBar from "../content/SaveBar";
import { useFileEditor } from "../content/useFileEditor";
import { focusRing, panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import TranslationField from "./TranslationField";
import { textAt, withText } from "./translationData";
import { LANGUAGE_NAMES, translationRoutes, translationsApi } from "./translationsClient";
import { bareList } from "../../theme/bareList";

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

type Step = null | "save" | "confirm";

export default function TranslationEditor({ path }: { path: string }) {
  const editor = useFileEditor({ path, draftKey: `translation:${path}`, fetchFile: translationsApi.file });
  const { file, loadError, data, setData, schema, dirty, refusal, saving } = editor;
  const [step, setStep] = useState<Step>(null);
  const [onlyWork, setOnlyWork] = useState(false);

  useEffect(() => {
    if (file && isLang(file.lang)) ensureEditionFonts(file.lang);
  }, [file]);

  // What a save writes: a changed text takes a reviewed file back to "needs review"; confirming sets "reviewed".
  const toSave = useMemo(() => {
    if (!file) return data;
    if (step === "confirm") return { ...data, $status: "reviewed" };
    return dirty && file.data.$status === "reviewed" ? { ...data, $status: "needs-review" } : data;
  }, [file, data, dirty, step]);
  const changes = useMemo(() => (file && schema ? diffContent(schema, file.data, toSave) : []), [file, schema, toSave]);
  const fieldErrors = useMemo(() => {
    const byField = new Map<string, string[]>();
    for (const error of refusal?.errors ?? []) byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
    return byField;
  }, [refusal]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!file || !schema) return <p role="status">{translationMessages.loading}</p>;

  const language = LANGUAGE_NAMES[file.lang] ?? file.lang;
  const save = async (message: string) => {
    await editor.runSave(
      () => translationsApi.save(path, toSave, file.revision, message.trim() || undefined),
      changes,
      // The fields' states (missing, outdated) are the server's: read them again.
      () => editor.load(),
    );
    // Saved, refused or in conflict: the review panel gives the screen back either way.
    setStep(null);
  };

  const missing = file.fields.filter((field) => field.state === "missing").length;
  const outdated = file.fields.filter((field) => field.state === "outdated").length;
  const fields = onlyWork ? file.fields.filter((field) => field.state !== "current") : file.fields;
  const canConfirm = file.exists && (file.status !== "reviewed" || dirty);

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
      <EditorNotices editor={editor} draftMessage={translationMessages.draft} page={null} showBuild={!step} />
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
              <ul aria-label={translationMessages.listLabel} css={[bareList, { display: "grid", gap: space(6) }]}>
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
