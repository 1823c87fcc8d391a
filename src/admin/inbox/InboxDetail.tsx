import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { Link, navigate } from "gatsby";
import React, { useEffect, useState } from "react";
import { controlStyle, labelStyle, selectStyle, textareaStyle } from "../../components/forms/fieldStyles";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, space } from "../../theme";
import { NOTE_MAX, STATUS_LABELS } from "../../../contract/validation/inbox";
import { AdminApiError, UNEXPECTED_ERROR, adminFetch, failureMessage } from "../api/adminFetch";
import { focusRing, panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import InboxPanel from "./InboxPanel";
import { fieldText, type HistoryEntry, type InboxItem, type InboxKind } from "./kinds";

type Detail = InboxItem & { history: HistoryEntry[] };
const statusText = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** One message or application: every field, its status and private note, their history, delete. */
export default function InboxDetail({ kind, id }: { kind: InboxKind; id: string }) {
  const [item, setItem] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ item: Detail }>(`/${kind.path}/${encodeURIComponent(id)}`, { signal: controller.signal }).then(
      ({ item: loaded }) => {
        setItem(loaded);
        setStatus(loaded.status);
        setNote(loaded.note);
      },
      (caught: Error) => {
        if (caught.name !== "AbortError") setError(failureMessage(caught));
      },
    );
    return () => controller.abort();
  }, [kind, id]);

  const back = (
    <Link to={`/admin/${kind.path}`} css={[focusRing, { color: colors.primaryText, fontWeight: 700 }]}>
      ← All {kind.title.toLowerCase()}
    </Link>
  );
  if (error) {
    return (
      <>
        <PageHeader title={kind.title} actions={back} />
        <p role="alert">{error}</p>
      </>
    );
  }
  if (!item) return <p role="status">Loading…</p>;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const { item: saved } = await adminFetch<{ item: Detail }>(`/${kind.path}/${item.id}`, { method: "PATCH", json: { status, note } });
      setItem(saved);
      setNote(saved.note);
      setOutcome({ ok: true, text: "Saved." });
    } catch (caught) {
      const message = caught instanceof AdminApiError ? [caught.message, ...Object.values(caught.errors)].join(" ") : UNEXPECTED_ERROR;
      setOutcome({ ok: false, text: message });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await adminFetch(`/${kind.path}/${item.id}`, { method: "DELETE" });
      await navigate(`/admin/${kind.path}`);
    } catch (caught) {
      setConfirming(false);
      setOutcome({ ok: false, text: failureMessage(caught) });
    }
  };

  return (
    <>
      <PageHeader title={`${kind.who(item)}`} description={`${kind.noun[0].toUpperCase()}${kind.noun.slice(1)} received ${formatPakistanTime(item.receivedAt)} · ${statusText(item.status)}`} actions={back} />
      <div css={{ display: "grid", gap: space(5), "@media (min-width: 1024px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } }}>
        <InboxPanel id="inbox-fields" title="What was sent">
          <dl css={{ margin: 0, display: "grid", gap: space(3), "@media (min-width: 640px)": { gridTemplateColumns: "minmax(10rem, auto) 1fr" } }}>
            {kind.fields.map((field) => (
              <React.Fragment key={field.key}>
                <dt css={{ fontWeight: 700, color: colors.textMuted }}>{field.label}</dt>
                <dd css={{ margin: 0, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{fieldText(field, item)}</dd>
              </React.Fragment>
            ))}
          </dl>
        </InboxPanel>

        <div css={{ display: "grid", gap: space(5) }}>
          <form css={panel} onSubmit={save} aria-labelledby="inbox-status">
            <h2 id="inbox-status" css={{ fontSize: fontSizes.md, marginTop: 0 }}>
              Status and note
            </h2>
            <label htmlFor="inbox-status-select" css={labelStyle}>
              Status
            </label>
            <select id="inbox-status-select" value={status} onChange={(e) => setStatus(e.target.value)} css={[controlStyle, selectStyle]}>
              {kind.statuses.map((value) => (
                <option key={value} value={value}>
                  {statusText(value)}
                </option>
              ))}
            </select>
            <label htmlFor="inbox-note" css={[labelStyle, { marginTop: space(4) }]}>
              Private note (staff only)
            </label>
            <textarea id="inbox-note" value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} css={[controlStyle, textareaStyle]} />
            <div css={{ display: "flex", gap: space(3), alignItems: "center", marginTop: space(4), flexWrap: "wrap" }}>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving…" : "Save"}
              </Button>
              <span role={outcome && !outcome.ok ? "alert" : "status"} css={{ color: outcome?.ok ? colors.success : colors.danger, fontWeight: 600 }}>
                {outcome?.text}
              </span>
            </div>
          </form>

          <InboxPanel id="inbox-history" title="History">
            {item.history.length === 0 ? (
              <p css={{ margin: 0, color: colors.textMuted }}>Not changed since it arrived.</p>
            ) : (
              <ol css={{ margin: 0, paddingInlineStart: space(5), display: "grid", gap: space(2) }}>
                {item.history.map((entry, index) => (
                  <li key={index}>
                    <time dateTime={entry.at}>{formatPakistanTime(entry.at)}</time>, {entry.actor}:{" "}
                    {[entry.status !== null ? `status ${statusText(entry.status)}` : null, entry.note !== null ? (entry.note ? `note “${entry.note}”` : "note removed") : null]
                      .filter(Boolean)
                      .join("; ")}
                  </li>
                ))}
              </ol>
            )}
          </InboxPanel>

          <InboxPanel id="inbox-delete" title="Delete">
            {!confirming ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Delete this {kind.noun}
              </Button>
            ) : (
              <div role="alertdialog" aria-labelledby="inbox-delete-question">
                <p id="inbox-delete-question" css={{ marginTop: 0 }}>
                  Delete this {kind.noun} for good? It cannot be brought back.
                </p>
                <div css={{ display: "flex", gap: space(3), flexWrap: "wrap" }}>
                  <Button onClick={remove}>Yes, delete it</Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </div>
              </div>
            )}
          </InboxPanel>
        </div>
      </div>
    </>
  );
}
