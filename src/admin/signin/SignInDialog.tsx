import React, { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, radii, shadows, space, zIndex } from "../../theme";
import { useSession } from "../session/useSession";
import SignInForm from "./SignInForm";

/**
 * The session ended while the console was open. The screen stays underneath (inert), with
 * whatever was typed in it; signing in again closes this and the person carries on.
 */
export default function SignInDialog({ email }: { email: string }) {
  const { signOut } = useSession();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>("input[type=password]")?.focus();
  }, []);
  return (
    <div css={{ position: "fixed", inset: 0, zIndex: zIndex.overlay, display: "grid", placeItems: "center", padding: space(4), background: "rgba(0,0,0,.55)", overflowY: "auto" }}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="session-ended-title"
        aria-describedby="session-ended-text"
        css={{ width: "100%", maxWidth: "26rem", background: colors.surface, color: colors.text, borderRadius: radii.lg, boxShadow: shadows.raised, padding: space(6) }}
      >
        <h2 id="session-ended-title" css={{ margin: `0 0 ${space(2)}`, fontSize: fontSizes.lg }}>
          Your session has ended
        </h2>
        <p id="session-ended-text" css={{ margin: `0 0 ${space(5)}`, color: colors.textMuted }}>
          Sign in again to carry on where you were. What you typed on this screen is kept.
        </p>
        <SignInForm initialEmail={email} />
        <Button variant="ghost" onClick={() => void signOut()} css={{ marginTop: space(3), width: "100%" }}>
          Leave the console
        </Button>
      </div>
    </div>
  );
}
