import React from "react";
import LogoMark from "../../components/layout/LogoMark";
import ThemeToggle from "../../components/layout/ThemeToggle";
import { colors, fontSizes, radii, shadows, space } from "../../theme";

type AuthPageProps = { title: string; intro: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode };

/** The whole screen outside the shell: one card with the party's mark (sign-in, enrolment). */
export default function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  return (
    <div css={{ minHeight: "100vh", display: "flex", flexDirection: "column", background: colors.surfaceMuted }}>
      <div css={{ display: "flex", justifyContent: "flex-end", padding: space(3) }}>
        <ThemeToggle />
      </div>
      <main id="main-content" css={{ flex: 1, display: "grid", placeItems: "start center", padding: `${space(4)} ${space(4)} ${space(12)}` }}>
        <div
          css={{
            width: "100%",
            maxWidth: "30rem",
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
              <p css={{ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm }}>Staff console</p>
            </div>
          </div>
          <h1 css={{ margin: `0 0 ${space(1.5)}`, fontSize: fontSizes.xl }}>{title}</h1>
          <div css={{ margin: `0 0 ${space(6)}`, color: colors.textMuted, p: { margin: 0 } }}>{intro}</div>
          {children}
          {footer && <div css={{ margin: `${space(6)} 0 0`, fontSize: fontSizes.sm, color: colors.textMuted, p: { margin: 0 } }}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}
