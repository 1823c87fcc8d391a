import React from "react";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { HEADER_WIDTH } from "./navStyles";
import { phoneText, telHref } from "./telHref";
import SocialLinks from "./SocialLinks";
import { useSiteInfo } from "../../hooks/useSiteInfo";
import { colors, media, space } from "../../theme";

const contactLink = {
  display: "inline-flex",
  alignItems: "center",
  gap: space(1.25),
  minHeight: "32px",
  color: "inherit",
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
} as const;

/** Thin black strip above the header: mail, phone and social links (black in both themes). */
export default function TopBar() {
  const { email, phone, socialLinks } = useSiteInfo();
  return (
    <div
      css={{
        background: colors.topBarBg,
        color: colors.onHero,
        fontSize: "0.75rem",
        [media.sm]: { fontSize: "0.8125rem" },
      }}
    >
      <Container
        css={{
          maxWidth: HEADER_WIDTH,
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: space(2),
        }}
      >
        <ul
          aria-label="Contact"
          css={{
            display: "flex",
            columnGap: space(2.5),
            whiteSpace: "nowrap",
            "@media (max-width: 359px)": { flexDirection: "column" },
            listStyle: "none",
            margin: 0,
            padding: 0,
            [media.sm]: { columnGap: space(5) },
          }}
        >
          <li>
            <a href={`mailto:${email}`} css={contactLink}>
              <Icon name="mail" size={15} />
              {email}
            </a>
          </li>
          <li>
            <a href={telHref(phone)} css={contactLink}>
              <Icon name="phone" size={15} />
              {phoneText(phone)}
            </a>
          </li>
        </ul>
        <SocialLinks
          links={socialLinks}
          label="Social media"
          size="sm"
          css={{ [media.sm]: { gap: space(1) } }}
        />
      </Container>
    </div>
  );
}
