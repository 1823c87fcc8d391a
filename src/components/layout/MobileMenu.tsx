import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";
import StaticContent from "../ui/StaticContent";
import Icon from "../ui/Icon";
import MenuUnavailable from "./MenuUnavailable";
import NoScriptMenu, { DESKTOP_WITHOUT_SCRIPTS, WITHOUT_SCRIPTS } from "./NoScriptMenu";
import { iconButton } from "./navStyles";
import type { NavItemData } from "../../hooks/useNavigation";
import { media } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";

type MobileMenuProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

// The panel is code for the few visitors who open the menu, so it is not in any page's first load.
// It is fetched when the visitor shows intent (touch, hover, focus on the button), or when the
// browser is idle and the button is on screen, so that opening it is normally instant.
const loadPanel = () => import("./SideMenuPanel");
const SideMenuPanel = lazy(loadPanel);

function preloadPanel() {
  loadPanel().catch(() => {
    // A failed prefetch is retried by React.lazy when the menu is opened.
  });
}

/**
 * Below the xl breakpoint: a menu button that opens the navigation as a modal side panel from the
 * right in every edition (SideMenuPanel). A new page closes it, and focus goes back to the menu button.
 * A browser that runs no scripts gets the navigation as a disclosure instead (NoScriptMenu).
 */
export default function MobileMenu({ items, currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pathAtOpen = useRef(currentPath);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const openMenu = () => {
    pathAtOpen.current = currentPath;
    setOpen(true);
  };

  useEffect(() => {
    if (open && currentPath !== pathAtOpen.current) close();
  }, [currentPath, open, close]);

  useEffect(() => {
    // Only where the button is shown (display: none from xl leaves it without a layout box).
    if (!triggerRef.current?.getClientRects().length) return undefined;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(preloadPanel, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preloadPanel, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    // Without scripts the disclosure below stays at every width: the desktop bar's groups need scripts.
    <div css={{ [media.xl]: { display: "none" }, [DESKTOP_WITHOUT_SCRIPTS]: { display: "block" } }}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        css={{ ...iconButton, [WITHOUT_SCRIPTS]: { display: "none" } }}
      >
        <Icon name="menu" size={22} />
        <span css={visuallyHidden}>{t("layout.openMenu")}</span>
      </button>
      <StaticContent>
        <NoScriptMenu items={items} />
      </StaticContent>
      {open && (
        <ChunkErrorBoundary fallback={<MenuUnavailable items={items} onClose={close} />}>
          <Suspense fallback={null}>
            <SideMenuPanel items={items} currentPath={currentPath} onClose={close} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  );
}
