import { Link } from "gatsby";
import React from "react";
import Icon from "../../components/ui/Icon";
import { colors, media, radii, space } from "../../theme";
import type { AdminSection } from "../sections";
import { focusRing } from "../ui/consoleStyles";
import { bareList } from "../../theme/bareList";

const linkStyle = {
  display: "flex",
  alignItems: "center",
  gap: space(2.5),
  minHeight: "44px",
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radii.md,
  color: colors.text,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap" as const,
  // A long label wraps in the side column instead of squeezing its icon to nothing.
  "& > svg": { flexShrink: 0 },
  [media.lg]: { whiteSpace: "normal" as const },
  "&:hover": { background: colors.surfaceMuted },
  "&[aria-current='page']": { background: colors.primarySoft, color: colors.primaryText },
};

/** The role's sections: a wrapping row on phones, a column beside the content on wide screens. */
export default function SideNav({ sections, current }: { sections: AdminSection[]; current: string }) {
  const items = [{ id: "start", path: "", label: "Start", icon: "grid" as const }, ...sections];
  return (
    <nav aria-label="Console sections">
      <ul
        css={[bareList, {
          display: "flex",
          flexWrap: "wrap",
          gap: space(1),
          [media.lg]: { flexDirection: "column", flexWrap: "nowrap" },
        }]}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.path ? `/admin/${item.path}` : "/admin"} aria-current={current === item.path ? "page" : undefined} css={[linkStyle, focusRing]}>
              <Icon name={item.icon} size={18} />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
