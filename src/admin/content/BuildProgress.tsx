/**
 * After a save: the build it started, followed in the Site API's build history until it is live
 * (then the page's address, as a link) or failed (then the data checks' lines and the way to the
 * Site section). Announced politely as it changes.
 */
import { Link } from "gatsby";
import React, { useEffect, useState } from "react";
import type { ContentBuild } from "../../../contract/content/api";
import { colors, radii, space } from "../../theme";
import { adminFetch } from "../api/adminFetch";
import { STATUS_LABELS, type Build } from "../site/types";
import { focusRing } from "../ui/consoleStyles";

/** How often the screen asks while the build waits or runs. */
export const BUILD_POLL_MS = 2000;

export const buildMessages = {
  noBuild: "The change is saved. Publishing is off on this server, so no build was started.",
  waiting: "Saved. The site will be rebuilt with your change: waiting for the build to start.",
  running: "Saved. The site is being rebuilt with your change; this usually takes under a minute.",
  live: "Your change is live.",
  livePage: "See it on the site:",
  failed: "The build with your change failed, so the site still shows the previous version. What to fix:",
  siteLink: "Open the Site section",
};

type Props = { build: ContentBuild | null; page: string | null };

export default function BuildProgress({ build, page }: Props) {
  const [current, setCurrent] = useState<Build | null>(null);
  const id = build?.id;
  const settled = current && (current.status === "live" || current.status === "failed");

  useEffect(() => {
    if (id === undefined || settled) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let followed = id;
    const poll = async () => {
      try {
        const answer = await adminFetch<{ builds: Build[] }>("/site/builds?page=1");
        let found = answer.builds.find((candidate) => candidate.id === followed);
        // Merged into a newer build (triggers during a build become one follow-up): follow that one.
        if (found?.status === "superseded") {
          const next = answer.builds.filter((candidate) => candidate.id > followed).sort((a, b) => a.id - b.id)[0];
          if (next) {
            followed = next.id;
            found = next;
          }
        }
        if (!stopped && found) setCurrent(found);
        if (found && (found.status === "live" || found.status === "failed")) return;
      } catch {
        // A failed poll is tried again at the next tick; the save itself is already done.
      }
      if (!stopped) timer = window.setTimeout(poll, BUILD_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [id, settled]);

  const status = current?.status ?? build?.status;
  const tone = status === "failed" ? colors.danger : status === "live" ? colors.success : colors.focus;
  return (
    <div role="status" aria-live="polite" css={{ padding: `${space(3)} ${space(4)}`, border: `1.5px solid ${tone}`, borderRadius: radii.md, background: colors.surface }}>
      {!build && <p css={{ margin: 0 }}>{buildMessages.noBuild}</p>}
      {build && (status === "queued" || status === "running" || status === "superseded") && (
        <p css={{ margin: 0 }}>
          <strong>{STATUS_LABELS[status === "superseded" ? "queued" : status]}</strong> · {status === "running" ? buildMessages.running : buildMessages.waiting}
        </p>
      )}
      {build && status === "live" && (
        <>
          <p css={{ margin: 0, fontWeight: 700, color: colors.success }}>{buildMessages.live}</p>
          {page && (
            <p css={{ margin: `${space(1.5)} 0 0` }}>
              {buildMessages.livePage}{" "}
              <a href={page} css={[focusRing, { color: colors.primaryText, fontWeight: 600 }]}>
                {page}
              </a>
            </p>
          )}
        </>
      )}
      {build && status === "failed" && (
        <>
          <p css={{ margin: 0, fontWeight: 700, color: colors.danger }}>{buildMessages.failed}</p>
          <ul css={{ margin: `${space(2)} 0`, paddingInlineStart: space(5) }}>
            {(current?.errors ?? []).map((line, index) => (
              <li key={index} css={{ overflowWrap: "anywhere" }}>
                {line}
              </li>
            ))}
          </ul>
          <Link to="/admin/site" css={[focusRing, { color: colors.primaryText, fontWeight: 600 }]}>
            {buildMessages.siteLink}
          </Link>
        </>
      )}
    </div>
  );
}
