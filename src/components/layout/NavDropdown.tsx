import { Link } from "gatsby";
import React, { useCallback, useEffect, useRef, useState } from "react";
import Icon from "../ui/Icon";
import { subItemLink, topLevelItem } from "./navStyles";
import { isActivePath, isGroupActive } from "../../hooks/useCurrentPath";
import type { NavItemData } from "../../hooks/useNavigation";
import { colors, radii, shadows, space, zIndex } from "../../theme";

type NavDropdownProps = { item: NavItemData; currentPath: string };

/** Grace period so the panel survives the pointer crossing a small gap. */
const HOVER_CLOSE_MS = 150;

/**
 * A group heading of the desktop bar: a disclosure button (never a link: groups have no page)
 * and a panel of links. Opens on mouse hover, on keyboard focus, with Enter/Space (toggle) and
 * ArrowDown/ArrowUp (to the first/last link); arrows move between links; Escape closes and
 * returns focus to the button; focus or a click leaving the group closes it.
 */
export default function NavDropdown({ item, currentPath }: NavDropdownProps) {
  const subItems = item.subItems ?? [];
  const [open, setOpen] = useState(false);
  const panelId = `nav-panel-${item.href.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const pointerFocus = useRef(false);
  const returningFocus = useRef(false);
  const openedByHover = useRef(false);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const active = isGroupActive(item, currentPath);

  /** Keyboard users keep the panel while the mouse wanders; a mouse click's focus does not. */
  const keyboardFocusInside = () => {
    const focused = document.activeElement;
    if (!focused || !rootRef.current?.contains(focused)) return false;
    try {
      return focused.matches(":focus-visible");
    } catch {
      return true;
    }
  };

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const close = useCallback(({ returnFocus = false } = {}) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) {
      returningFocus.current = true;
      buttonRef.current?.focus();
    }
  }, []);

  // A new page closes the panel.
  useEffect(() => close(), [currentPath, close]);

  // Move focus into the panel once it is rendered (ArrowDown/ArrowUp on the button).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = links();
    (focusOnOpen.current === "first" ? all[0] : all[all.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openWith = (focus: "first" | "last" | null) => {
    clearTimeout(closeTimer.current);
    focusOnOpen.current = focus;
    if (open && focus) {
      const all = links();
      (focus === "first" ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    setOpen(true);
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith(event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const onListKeyDown = (event: React.KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (i: number) => {
      event.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close({ returnFocus: true });
    }
  };

  return (
    <li
      ref={rootRef}
      css={{ position: "relative", height: "100%", display: "flex" }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => {
          if (!keyboardFocusInside()) close();
        }, HOVER_CLOSE_MS);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        css={topLevelItem}
        onPointerDown={() => {
          pointerFocus.current = true;
        }}
        onFocus={() => {
          // Keyboard focus opens the panel; a click's focus and our own focus return do not.
          if (!pointerFocus.current && !returningFocus.current) openWith(null);
          pointerFocus.current = false;
          returningFocus.current = false;
        }}
        onClick={() => {
          if (openedByHover.current) {
            // The mouse opened it a moment ago: the click confirms rather than closes.
            openedByHover.current = false;
            return;
          }
          if (open) close();
          else openWith(null);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <Icon
          name="chevronDown"
          size={16}
          css={{ transition: "transform .18s ease", transform: open ? "rotate(180deg)" : "none" }}
        />
      </button>
      {/* Arrow keys, Home/End and Escape for the links inside, delegated to their list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={panelId}
        ref={listRef}
        hidden={!open}
        aria-label={item.name}
        onKeyDown={onListKeyDown}
        css={{
          position: "absolute",
          top: "100%",
          left: 0,
          zIndex: zIndex.popover,
          minWidth: "260px",
          margin: 0,
          padding: space(2),
          listStyle: "none",
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderTop: `3px solid ${colors.primary}`,
          borderRadius: `0 0 ${radii.md} ${radii.md}`,
          boxShadow: shadows.raised,
          "&:not([hidden])": { display: subItems.length > 6 ? "grid" : "block" },
          gridTemplateColumns: "repeat(2, minmax(200px, 1fr))",
          columnGap: space(1),
        }}
      >
        {subItems.map((sub) => {
          const current = isActivePath(sub.href, currentPath);
          return (
            <li key={sub.href}>
              <Link
                to={sub.href}
                aria-current={current ? "page" : undefined}
                css={subItemLink}
                onClick={() => close()}
              >
                {sub.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
