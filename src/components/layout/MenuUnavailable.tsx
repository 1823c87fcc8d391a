import React from "react";
import type { NavItemData } from "../../hooks/useNavigation";
import { colors, radii, shadows, space, zIndex } from "../../theme";
import { useLang, useT } from "../../i18n/I18nProvider";
import { localizeHref } from "../../i18n/localizeHref";

type MenuUnavailableProps = { items: ReadonlyArray<NavItemData>; onClose: () => void };

const box = {
  position: "fixed",
  top: space(20),
  insetInlineEnd: space(4),
  insetInlineStart: space(4),
  zIndex: zIndex.menu,
  maxWidth: "380px",
  marginInlineStart: "auto",
  padding: space(5),
  background: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderTop: `3px solid ${colors.primary}`,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
} as const;

const list = {
  listStyle: "none",
  margin: `${space(3)} 0`,
  padding: 0,
  display: "grid",
  gap: space(2),
} as const;
const link = { color: colors.primaryText, fontWeight: 700 } as const;
const closeButton = {
  font: "inherit",
  padding: `${space(2)} ${space(4)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.sm,
  background: colors.surfaceMuted,
  color: colors.text,
  cursor: "pointer",
} as const;

/**
 * What the menu button opens when the side menu's code could not be downloaded: the top-level
 * pages as plain links (a full page load each, which needs no further code), and a way to close.
 */
export default function MenuUnavailable({ items, onClose }: MenuUnavailableProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div role="alert" css={box}>
      <p css={{ margin: 0 }}>{t("layout.menuUnavailable")}</p>
      <ul css={list}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={localizeHref(item.href, lang)} css={link}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose} css={closeButton}>
        {t("layout.close")}
      </button>
    </div>
  );
}
