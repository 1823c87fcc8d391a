import { keyframes } from "@emotion/react";
import { Link } from "gatsby";
import React, { useCallback, useEffect, useRef, useState } from "react";
import Icon from "../ui/Icon";
import { subItemLink } from "./navStyles";
import { visuallyHidden } from "./visuallyHidden";
import { isActivePath, isGroupActive } from "../../hooks/useCurrentPath";
import type { NavItemData } from "../../hooks/useNavigation";
import { colors, media, radii, space, zIndex } from "../../theme";

type MobileMenuProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const iconButton = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: "transparent",
  color: colors.text,
  cursor: "pointer",
} as const;

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
  fontSize: "1.0625rem",
  fontWeight: 600,
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: colors.surfaceMuted },
  "&[aria-current='page'], &[data-active='true']": { color: colors.primaryText },
  "&[aria-current='page']": { background: colors.primarySoft },
} as const;

/**
 * Below the xl breakpoint: a menu button that opens the navigation as a modal side panel from
 * the right. Focus moves into the panel and stays there; Escape, the overlay, the close button
 * or a new page close it, and focus goes back to the menu button.
 */
export default function MobileMenu({ items, currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const titleId = "side-menu-title";
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathAtOpen = useRef(currentPath);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const openMenu = () => {
    // The group holding the current page starts expanded.
    setExpanded(
      Object.fromEntries(
        items.filter((i) => isGroupActive(i, currentPath)).map((i) => [i.href, true]),
      ),
    );
    pathAtOpen.current = currentPath;
    setOpen(true);
  };

  useEffect(() => {
    if (open && currentPath !== pathAtOpen.current) close();
  }, [currentPath, open, close]);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div css={{ [media.xl]: { display: "none" } }}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        css={iconButton}
      >
        <Icon name="menu" size={22} />
        <span css={visuallyHidden}>Open menu</span>
      </button>
      {open && (
        <>
          <div
            aria-hidden="true"
            data-testid="menu-overlay"
            onClick={close}
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
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onPanelKeyDown}
            css={{
              position: "fixed",
              top: 0,
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
                padding: `${space(4)} ${space(4)} ${space(4)} ${space(6)}`,
                borderBottom: `3px solid ${colors.primary}`,
              }}
            >
              <h2 id={titleId} css={{ margin: 0, fontSize: "1.25rem", fontWeight: 800 }}>
                Menu
              </h2>
              <button ref={closeRef} type="button" onClick={close} css={iconButton}>
                <Icon name="close" size={22} title="Close menu" />
              </button>
            </div>
            <nav
              aria-label="Main"
              css={{ flex: 1, overflowY: "auto", padding: `${space(3)} ${space(3)} ${space(8)}` }}
            >
              <ul css={{ listStyle: "none", margin: 0, padding: 0 }}>
                {items.map((item, index) => {
                  const isLast = index === items.length - 1;
                  if (!item.subItems?.length) {
                    return (
                      <li key={item.href} css={isLast ? { marginTop: space(4) } : undefined}>
                        <Link
                          to={item.href}
                          aria-current={isActivePath(item.href, currentPath) ? "page" : undefined}
                          onClick={close}
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
                          css={{
                            display: "inline-flex",
                            alignItems: "center",
                            justifyContent: "center",
                            width: 28,
                            height: 28,
                            borderRadius: radii.full,
                            background: isOpen ? colors.primary : colors.surfaceMuted,
                            color: isOpen ? colors.onPrimary : colors.text,
                          }}
                        >
                          <Icon name={isOpen ? "minus" : "plus"} size={16} />
                        </span>
                      </button>
                      <ul
                        id={listId}
                        hidden={!isOpen}
                        css={{
                          listStyle: "none",
                          margin: `0 0 ${space(2)} ${space(3)}`,
                          padding: `0 0 0 ${space(2)}`,
                          borderLeft: `2px solid ${colors.border}`,
                        }}
                      >
                        {item.subItems.map((sub) => (
                          <li key={sub.href}>
                            <Link
                              to={sub.href}
                              aria-current={
                                isActivePath(sub.href, currentPath) ? "page" : undefined
                              }
                              onClick={close}
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
      )}
    </div>
  );
}
