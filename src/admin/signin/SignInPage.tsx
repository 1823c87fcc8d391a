import React from "react";
import LogoMark from "../../components/layout/LogoMark";
import ThemeToggle from "../../components/layout/ThemeToggle";
import { colors, radii, shadows, space } from "../../theme";
import SignInForm from "./SignInForm";

/** The whole screen when nobody is signed in. After signing in, the URL asked for is shown. */
export default function SignInPage() {
  return (
    <div css={{ minHeight: "100vh", display: "flex", flexDirection: "column", background: colors.surfaceMuted }}>
      <div css={{ display: "flex", justifyContent: "flex-end", padding: space(3) }}>
        <ThemeToggle />
      </div>
      <main id="main-content" css={{ flex: 1, display: "grid", placeItems: "start center", padding: `${space(4)} ${space(4)} ${space(12)}` }}>
        <div
          css={{
            width: "100%",
            maxWidth: "26rem",
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderTop: `4px solid ${colors.primary}`,
            borderRadius: radii.lg,
            boxShadow: shadows.card,
            padding: `${space(8)} ${space(6)}`,
            "@media (min-width: 640px)": { padding: `${space(10)} ${space(10)}` },
          }}
        >
          <div css={{ display: "flex", alignItems: "center", gap: space(3), marginBottom: space(6) }}>
            <LogoMark size={48} />
            <div>
              <p css={{ margin: 0, fontWeight: 700, lineHeight: 1.2 }}>Qaumi Watan Party</p>
              <p css={{ margin: 0, color: colors.textMuted, fontSize: "0.9rem" }}>Staff console</p>
            </div>
          </div>
          <h1 css={{ margin: `0 0 ${space(1.5)}`, fontSize: "1.5rem" }}>Sign in</h1>
          <p css={{ margin: `0 0 ${space(6)}`, color: colors.textMuted }}>For the party&apos;s press and membership office staff.</p>
          <SignInForm />
          <p css={{ margin: `${space(6)} 0 0`, fontSize: "0.875rem", color: colors.textMuted }}>
            No account, or locked out? Ask a party administrator. Accounts are never created here.
          </p>
        </div>
      </main>
    </div>
  );
}
