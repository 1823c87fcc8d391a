import Link from "../ui/LocalizedLink";
import React from "react";
import NavDropdown from "./NavDropdown";
import { ctaItem, topLevelItem } from "./navStyles";
import { isActivePath } from "../../hooks/useCurrentPath";
import type { NavItemData } from "../../hooks/useNavigation";
import { useT } from "../../i18n/I18nProvider";

type DesktopNavProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

/** The header's navigation bar (the header shows it from the xl breakpoint up); the last entry is the call to action. */
export default function DesktopNav({ items, currentPath }: DesktopNavProps) {
  const t = useT();
  return (
    <nav aria-label={t("layout.mainNav")} css={{ height: "100%" }}>
      <ul
        css={{
          display: "flex",
          alignItems: "center",
          height: "100%",
          margin: 0,
          padding: 0,
          listStyle: "none",
        }}
      >
        {items.map((item, index) => {
          if (item.subItems?.length)
            return <NavDropdown key={item.href} item={item} currentPath={currentPath} />;
          const isCta = index === items.length - 1;
          return (
            <li key={item.href} css={{ height: "100%", display: "flex", alignItems: "center" }}>
              <Link
                to={item.href}
                aria-current={isActivePath(item.href, currentPath) ? "page" : undefined}
                css={isCta ? ctaItem : topLevelItem}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
