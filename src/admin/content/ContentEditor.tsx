/**
 * /admin/content/edit/{file}: one content file as a form. Review shows what changes, field by
 * field; Save commits it (with an optional message) and follows the build until the page is live.
 * A refused save shows each problem at its field and in a summary at the top; a file that changed
 * in the repository meanwhile (409) is never overwritten: the screen offers to reload it and keeps
 * the list of what the editor had changed in view. Unsaved changes survive a closed tab.
 */
import { Link } from "gatsby";
import React, { useMemo, useState } from "react";
import { TRANSLATED_LANGS, translationPathOf } from "../../../contract/content/translationsApi";
import { space } from "../../theme";
import { focusRing } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import { LANGUAGE_NAMES, translationRoutes } from "../translations/translationsClient";
import { contentApi, contentRoutes } from "./contentApi";
import { diffContent } from "./diff";
import EditorNotices from "./EditorNotices";
import ContentForm from "./form/ContentForm";
import ReviewPanel from "./ReviewPanel";
import { toErrorSchema } from "./serverErrors";
import SaveBar from "./SaveBar";
import { useFileEditor } from "./useFileEditor";

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

export default function ContentEditor({ path }: { path: string }) {
  const editor = useFileEditor({ path, draftKey: `content:${path}`, fetchFile: contentApi.file });
  const { file, setFile, loadError, data, setData, schema, refusal, saving } = editor;
  const [reviewing, setReviewing] = useState(false);
  const changes = useMemo(() => (file && schema ? diffContent(schema, file.data, data) : []), [file, schema, data]);
  const extraErrors = useMemo(() => (refusal ? toErrorSchema(refusal.errors) : undefined), [refusal]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!file || !schema) return <p role="status">{editorMessages.loading}</p>;

  const save = async (message: string) => {
    await editor.runSave(() => contentApi.save(path, data, file.revision, message.trim() || undefined), changes, (answer) => setFile({ ...file, data, revision: answer.revision }));
    // Saved, refused or in conflict: the review panel gives the screen back either way.
    setReviewing(false);
  };

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
      <EditorNotices editor={editor} draftMessage={editorMessages.draft} page={file.page} showBuild={!reviewing} />
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
