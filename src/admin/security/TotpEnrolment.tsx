import QRCode from "qrcode";
import React, { useEffect, useRef, useState } from "react";
import FormBanner from "../../components/forms/FormBanner";
import { Button } from "../../components/ui/Button";
import { useBanner } from "../../hooks/useBanner";
import { colors, fontSizes, radii, space } from "../../theme";
import { adminFetch, failureMessage } from "../api/adminFetch";
import SecondFactorForm from "../signin/SecondFactorForm";

type Started = { secret: string; otpauthUri: string; qrSvg: string };

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up an authenticator app, in three steps: start (the server makes a new secret), scan the
 * QR code (or type the key) and type a code the app shows, then keep the 10 recovery codes, which
 * are shown this once. `onDone` runs when the person says they have kept them.
 */
export default function TotpEnrolment({ email, onDone }: { email: string; onDone: () => void }) {
  const [started, setStarted] = useState<Started | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { banner, show, clear } = useBanner();
  const [busy, setBusy] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Each new step's heading takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (started) stepHeading.current?.focus();
  }, [started, recoveryCodes]);

  async function start() {
    setBusy(true);
    clear();
    try {
      const answer = await adminFetch<{ secret: string; otpauthUri: string }>("/me/totp", { method: "POST", json: {} });
      const qrSvg = await QRCode.toString(answer.otpauthUri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      setStarted({ ...answer, qrSvg });
    } catch (error) {
      show("error", failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    const answer = await adminFetch<{ recoveryCodes: string[] }>("/me/totp/confirm", { method: "POST", json: { code } });
    setRecoveryCodes(answer.recoveryCodes);
  }

  if (recoveryCodes) {
    return (
      <section aria-labelledby="enrol-codes-title" css={{ display: "grid", gap: space(4) }}>
        <h2 id="enrol-codes-title" ref={stepHeading} tabIndex={-1} css={{ margin: 0, fontSize: fontSizes.lg }}>
          Your recovery codes
        </h2>
        <p css={{ margin: 0 }}>
          The authenticator app is set up. If you lose your phone, each of these codes signs you in once in place of the app&apos;s code. Write them down or
          print them and keep them somewhere safe: they are shown only now.
        </p>
        <ol data-testid="recovery-codes" css={{ margin: 0, padding: space(4), display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: space(2), listStylePosition: "inside", background: colors.surfaceMuted, borderRadius: radii.md, fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: fontSizes.base }}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div>
          <Button onClick={onDone}>I have kept my recovery codes</Button>
        </div>
      </section>
    );
  }

  if (started) {
    return (
      <section aria-labelledby="enrol-scan-title" css={{ display: "grid", gap: space(4) }}>
        <h2 id="enrol-scan-title" ref={stepHeading} tabIndex={-1} css={{ margin: 0, fontSize: fontSizes.lg }}>
          Scan the code with your app
        </h2>
        <p css={{ margin: 0 }}>
          In your authenticator app (such as Google Authenticator, Microsoft Authenticator or 2FAS), add an account and scan this QR code.
        </p>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.qrSvg)}`}
          alt={`QR code that adds the QWP staff account ${email} to an authenticator app`}
          width={200}
          height={200}
          css={{ display: "block", borderRadius: radii.md, border: `1px solid ${colors.border}` }}
        />
        <p css={{ margin: 0 }}>
          Cannot scan? Type this key in the app instead:{" "}
          <code data-testid="totp-secret" css={{ display: "inline-block", fontSize: fontSizes.base, wordBreak: "break-all" }}>
            {grouped(started.secret)}
          </code>
        </p>
        <SecondFactorForm onSubmitCode={confirm} acceptsRecoveryCode={false} submitLabel="Turn on the second factor" pendingLabel="Checking…" idPrefix="enrol" />
      </section>
    );
  }

  return (
    <div css={{ display: "grid", gap: space(4) }}>
      <p css={{ margin: 0 }}>
        Signing in will need your password and a code from an app on your phone, so a stolen password alone opens nothing. You need an authenticator app
        installed on your phone.
      </p>
      <FormBanner banner={banner} />
      <div>
        <Button onClick={() => void start()} disabled={busy} aria-busy={busy || undefined}>
          Set up an authenticator app
        </Button>
      </div>
    </div>
  );
}
