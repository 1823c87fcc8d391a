import { Link } from "gatsby";
import React from "react";
import NavDropdown from "./NavDropdown";
import { ctaItem, topLevelItem } from "./navStyles";
import { isActivePath } from "../../hooks/useCurrentPath";
import type { NavItemData } from "../../hooks/useNavigation";

type DesktopNavProps = { items: ReadonlyArray<NavItemData>; currentPath: string };

/** The header's navigation bar (the header shows it from the xl breakpoint up); the last entry is the call to action. */
export default function DesktopNav({ items, currentPath }: DesktopNavProps) {
  return (
    <nav aria-label="Main" css={{ height: "100%" }}>
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
