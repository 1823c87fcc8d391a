import React from "react";
import Icon from "../ui/Icon";
import { HEADER_WIDTH, iconButton, menuRow } from "./navStyles";
import type { NavItemData } from "../../hooks/useNavigation";
import { useLang, useT } from "../../i18n/I18nProvider";
import { localizeHref } from "../../i18n/localizeHref";
import { breakpoints, colors, media, fontSizes, shadows, space, zIndex } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { bareList } from "../../theme/bareList";

/** Shown only where the browser runs no scripts: there the menu button could not open the side menu. */
export const WITHOUT_SCRIPTS = "@media (scripting: none)";
/** The same at the desktop bar's widths, whose groups' panels need scripts to open. */
export const DESKTOP_WITHOUT_SCRIPTS = `${WITHOUT_SCRIPTS} and (min-width: ${breakpoints.xl}px)`;

const panel = {
  position: "absolute",
  insetInline: 0,
  top: "100%",
  zIndex: zIndex.menu,
  maxHeight: "calc(100vh - 5rem)",
  overflowY: "auto",
  margin: 0,
  padding: `${space(2)} ${space(4)} ${space(4)}`,
  background: colors.surface,
  borderBottom: `3px solid ${colors.primary}`,
  boxShadow: shadows.raised,
} as const;

const link = {
  display: "flex",
  ...menuRow,
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "-3px" },
} as const;

/**
 * The whole navigation as a disclosure that needs no script (<details>), for browsers that run none:
 * every page and every group's pages as plain links, as the side menu lists them, in columns at the
 * desktop bar's widths (where the bar's groups cannot open). Hidden wherever scripts run, where the
 * menu button and the bar's groups open instead; it adds markup, not code to load.
 */
export default function NoScriptMenu({ items }: { items: ReadonlyArray<NavItemData> }) {
  const t = useT();
  const lang = useLang();
  return (
    <details css={{ display: "none", [WITHOUT_SCRIPTS]: { display: "block" } }}>
      <summary css={{ ...iconButton, listStyle: "none", "&::-webkit-details-marker": { display: "none" }, "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "2px" } }}>
        <Icon name="menu" size={22} />
        <span css={visuallyHidden}>{t("layout.menu")}</span>
      </summary>
      <nav aria-label={t("layout.menu")} css={panel}>
        <ul
          css={[bareList, {
            fontSize: fontSizes.md,
            [media.xl]: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))", gap: space(2), maxWidth: HEADER_WIDTH, marginInline: "auto" },
          }]}
        >
          {items.map((item) => (
            <li key={item.href}>
              {/* A group is a name over its pages, as in the side menu: its own path is no page. */}
              {item.subItems?.length ? (
                <span css={{ ...link, color: colors.textMuted }}>{item.name}</span>
              ) : (
                <a href={localizeHref(item.href, lang)} css={link}>
                  {item.name}
                </a>
              )}
              {item.subItems && item.subItems.length > 0 && (
                <ul css={{ listStyle: "none", margin: 0, paddingInlineStart: space(4) }}>
                  {item.subItems.map((sub) => (
                    <li key={sub.href}>
                      <a href={localizeHref(sub.href, lang)} css={{ ...link, fontWeight: 400 }}>
                        {sub.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
