import { css } from "@emotion/react";
import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Icon from "../ui/Icon";
import type { HistoryLink } from "./types";
import { useEnglishMark } from "../../i18n/textMarks";
import { bareList } from "../../theme/bareList";

const grid = css(bareList, {
  display: "grid",
  gap: space(4),
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});
const linkStyle = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space(4),
  minHeight: 44,
  padding: `${space(5)} ${space(6)}`,
  borderRadius: radii.lg,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  textDecoration: "none",
  transition: "border-color .15s ease, transform .15s ease",
  "& strong": { display: "block", fontSize: fontSizes.md, color: colors.primaryText },
  "& span": { color: colors.textMuted },
  "&:hover": { borderColor: colors.primary, transform: "translateY(-2px)" },
});

/** Where to go next: the chairman's profile and the projects page. */
export default function HistoryLinks({ links }: { links: readonly HistoryLink[] }) {
  const en = useEnglishMark();
  return (
    <ul css={grid}>
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href} css={linkStyle}>
            <div>
              <strong {...en(l.label)}>{l.label}</strong>
              <span {...en(l.description)}>{l.description}</span>
            </div>
            <Icon name="arrowRight" size={24} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
