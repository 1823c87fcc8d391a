import React from "react";
import HydrateOnUse from "../ui/HydrateOnUse";
import StaticContent from "../ui/StaticContent";
import MenuButton from "./MenuButton";
import NoScriptMenu, { DESKTOP_WITHOUT_SCRIPTS } from "./NoScriptMenu";
import type { NavItemData } from "../../hooks/useNavigation";
import { media } from "../../theme";

type MobileMenuProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

/**
 * Below the xl breakpoint: a menu button that opens the navigation as a modal side panel from the
 * right in every edition (MenuButton). The button hydrates on first use (HydrateOnUse), and the touch,
 * hover or focus that hydrates it also fetches the panel's code.
 * A browser that runs no scripts gets the navigation as a disclosure instead (NoScriptMenu).
 */
export default function MobileMenu({ items, currentPath }: MobileMenuProps) {
  return (
    // Without scripts the disclosure below stays at every width: the desktop bar's groups need scripts.
    <div css={{ [media.xl]: { display: "none" }, [DESKTOP_WITHOUT_SCRIPTS]: { display: "block" } }}>
      <HydrateOnUse>
        <MenuButton items={items} currentPath={currentPath} />
      </HydrateOnUse>
      <StaticContent>
        <NoScriptMenu items={items} />
      </StaticContent>
    </div>
  );
}
