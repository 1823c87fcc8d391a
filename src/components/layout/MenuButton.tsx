import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";
import Icon from "../ui/Icon";
import MenuUnavailable from "./MenuUnavailable";
import { WITHOUT_SCRIPTS } from "./NoScriptMenu";
import { iconButton } from "./navStyles";
import type { NavItemData } from "../../hooks/useNavigation";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";
import { useRouterPath } from "../../hooks/useCurrentPath";

type MenuButtonProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

// The panel is code for the few visitors who open the menu, so it is not in any page's first load.
// It is fetched when the visitor shows intent (touch, hover, focus on the button), the same events
// that hydrate the button, so it is on its way before the tap ends.
const loadPanel = () => import("./SideMenuPanel");
const SideMenuPanel = lazy(loadPanel);

function preloadPanel() {
  loadPanel().catch(() => {
    // A failed prefetch is retried by React.lazy when the menu is opened.
  });
}

/**
 * The menu button and the modal side panel it opens (SideMenuPanel). A new page closes it, and focus
 * goes back to the button.
 */
export default function MenuButton({ items, currentPath }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterPath();
  const pathAtOpen = useRef(pathname);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const openMenu = () => {
    pathAtOpen.current = pathname;
    setOpen(true);
  };

  useEffect(() => {
    if (open && pathname !== pathAtOpen.current) close();
  }, [pathname, open, close]);

  return (
    <>
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
      {open && (
        <ChunkErrorBoundary fallback={<MenuUnavailable items={items} onClose={close} />}>
          <Suspense fallback={null}>
            <SideMenuPanel items={items} currentPath={currentPath} onClose={close} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
