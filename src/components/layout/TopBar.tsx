import React from "react";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { HEADER_WIDTH } from "./navStyles";
import { phoneText, telHref } from "../../lib/phoneLink";
import LanguageSwitcher from "./LanguageSwitcher";
import SocialLinks from "./SocialLinks";
import { useT } from "../../i18n/I18nProvider";
import { useSiteInfo } from "../../hooks/useSiteInfo";
import { colors, fontSizes, media, space } from "../../theme";
import { bareList } from "../../theme/bareList";

const contactLink = {
  display: "inline-flex",
  alignItems: "center",
  gap: space(1.25),
  minHeight: "32px",
  color: "inherit",
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
} as const;

/**
 * The language links: the current edition's is underlined; each at least 32 px high for touch, and at
 * least 48 px wide, so that the box and not its letters sets the width. On a slow link Urdu's face
 * arrives after the first paint (font-display: swap), and اردو and پښتو set in it are 30-32 px wide
 * against 37-41 px in a system face: the links beside them moved (a layout shift on every Urdu page).
 */
const switcherLink = {
  ...contactLink,
  justifyContent: "center",
  minInlineSize: "3rem",
  paddingInline: space(1.5),
  fontWeight: 600,
  "&[aria-current='true']": { textDecoration: "underline", textUnderlineOffset: "4px" },
} as const;

/** Thin black strip above the header: mail, phone, the language switcher and social links (black in both themes). */
export default function TopBar() {
  const { email, phone, socialLinks } = useSiteInfo();
  const t = useT();
  return (
    <div
      css={{
        background: colors.topBarBg,
        color: colors.onHero,
        fontSize: fontSizes.xs,
        [media.sm]: { fontSize: fontSizes.sm },
      }}
    >
      <Container
        css={{
          maxWidth: HEADER_WIDTH,
          display: "flex",
          // On small phones the language and social links take a second line rather than widen the page.
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          columnGap: space(2),
        }}
      >
        <ul
          aria-label={t("layout.contactList")}
          css={[bareList, {
            display: "flex",
            columnGap: space(2.5),
            whiteSpace: "nowrap",
            "@media (max-width: 359px)": { flexDirection: "column" },
            [media.sm]: { columnGap: space(5) },
          }]}
        >
          <li>
            <a href={`mailto:${email}`} css={contactLink}>
              <Icon name="mail" size={15} />
              <bdi>{email}</bdi>
            </a>
          </li>
          <li>
            <a href={telHref(phone)} css={contactLink}>
              <Icon name="phone" size={15} />
              <bdi>{phoneText(phone)}</bdi>
            </a>
          </li>
        </ul>
        <div
          css={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            justifyContent: "flex-end",
            marginInlineStart: "auto",
            columnGap: space(2),
            [media.sm]: { columnGap: space(4) },
          }}
        >
          <LanguageSwitcher linkCss={switcherLink} />
          <SocialLinks
            links={socialLinks}
            label={t("layout.socialMedia")}
            size="sm"
            css={{ [media.sm]: { gap: space(1) } }}
          />
        </div>
      </Container>
    </div>
  );
}
