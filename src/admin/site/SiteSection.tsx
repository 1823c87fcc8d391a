import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import React, { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, space } from "../../theme";
import { adminFetch, failureMessage } from "../api/adminFetch";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import Pager from "../ui/Pager";
import ConsoleTable from "../ui/ConsoleTable";
import ScrollRegion from "../ui/ScrollRegion";
import { STATUS_LABELS, TRIGGER_LABELS, type KeptRelease, type Build, type SiteStatus } from "./types";
import { bareList } from "../../theme/bareList";

const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 10) : "");
const seconds = (build: Build) =>
  build.startedAt && build.finishedAt ? `${Math.round((Date.parse(build.finishedAt) - Date.parse(build.startedAt)) / 1000)} s` : "";
/** While a build runs or waits, the screen asks again this often. */
const POLL_MS = 4000;


/**
 * /admin/site (admin, editor): what is live, Publish now, the build history with a failed build's
 * data-check lines and log, and Roll back to any kept release.
 */
export default function SiteSection() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const [builds, setBuilds] = useState<{ builds: Build[]; totalPages: number } | null>(null);
  const [releases, setReleases] = useState<KeptRelease[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      Promise.all([
        adminFetch<SiteStatus>("/site", { signal }),
        adminFetch<{ builds: Build[]; totalPages: number }>(`/site/builds?page=${page}`, { signal }),
        adminFetch<{ releases: KeptRelease[] }>("/site/releases", { signal }),
      ]).then(
        ([s, b, r]) => {
          setStatus(s);
          setBuilds(b);
          setReleases(r.releases);
          setError(null);
        },
        (caught: Error) => {
          if (caught.name !== "AbortError") setError(failureMessage(caught));
        },
      ),
    [page],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const active = !!status && (status.building || status.queued);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => load(), POLL_MS);
    return () => clearInterval(timer);
  }, [active, load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice(done);
      await load();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const publish = () => act(() => adminFetch("/site/builds", { method: "POST" }), "Build started. This page updates by itself while it runs.");
  const rollBack = (release: KeptRelease) =>
    act(() => adminFetch(`/site/releases/${encodeURIComponent(release.id)}/activate`, { method: "POST" }), "The chosen release is live now.");

  const live = status?.live;
  return (
    <>
      <PageHeader
        title="Site"
        description="The public site is rebuilt by itself after every push to the content repository. A build whose data checks fail never goes live."
      />
      <div role="status" aria-live="polite">
        {notice && <p>{notice}</p>}
      </div>
      {error && <p role="alert">{error}</p>}
      <section css={[panel, { marginBottom: space(6) }]} aria-labelledby="site-live-heading">
        <h2 id="site-live-heading">Live release</h2>
        {!status && !error && <p role="status">Loading…</p>}
        {status && !live && <p>No release yet: the server serves the site it was started with.</p>}
        {live && (
          <dl css={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${space(1)} ${space(4)}`, dd: { margin: 0 } }}>
            <dt>Change</dt>
            <dd>{live.message}</dd>
            <dt>Author</dt>
            <dd>{live.author}</dd>
            <dt>Commit</dt>
            <dd>
              <code>{shortCommit(live.commit)}</code>
            </dd>
            <dt>Live since</dt>
            <dd>{live.at && <time dateTime={live.at}>{formatPakistanTime(live.at, { seconds: true })}</time>}</dd>
          </dl>
        )}
        {status?.building && <p>A build is running.</p>}
        {status?.queued && <p>Another build is waiting; it will publish the newest commit.</p>}
        <Button onClick={publish} disabled={busy} css={{ marginTop: space(3) }}>
          Publish now
        </Button>
      </section>

      <section css={[panel, { marginBottom: space(6) }]} aria-labelledby="site-builds-heading">
        <h2 id="site-builds-heading">Build history</h2>
        {builds && builds.builds.length === 0 && <p>No builds yet.</p>}
        {builds && builds.builds.length > 0 && (
          <ConsoleTable
            scrollLabel="Build history"
            minWidth="44rem"
            columns={["Requested", "Trigger", "By", "Commit", "Duration", "Result"]}
          >
            {builds.builds.map((build) => (
              <tr key={build.id}>
                <td css={{ whiteSpace: "nowrap" }}>
                  <time dateTime={build.requestedAt}>{formatPakistanTime(build.requestedAt, { seconds: true })}</time>
                </td>
                <td>{TRIGGER_LABELS[build.trigger] ?? build.trigger}</td>
                <td css={{ overflowWrap: "anywhere" }}>{build.by ?? ""}</td>
                <td>
                  <code>{shortCommit(build.commit)}</code>
                </td>
                <td>{seconds(build)}</td>
                <td>
                  <strong css={build.status === "failed" ? { color: colors.danger } : undefined}>{STATUS_LABELS[build.status]}</strong>
                  {build.errors.length > 0 && (
                    <>
                      <p css={{ margin: `${space(2)} 0 ${space(1)}` }}>What to fix:</p>
                      <ul css={{ margin: 0, paddingInlineStart: space(5) }}>
                        {build.errors.map((line, index) => (
                          <li key={index} css={{ overflowWrap: "anywhere" }}>
                            {line}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                  {build.log.length > 0 && (
                    <details>
                      <summary>Log</summary>
                      <ScrollRegion label="Build log">
                        <pre css={{ fontSize: fontSizes.xs, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{build.log.join("\n")}</pre>
                      </ScrollRegion>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        <Pager label="Build history pages" page={page} totalPages={builds?.totalPages ?? 1} onPage={setPage} />
      </section>

      <section css={panel} aria-labelledby="site-releases-heading">
        <h2 id="site-releases-heading">Kept releases</h2>
        <p css={{ color: colors.textMuted }}>The last ten releases are kept. Rolling back is instant and needs no build.</p>
        {releases && (
          <ul css={bareList}>
            {releases.map((release) => (
              <li key={release.id} css={{ display: "flex", flexWrap: "wrap", gap: space(3), alignItems: "center", padding: `${space(2)} 0`, borderBottom: `1px solid ${colors.border}` }}>
                <span id={`release-${release.id}`} css={{ flex: "1 1 16rem", overflowWrap: "anywhere" }}>
                  <strong>{release.message}</strong> <code>{shortCommit(release.commit)}</code>{" "}
                  <time dateTime={release.builtAt}>{formatPakistanTime(release.builtAt, { seconds: true })}</time>
                </span>
                {release.live ? (
                  <span>Live</span>
                ) : (
                  <Button variant="secondary" disabled={busy} onClick={() => rollBack(release)} aria-describedby={`release-${release.id}`}>
                    Roll back
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
