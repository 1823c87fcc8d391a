/**
 * /admin/content/history/{file}: the file's commits, newest first (author, time, message), each
 * with "Restore this version": after a confirmation it becomes a new commit and the site is rebuilt.
 */
import { Link } from "gatsby";
import React, { useEffect, useState } from "react";
import type { ContentCommit, ContentFile, SaveContentResponse } from "../../../contract/content/api";
import { colors, fontSizes, space } from "../../theme";
import { failureMessage } from "../api/adminFetch";
import { focusRing, panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import BuildProgress from "./BuildProgress";
import { contentApi, contentRoutes } from "./contentApi";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { bareList } from "../../theme/bareList";

export const historyMessages = {
  loading: "Loading the history…",
  title: (name: string) => `History: ${name}`,
  description: "Every saved version of this file, newest first. Restoring a version saves it again as a new change; nothing is deleted.",
  back: "Back to the form",
  current: "Current version",
  restore: "Restore this version",
  confirm: (when: string, author: string) => `Restore the version of ${when} by ${author}? It becomes a new change and the site is rebuilt.`,
  restored: "The version was restored.",
  listLabel: "Versions",
};

/** What the screen needs of the file now: its name, its revision (a restore is refused over a newer one), its page. */
type Current = Pick<ContentFile, "title" | "revision"> & { page?: string | null };

type Props = {
  path: string;
  /** How to read the file now (a translation is read through the translations API). */
  current?: (path: string) => Promise<Current>;
  /** The screen "Back to the form" leads to. */
  back?: string;
};

export default function ContentHistory({ path, current = contentApi.file, back = contentRoutes.edit(path) }: Props) {
  const [file, setFile] = useState<Current | null>(null);
  const [commits, setCommits] = useState<ContentCommit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState<SaveContentResponse | null>(null);

  const load = () =>
    Promise.all([current(path), contentApi.history(path)]).then(
      ([now, history]) => {
        setFile(now);
        setCommits(history.commits);
      },
      (failure: Error) => setError(failureMessage(failure)),
    );
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address loads a new file
  }, [path]);

  const restore = async (commit: ContentCommit) => {
    if (!file || !window.confirm(historyMessages.confirm(formatPakistanTime(commit.time), commit.author))) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await contentApi.restore(path, commit.commit, file.revision);
      setRestored(answer);
      await load();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={file ? historyMessages.title(file.title) : historyMessages.loading}
        description={historyMessages.description}
        actions={
          <Link to={back} css={[fieldStyles.toggleLink, focusRing]}>
            {historyMessages.back}
          </Link>
        }
      />
      {error && (
        <p role="alert" css={{ color: colors.danger, fontWeight: 600 }}>
          {error}
        </p>
      )}
      {restored && (
        <div css={{ marginBottom: space(5) }}>
          <p css={{ margin: `0 0 ${space(2)}`, fontWeight: 600 }}>{historyMessages.restored}</p>
          <BuildProgress key={restored.commit} build={restored.build} page={file?.page ?? null} />
        </div>
      )}
      {!commits && !error && <p role="status">{historyMessages.loading}</p>}
      {commits && (
        <section css={panel} aria-label={historyMessages.listLabel}>
          <ol css={bareList}>
            {commits.map((commit, index) => (
              <li key={commit.commit} css={{ display: "flex", flexWrap: "wrap", gap: space(3), alignItems: "center", justifyContent: "space-between", padding: `${space(3)} 0`, borderBottom: `1px solid ${colors.border}`, "&:last-of-type": { borderBottom: "none" } }}>
                <div id={`commit-${commit.commit}`} css={{ minWidth: 0, flex: "1 1 18rem" }}>
                  <p css={{ margin: 0, fontWeight: 700, overflowWrap: "anywhere" }}>{commit.message}</p>
                  <p css={{ margin: `${space(1)} 0 0`, color: colors.textMuted, fontSize: fontSizes.sm }}>
                    <time dateTime={commit.time}>{formatPakistanTime(commit.time)}</time> · {commit.author} · <code>{commit.commit.slice(0, 10)}</code>
                  </p>
                </div>
                {index === 0 ? (
                  <span css={{ fontWeight: 600, color: colors.success }}>{historyMessages.current}</span>
                ) : (
                  <button type="button" disabled={busy} onClick={() => void restore(commit)} aria-describedby={`commit-${commit.commit}`} css={[fieldStyles.toggle, focusRing]}>
                    {historyMessages.restore}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
