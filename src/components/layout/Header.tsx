import React from "react";
import Container from "../ui/Container";
import DesktopNav from "./DesktopNav";
import Logo from "./Logo";
import MobileMenu from "./MobileMenu";
import ThemeToggle from "./ThemeToggle";
import HydrateOnUse from "../ui/HydrateOnUse";
import StaticContent from "../ui/StaticContent";
import { HEADER_WIDTH } from "./navStyles";
import { useCurrentPath } from "../../hooks/useCurrentPath";
import { useNavigation } from "../../hooks/useNavigation";
import { useSiteInfo } from "../../hooks/useSiteInfo";
import { localizePath, stripLangPrefix } from "../../../contract/i18n/locales";
import { useLang, useT } from "../../i18n/I18nProvider";
import Icon from "../ui/Icon";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { iconButton } from "./navStyles";
import { colors, media, space, zIndex } from "../../theme";

/**
 * Sticky site header: logo, navigation (bar from xl, side menu below), the search page's link, theme toggle.
 * The logo and the search link are plain links that never change in the browser: React keeps their HTML.
 * The menu bar, the theme toggle and the menu button keep theirs until first used (HydrateOnUse).
 */
export default function Header() {
  const { name, shortName } = useSiteInfo();
  const { items } = useNavigation();
  const currentPath = useCurrentPath();
  // The menus hold English paths (LocalizedLink adds the edition): compare without the prefix.
  const navPath = stripLangPrefix(currentPath);
  const t = useT();
  const lang = useLang();
  return (
    <header
      data-current-path={currentPath}
      css={{
        position: "sticky",
        top: 0,
        zIndex: zIndex.header,
        background: colors.surface,
        borderBottom: `1px solid ${colors.border}`,
        boxShadow: "0 2px 12px rgba(0,0,0,.06)",
      }}
    >
      <Container
        css={{
          maxWidth: HEADER_WIDTH,
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: space(3),
          height: "68px",
          [media.xl]: { height: "76px" },
        }}
      >
        <StaticContent>
          <Logo name={name} shortName={shortName} />
        </StaticContent>
        <div css={{ display: "flex", alignItems: "center", gap: space(2), height: "100%" }}>
          <div css={{ display: "none", height: "100%", [media.xl]: { display: "block" } }}>
            <HydrateOnUse>
              <DesktopNav items={items} currentPath={navPath} />
            </HydrateOnUse>
          </div>
          {/* A plain link: the search page works before and without scripts, and it adds none here. */}
          <StaticContent>
            <a href={localizePath("/search", lang)} css={[iconButton, { [media.xl]: { marginInlineStart: space(2) } }]}>
              <Icon name="search" />
              <span css={visuallyHidden}>{t("search.open")}</span>
            </a>
          </StaticContent>
          <HydrateOnUse>
            <ThemeToggle />
          </HydrateOnUse>
          <MobileMenu items={items} currentPath={navPath} />
        </div>
      </Container>
    </header>
  );
}
