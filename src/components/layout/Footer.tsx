import Link from "../ui/LocalizedLink";
import React from "react";
import Container from "../ui/Container";
import StaticContent from "../ui/StaticContent";
import Icon from "../ui/Icon";
import DeveloperCredit from "./DeveloperCredit";
import HydrateOnUse from "../ui/HydrateOnUse";
import Logo from "./Logo";
import SocialLinks from "./SocialLinks";
import { HEADER_WIDTH } from "./navStyles";
import { phoneText, telHref } from "../../lib/phoneLink";
import { useNavigation } from "../../hooks/useNavigation";
import { useSiteInfo } from "../../hooks/useSiteInfo";
import { useT } from "../../i18n/I18nProvider";
import { colors, fontSizes, media, space } from "../../theme";
import { useFormatNumber } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";

// The footer is dark in both themes; its text colours are its own tokens (AA on both backgrounds).
const INK = colors.onHero;
const INK_MUTED = colors.footerText;
const RULE = colors.footerRule;

const heading = {
  margin: `0 0 ${space(4)}`,
  fontSize: fontSizes.sm,
  fontWeight: 800,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: INK,
  "&::after": {
    content: '""',
    display: "block",
    width: "32px",
    height: "3px",
    marginTop: space(2),
    background: colors.footerAccent,
  },
} as const;

const footerLink = {
  color: INK_MUTED,
  textDecoration: "none",
  "&:hover": { color: INK, textDecoration: "underline" },
} as const;

const list = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space(2.5),
} as const;

/** Site footer: identity, quick links, contact, social links, copyright, privacy, credit. */
export default function Footer() {
  const site = useSiteInfo();
  const { quickLinks } = useNavigation();
  const year = new Date().getFullYear();
  const formatNumber = useFormatNumber();
  const t = useT();

  return (
    <footer
      css={{
        background: colors.footerBg,
        color: INK_MUTED,
        fontSize: fontSizes.base,
      }}
    >
      <div css={{ height: "4px", background: colors.brand }} />
      {/* Identity, links and contact never change in the browser; the bottom bar's credit is interactive. */}
      <StaticContent>
        <Container
          css={{
            maxWidth: HEADER_WIDTH,
            display: "grid",
            gap: space(10),
            paddingBlock: space(14),
            [media.md]: { gridTemplateColumns: "1fr 1fr" },
            [media.lg]: { gridTemplateColumns: "1.6fr 1fr 1.3fr 1fr", gap: space(12) },
          }}
        >
          <div>
            <Logo name={site.name} shortName={site.shortName} tone="inverse" />
            <p css={{ margin: `${space(5)} 0 0`, maxWidth: "34ch", lineHeight: 1.7 }}>
              {site.description}
            </p>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" css={heading}>
              {t("layout.quickLinks")}
            </h2>
            <ul css={list}>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} css={footerLink}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 css={heading}>{t("layout.getInTouch")}</h2>
            <address css={{ fontStyle: "normal" }}>
              <ul css={list}>
                <li css={{ display: "flex", gap: space(3) }}>
                  <Icon
                    name="mapPin"
                    size={18}
                    css={{ flexShrink: 0, marginTop: "3px", color: INK }}
                  />
                  <span>{site.address}</span>
                </li>
                <li css={{ display: "flex", gap: space(3) }}>
                  <Icon
                    name="mail"
                    size={18}
                    css={{ flexShrink: 0, marginTop: "3px", color: INK }}
                  />
                  <a href={`mailto:${site.email}`} css={footerLink}>
                    <bdi>{site.email}</bdi>
                  </a>
                </li>
                <li css={{ display: "flex", gap: space(3) }}>
                  <Icon
                    name="phone"
                    size={18}
                    css={{ flexShrink: 0, marginTop: "3px", color: INK }}
                  />
                  <a href={telHref(site.phone)} css={footerLink}>
                    <bdi>{phoneText(site.phone)}</bdi>
                  </a>
                </li>
              </ul>
            </address>
          </div>

          <div>
            <h2 css={heading}>{t("layout.followUsHeading")}</h2>
            <SocialLinks
              links={site.socialLinks}
              label={t("layout.followUs")}
              css={{ color: INK }}
            />
          </div>
        </Container>
      </StaticContent>

      <div css={{ borderTop: `1px solid ${RULE}` }}>
        <Container
          css={{
            maxWidth: HEADER_WIDTH,
            display: "flex",
            flexDirection: "column",
            gap: space(3),
            paddingBlock: space(6),
            fontSize: fontSizes.sm,
            [media.lg]: {
              flexDirection: "row",
              alignItems: "center",
              justifyContent: "space-between",
            },
          }}
        >
          <p css={{ margin: 0 }}>
            {t("layout.copyright", { year: formatNumber(year), name: site.name })}
          </p>
          <ul
            css={[bareList, {
              display: "flex",
              flexWrap: "wrap",
              gap: `${space(2)} ${space(6)}`,
            }]}
          >
            <li>
              <Link to="/privacy" css={footerLink}>
                {t("layout.privacyNotice")}
              </Link>
            </li>
            <li>
              <a
                href="#top"
                css={{ ...footerLink, display: "inline-flex", alignItems: "center", gap: space(1) }}
              >
                {t("layout.backToTop")}
                <Icon name="chevronDown" size={14} css={{ transform: "rotate(180deg)" }} />
              </a>
            </li>
            <li>
              <HydrateOnUse>
                <DeveloperCredit developer={site.developer} />
              </HydrateOnUse>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
