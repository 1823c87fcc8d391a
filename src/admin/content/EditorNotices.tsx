import React from "react";
import { space } from "../../theme";
import DraftOffer from "../ui/DraftOffer";
import BuildProgress from "./BuildProgress";
import ConflictNotice from "./ConflictNotice";
import ErrorSummary from "./ErrorSummary";
import type { FileEditor } from "./useFileEditor";

/**
 * Above an editor's form: the offer to restore unsaved changes, a conflict, a refused save's summary,
 * and after a save the build followed until the page (if any) is live.
 */
export default function EditorNotices({
  editor,
  draftMessage,
  page,
  showBuild,
}: {
  editor: Pick<FileEditor, "draft" | "conflict" | "refusal" | "summaryEntries" | "saved" | "dirty" | "reload" | "dismissConflict">;
  draftMessage: string;
  page: string | null;
  /** False while the changes are being reviewed: the review panel has the screen. */
  showBuild: boolean;
}) {
  const { draft, conflict, refusal, summaryEntries, saved, dirty } = editor;
  return (
    <>
      {draft && <DraftOffer message={draftMessage} onRestore={draft.restore} onDiscard={draft.discard} />}
      {conflict && <ConflictNotice message={conflict.message} changes={conflict.changes} onReload={editor.reload} onDismiss={editor.dismissConflict} />}
      {refusal && <ErrorSummary message={refusal.message} entries={summaryEntries} />}
      {saved && !dirty && showBuild && (
        <div css={{ marginBottom: space(5) }}>
          <BuildProgress key={saved.commit} build={saved.build} page={page} />
        </div>
      )}
    </>
  );
}
