import React, { useEffect, useRef } from "react";
import HydrateOnUse from "../ui/HydrateOnUse";
import StaticContent from "../ui/StaticContent";
import MenuButton, { preloadPanel } from "./MenuButton";
import NoScriptMenu, { DESKTOP_WITHOUT_SCRIPTS } from "./NoScriptMenu";
import type { NavItemData } from "../../hooks/useNavigation";
import { media } from "../../theme";

type MobileMenuProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

/**
 * Below the xl breakpoint: a menu button that opens the navigation as a modal side panel from the
 * right in every edition (MenuButton). The button hydrates on first use (HydrateOnUse); the panel's
 * code is fetched here when the browser is idle, so that the first tap opens it at once.
 * A browser that runs no scripts gets the navigation as a disclosure instead (NoScriptMenu).
 */
export default function MobileMenu({ items, currentPath }: MobileMenuProps) {
  const placeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Only where the button is shown (display: none from xl leaves it without a layout box).
    if (!placeRef.current?.getClientRects().length) return undefined;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(preloadPanel, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preloadPanel, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    // Without scripts the disclosure below stays at every width: the desktop bar's groups need scripts.
    <div ref={placeRef} css={{ [media.xl]: { display: "none" }, [DESKTOP_WITHOUT_SCRIPTS]: { display: "block" } }}>
      <HydrateOnUse>
        <MenuButton items={items} currentPath={currentPath} />
      </HydrateOnUse>
      <StaticContent>
        <NoScriptMenu items={items} />
      </StaticContent>
    </div>
  );
}
