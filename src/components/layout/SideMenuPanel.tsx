import { keyframes } from "@emotion/react";
import Link from "../ui/LocalizedLink";
import React, { useState } from "react";
import Icon from "../ui/Icon";
import LanguageSwitcher from "./LanguageSwitcher";
import { useT } from "../../i18n/I18nProvider";
import { iconButton, menuRow, subItemLink } from "./navStyles";
import { isActivePath, isGroupActive } from "../../hooks/useCurrentPath";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import type { NavItemData } from "../../hooks/useNavigation";
import { colors, fontSizes, radii, space, zIndex } from "../../theme";
import { bareList } from "../../theme/bareList";
import { inlineCentred } from "../../theme/inlineCentred";

type SideMenuPanelProps = {
  items: ReadonlyArray<NavItemData>;
  currentPath: string;
  /** Closes the menu; MobileMenu then puts focus back on the menu button. */
  onClose: () => void;
};

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const titleId = "side-menu-title";

const rowLink = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  width: "100%",
  minHeight: "52px",
  padding: `0 ${space(3)}`,
  border: 0,
  borderRadius: radii.md,
  background: "transparent",
  color: colors.text,
  font: "inherit",
  fontSize: fontSizes.md,
  fontWeight: 600,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: colors.surfaceMuted },
  "&[aria-current='page'], &[data-active='true']": { color: colors.primaryText },
  "&[aria-current='page']": { background: colors.primarySoft },
} as const;

/** The side menu's language links: rows as easy to hit as the menu's, the current one marked. */
const languageLink = {
  display: "inline-flex",
  ...menuRow,
  "&[aria-current='true']": { background: colors.primarySoft, color: colors.primaryText },
} as const;

/**
 * The open side menu: a modal dialog from the right with the whole navigation. Mounted only while
 * open, and loaded on demand (see MobileMenu), so pages do not ship it in their first load.
 * On mount it takes focus and stops the page behind from scrolling; Tab and Shift+Tab stay inside;
 * Escape, the overlay, the close button or a link close it.
 */
export default function SideMenuPanel({ items, currentPath, onClose }: SideMenuPanelProps) {
  // The group holding the current page starts expanded.
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      items.filter((i) => isGroupActive(i, currentPath)).map((i) => [i.href, true]),
    ),
  );
  // Focus on the close button, the page behind locked, Tab kept inside, Escape closes.
  const { containerRef, initialFocusRef, onKeyDown } = useFocusTrap<
    HTMLDivElement,
    HTMLButtonElement
  >(onClose);
  const t = useT();

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="menu-overlay"
        onClick={onClose}
        css={{
          position: "fixed",
          inset: 0,
          zIndex: zIndex.overlay,
          background: "rgba(10,8,8,.6)",
          animation: `${fadeIn} .2s ease`,
        }}
      />
      {/* Escape and the Tab trap for every control inside, delegated to the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={containerRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        css={{
          position: "fixed",
          top: 0,
          // The right-hand side in every edition: the end side in English (as the site always had it),
          // the start side in Urdu and Pashto, where a navigation drawer belongs (reading starts there).
          right: 0,
          bottom: 0,
          zIndex: zIndex.menu,
          display: "flex",
          flexDirection: "column",
          width: "min(88vw, 380px)",
          background: colors.surface,
          color: colors.text,
          boxShadow: "-12px 0 40px rgba(0,0,0,.35)",
          animation: `${slideIn} .22s ease-out`,
        }}
      >
        <div
          css={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            paddingBlock: space(4),
            paddingInline: `${space(6)} ${space(4)}`,
            borderBottom: `3px solid ${colors.primary}`,
          }}
        >
          <h2 id={titleId} css={{ margin: 0, fontSize: fontSizes.lg, fontWeight: 800 }}>
            {t("layout.menu")}
          </h2>
          <button ref={initialFocusRef} type="button" onClick={onClose} css={iconButton}>
            <Icon name="close" size={22} title={t("layout.closeMenu")} />
          </button>
        </div>
        <nav
          aria-label={t("layout.mainNav")}
          css={{ flex: 1, overflowY: "auto", padding: `${space(3)} ${space(3)} ${space(8)}` }}
        >
          <ul css={bareList}>
            {items.map((item, index) => {
              const isLast = index === items.length - 1;
              if (!item.subItems?.length) {
                return (
                  <React.Fragment key={item.href}>
                    {/* After the links and before the call to action: the menu still opens onto its
                        first link and ends on its call to action, in every edition. */}
                    {isLast && (
                      <li css={{ marginTop: space(4) }}>
                        <LanguageSwitcher
                          css={{
                            padding: `${space(2)} 0`,
                            borderBlock: `1px solid ${colors.border}`,
                            flexWrap: "wrap",
                          }}
                          linkCss={languageLink}
                        />
                      </li>
                    )}
                    <li css={isLast ? { marginTop: space(4) } : undefined}>
                      <Link
                        to={item.href}
                        aria-current={isActivePath(item.href, currentPath) ? "page" : undefined}
                        onClick={onClose}
                        css={
                          isLast
                            ? {
                                ...rowLink,
                                justifyContent: "center",
                                background: colors.primary,
                                color: colors.onPrimary,
                                "&:hover": { background: colors.primaryHover },
                                "&[aria-current='page']": {
                                  background: colors.primaryHover,
                                  color: colors.onPrimary,
                                },
                              }
                            : rowLink
                        }
                      >
                        {item.name}
                      </Link>
                    </li>
                  </React.Fragment>
                );
              }
              const isOpen = Boolean(expanded[item.href]);
              const listId = `side-menu-group-${index}`;
              return (
                <li key={item.href}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    data-active={isGroupActive(item, currentPath) || undefined}
                    onClick={() => setExpanded((prev) => ({ ...prev, [item.href]: !isOpen }))}
                    css={rowLink}
                  >
                    {item.name}
                    <span
                      aria-hidden="true"
                      css={[inlineCentred, {
                        width: 28,
                        height: 28,
                        borderRadius: radii.full,
                        background: isOpen ? colors.primary : colors.surfaceMuted,
                        color: isOpen ? colors.onPrimary : colors.text,
                      }]}
                    >
                      <Icon name={isOpen ? "minus" : "plus"} size={16} />
                    </span>
                  </button>
                  <ul
                    id={listId}
                    hidden={!isOpen}
                    css={{
                      listStyle: "none",
                      marginBlock: `0 ${space(2)}`,
                      marginInline: `${space(3)} 0`,
                      paddingInline: `${space(2)} 0`,
                      paddingBlock: 0,
                      borderInlineStart: `2px solid ${colors.border}`,
                    }}
                  >
                    {item.subItems.map((sub) => (
                      <li key={sub.href}>
                        <Link
                          to={sub.href}
                          aria-current={isActivePath(sub.href, currentPath) ? "page" : undefined}
                          onClick={onClose}
                          css={subItemLink}
                        >
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
