import Link from "../ui/LocalizedLink";
import { css } from "@emotion/react";
import React, { useEffect, useRef } from "react";
import Icon from "../ui/Icon";
import { WITHOUT_SCRIPTS } from "./NoScriptMenu";
import { subItemLink, topLevelItem } from "./navStyles";
import { isActivePath, isGroupActive, useRouterPath } from "../../hooks/useCurrentPath";
import { useHoverDisclosure } from "../../hooks/useHoverDisclosure";
import type { NavItemData } from "../../hooks/useNavigation";
import { colors, radii, shadows, space, zIndex } from "../../theme";

type NavDropdownProps = { item: NavItemData; currentPath: string };

/** Grace period so the panel survives the pointer crossing a small gap. */
const HOVER_CLOSE_MS = 150;

// Without scripts its button could open nothing: the header's no-script menu lists the group's pages instead.
const itemStyle = css({ position: "relative", height: "100%", display: "flex", [WITHOUT_SCRIPTS]: { display: "none" } });
const chevron = css({ transition: "transform .18s ease" });
const chevronOpen = css({ transform: "rotate(180deg)" });
const panel = css({
  position: "absolute",
  top: "100%",
  insetInlineStart: 0,
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
  display: "block",
});
/** Long groups (more than six links) show two columns. */
const twoColumnPanel = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(200px, 1fr))",
  columnGap: space(1),
});

const linksIn = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
const focusEndOf = (list: HTMLUListElement | null, end: "first" | "last") => {
  const all = linksIn(list);
  (end === "first" ? all[0] : all[all.length - 1])?.focus();
};

/**
 * A group heading of the desktop bar: a disclosure button (never a link: groups have no page)
 * and a panel of links, rendered only while open: closed panels are most of the bar's elements,
 * and in the page's HTML they cost every visitor parsing, styling and hydration for links that
 * scripts-off visitors could never open anyway. Opens on mouse hover, on keyboard focus, with Enter/Space (toggle) and
 * ArrowDown/ArrowUp (to the first/last link); arrows move between links; Escape closes and
 * returns focus to the button; focus or a click leaving the group closes it.
 */
export default function NavDropdown({ item, currentPath }: NavDropdownProps) {
  const subItems = item.subItems ?? [];
  const panelId = `nav-panel-${item.href.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;
  const { open, show, hide, toggle, rootProps, triggerProps, hoverProps } = useHoverDisclosure<
    HTMLButtonElement,
    HTMLLIElement
  >({ closeDelayMs: HOVER_CLOSE_MS, keepWhileKeyboardFocused: true });
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const active = isGroupActive(item, currentPath);

  const links = () => linksIn(listRef.current);
  const focusEnd = (end: "first" | "last") => focusEndOf(listRef.current, end);

  // A new page closes the panel.
  const pathname = useRouterPath();
  useEffect(() => hide(), [pathname, hide]);

  // Move focus into the panel once it is rendered (ArrowDown/ArrowUp on the button).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusEndOf(listRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const end = event.key === "ArrowDown" ? "first" : "last";
    if (open) focusEnd(end);
    else {
      focusOnOpen.current = end;
      show();
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
  };

  return (
    // Escape and focus leaving the group, delegated to its item (useHoverDisclosure).
    <li css={itemStyle} {...rootProps} {...hoverProps}>
      <button
        type="button"
        // Only while the panel exists: an IDREF must name an element of the document.
        aria-controls={open ? panelId : undefined}
        data-active={active || undefined}
        css={topLevelItem}
        {...triggerProps}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <Icon name="chevronDown" size={16} css={[chevron, open && chevronOpen]} />
      </button>
      {/* Arrow keys, Home and End for the links inside, delegated to their list. */}
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <ul
          id={panelId}
          ref={listRef}
          aria-label={item.name}
          onKeyDown={onListKeyDown}
          css={[panel, subItems.length > 6 && twoColumnPanel]}
        >
          {subItems.map((sub) => {
            const current = isActivePath(sub.href, currentPath);
            return (
              <li key={sub.href}>
                <Link
                  to={sub.href}
                  aria-current={current ? "page" : undefined}
                  css={subItemLink}
                  onClick={() => hide()}
                >
                  {sub.name}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
