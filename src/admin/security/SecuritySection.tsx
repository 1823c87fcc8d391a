import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import React, { useCallback, useEffect, useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import { Button } from "../../components/ui/Button";
import { useBanner } from "../../hooks/useBanner";
import { colors, fontSizes, space } from "../../theme";
import { adminFetch, failureMessage } from "../api/adminFetch";
import { useSession, useStaffUser } from "../session/useSession";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import TotpEnrolment from "./TotpEnrolment";

type SessionInfo = { createdAt: string; lastSeenAt: string; clientIp: string | null; userAgent: string | null; current: boolean };


/** /admin/security (every role): the account's second factor, and where it is signed in, with "sign out everywhere". */
export default function SecuritySection() {
  const user = useStaffUser();
  const { refresh, signOutEverywhere } = useSession();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const { banner, show } = useBanner();
  const [busy, setBusy] = useState(false);

  const showError = useCallback((error: unknown) => show("error", failureMessage(error)), [show]);

  const load = useCallback(() => {
    adminFetch<{ sessions: SessionInfo[] }>("/me/sessions").then(({ sessions: found }) => setSessions(found), showError);
  }, [showError]);
  useEffect(load, [load]);

  async function endAll() {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title="Account security" description="Your second factor, and the browsers where you are signed in." />
      <div css={{ display: "grid", gap: space(6) }}>
        <section aria-labelledby="second-factor-title" css={panel}>
          <h2 id="second-factor-title" css={{ margin: `0 0 ${space(3)}`, fontSize: fontSizes.lg }}>
            Second factor
          </h2>
          {user.secondFactor ? (
            <p css={{ margin: 0 }}>
              On: signing in asks for a code from your authenticator app. Lost the phone and your recovery codes? An administrator can remove the second
              factor with the staff command, and you set up a new one at your next sign-in.
            </p>
          ) : (
            <TotpEnrolment email={user.email} onDone={() => void refresh()} />
          )}
        </section>
        <section aria-labelledby="sessions-title" css={panel}>
          <h2 id="sessions-title" css={{ margin: `0 0 ${space(3)}`, fontSize: fontSizes.lg }}>
            Where you are signed in
          </h2>
          <FormBanner banner={banner} />
          {sessions === null ? (
            <p css={{ margin: 0, color: colors.textMuted }}>Loading…</p>
          ) : (
            <ul css={{ listStyle: "none", margin: `0 0 ${space(4)}`, padding: 0, display: "grid", gap: space(3) }}>
              {sessions.map((session) => (
                <li key={session.createdAt + (session.userAgent ?? "")} css={{ borderBottom: `1px solid ${colors.border}`, paddingBottom: space(3) }}>
                  <p css={{ margin: 0, fontWeight: 600 }}>
                    {session.userAgent ?? "Unknown browser"}
                    {session.current && <span css={{ fontWeight: 400, color: colors.textMuted }}> (this browser)</span>}
                  </p>
                  <p css={{ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm }}>
                    Signed in {formatPakistanTime(session.createdAt)} · last used {formatPakistanTime(session.lastSeenAt)}
                    {session.clientIp ? ` · ${session.clientIp}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <p css={{ margin: `0 0 ${space(3)}` }}>Signing out everywhere ends every session of your account, this one too.</p>
          <Button variant="secondary" onClick={() => void endAll()} disabled={busy} aria-busy={busy || undefined}>
            Sign out everywhere
          </Button>
        </section>
      </div>
    </>
  );
}
