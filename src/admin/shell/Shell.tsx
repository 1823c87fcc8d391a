import React, { useEffect, useRef } from "react";
import LogoMark from "../../components/layout/LogoMark";
import ThemeToggle from "../../components/layout/ThemeToggle";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, media, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { STAFF_ROLE_LABELS } from "../../../contract/validation/staff";
import { SECTIONS, sectionsFor } from "../sections";
import type { StaffUser } from "../session/types";
import { useSession } from "../session/useSession";
import PageHeader from "../ui/PageHeader";
import SectionView from "./SectionView";
import SideNav from "./SideNav";
import StartPage from "./StartPage";

type ShellProps = { user: StaffUser; path: string; inert?: boolean };

function Content({ user, path }: { user: StaffUser; path: string }) {
  const [first = "", ...rest] = path.split("/").filter(Boolean);
  const allowed = sectionsFor(user.role);
  if (!first) return <StartPage user={user} sections={allowed} />;
  const section = allowed.find((candidate) => candidate.path === first);
  if (section) return <SectionView key={section.id} section={section} subpath={rest.join("/")} />;
  if (SECTIONS.some((candidate) => candidate.path === first)) {
    return <PageHeader title="Not open to your role" description="This part of the console is for another role. Ask an administrator if you need it." />;
  }
  return <PageHeader title="Page not found" description="There is no such page in the staff console." />;
}

/** The console's frame: header with the person and sign-out, the role's sections, the screen. */
export default function Shell({ user, path, inert = false }: ShellProps) {
  const { signOut } = useSession();
  const root = useRef<HTMLDivElement>(null);
  // React 18 has no `inert` prop; while the sign-in dialog is open nothing behind it can be reached.
  useEffect(() => {
    if (inert) root.current?.setAttribute("inert", "");
    else root.current?.removeAttribute("inert");
  }, [inert]);
  const current = path.split("/").filter(Boolean)[0] ?? "";

  return (
    <div ref={root} css={{ minHeight: "100vh", display: "flex", flexDirection: "column", background: colors.surfaceMuted }}>
      <a
        href="#console-main"
        css={{ ...visuallyHidden, "&:focus": { position: "fixed", top: space(2), left: space(2), width: "auto", height: "auto", clip: "auto", padding: space(3), background: colors.surface, color: colors.text, zIndex: 100 } }}
      >
        Skip to content
      </a>
      <header css={{ background: colors.surface, borderBottom: `1px solid ${colors.border}`, borderTop: `4px solid ${colors.primary}` }}>
        <div css={{ display: "flex", alignItems: "center", gap: space(3), padding: `${space(2.5)} ${space(4)}`, [media.lg]: { padding: `${space(3)} ${space(6)}` } }}>
          <LogoMark size={36} />
          <p css={{ margin: 0, lineHeight: 1.15, minWidth: 0 }}>
            <span css={{ display: "block", fontWeight: 800 }}>QWP</span>
            <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.textMuted }}>Staff console</span>
          </p>
          <div css={{ marginLeft: "auto", display: "flex", alignItems: "center", gap: space(2) }}>
            <p css={{ margin: 0, textAlign: "right", lineHeight: 1.2, display: "none", [media.md]: { display: "block" } }}>
              <span css={{ display: "block", fontWeight: 600 }} data-testid="signed-in-name">
                {user.name}
              </span>
              <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.textMuted }}>{STAFF_ROLE_LABELS[user.role]}</span>
            </p>
            <ThemeToggle />
            <Button variant="secondary" onClick={() => void signOut()} css={{ minHeight: "40px", padding: `${space(1.5)} ${space(3.5)}` }}>
              Sign out
            </Button>
          </div>
        </div>
        <p css={{ margin: 0, padding: `0 ${space(4)} ${space(2.5)}`, fontSize: fontSizes.sm, color: colors.textMuted, [media.md]: { display: "none" } }}>
          Signed in as <strong css={{ color: colors.text }}>{user.name}</strong> · {STAFF_ROLE_LABELS[user.role]}
        </p>
      </header>
      <div css={{ flex: 1, display: "flex", flexDirection: "column", [media.lg]: { flexDirection: "row" } }}>
        <div
          css={{
            background: colors.surface,
            borderBottom: `1px solid ${colors.border}`,
            padding: `${space(2)} ${space(3)}`,
            [media.lg]: { width: "16rem", flexShrink: 0, borderBottom: "none", borderRight: `1px solid ${colors.border}`, padding: `${space(6)} ${space(4)}` },
          }}
        >
          <SideNav sections={sectionsFor(user.role)} current={current} />
        </div>
        <main id="console-main" tabIndex={-1} css={{ flex: 1, minWidth: 0, padding: `${space(6)} ${space(4)} ${space(12)}`, [media.lg]: { padding: `${space(8)} ${space(10)} ${space(16)}` }, "&:focus": { outline: "none" } }}>
          <div css={{ maxWidth: "72rem" }}>
            <Content user={user} path={path} />
          </div>
        </main>
      </div>
    </div>
  );
}
