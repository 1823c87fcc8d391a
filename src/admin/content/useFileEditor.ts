import { useEffect, useMemo, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { SaveContentResponse } from "../../../contract/content/api";
import { AdminApiError, UNEXPECTED_ERROR, failureMessage } from "../api/adminFetch";
import { useUnsavedChanges } from "../ui/useUnsavedChanges";
import { sameContent, type FieldChange } from "./diff";
import { errorSummary, readServerErrors, type ServerFieldError } from "./serverErrors";

/** What an editor screen edits: a data file's texts, the revision it was read at, its JSON Schema. */
export type EditableFile = { data: Record<string, unknown>; revision: string; schema: unknown };
export type Refusal = { message: string; errors: ServerFieldError[] };
export type Conflict = { message: string; changes: FieldChange[] };

/**
 * The editing cycle the content and translation editors share: load the file (again when the address
 * changes), keep what was typed in the browser until it is saved, and run a save to one of three ends:
 * saved (the build to follow), a conflict (409: the file changed in the repository meanwhile; never
 * overwritten, the editor's changes kept in view) or a refusal (each problem at its field).
 */
export function useFileEditor<F extends EditableFile>({
  path,
  draftKey,
  fetchFile,
}: {
  path: string;
  /** Where unsaved changes are kept in this browser, e.g. `content:home.json`. */
  draftKey: string;
  fetchFile: (path: string, signal?: AbortSignal) => Promise<F>;
}) {
  const [file, setFile] = useState<F | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState<SaveContentResponse | null>(null);
  const [draftOffered, setDraftOffered] = useState(true);

  const load = (signal?: AbortSignal) =>
    fetchFile(path, signal).then(
      (answer) => {
        setFile(answer);
        setData(answer.data);
        setLoadError(null);
      },
      (failure: Error) => {
        if (failure.name !== "AbortError") setLoadError(failureMessage(failure));
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
  const { stored, clear } = useUnsavedChanges(draftKey, data, dirty);
  // Memoised: the summary takes the focus whenever its entries change, so not on every keystroke after a refusal.
  const summaryEntries = useMemo(() => (refusal && schema ? errorSummary(schema, refusal.errors) : []), [refusal, schema]);

  /** Runs `request`; `changes` stay listed if the file changed meanwhile; `onSaved` updates the screen after a save. */
  const runSave = async (request: () => Promise<SaveContentResponse>, changes: FieldChange[], onSaved: (answer: SaveContentResponse) => void | Promise<void>) => {
    setSaving(true);
    try {
      const answer = await request();
      clear();
      setSaved(answer);
      setRefusal(null);
      setConflict(null);
      await onSaved(answer);
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.status === 409) setConflict({ message: failure.message, changes });
      else if (failure instanceof AdminApiError) setRefusal({ message: failure.message, errors: readServerErrors(failure.body) });
      else setRefusal({ message: UNEXPECTED_ERROR, errors: [] });
    } finally {
      setSaving(false);
    }
  };

  const draft =
    file && draftOffered && stored && !sameContent(stored, data) && !sameContent(stored, file.data)
      ? {
          restore: () => (setData(stored as Record<string, unknown>), setDraftOffered(false)),
          discard: () => (clear(), setDraftOffered(false)),
        }
      : null;

  return { file, setFile, loadError, data, setData, schema, dirty, saving, refusal, conflict, saved, summaryEntries, draft, runSave, load, dismissConflict: () => setConflict(null), reload: () => load().then(() => setRefusal(null)) };
}

export type FileEditor = ReturnType<typeof useFileEditor>;
