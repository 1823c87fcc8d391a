import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import Icon, { type IconName } from "../ui/Icon";
import { useT } from "../../i18n";
import { bareList } from "../../theme/bareList";
import { inlineCentred } from "../../theme/inlineCentred";

type ContactCardsProps = { address: string; phones: readonly string[]; email: string };

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const card = {
  display: "flex",
  gap: space(4),
  alignItems: "flex-start",
  padding: space(5),
} as const;

const linkStyle = {
  display: "inline-block",
  paddingBlock: space(1),
  fontWeight: 600,
  textDecoration: "none",
  overflowWrap: "anywhere",
  "&:hover": { textDecoration: "underline" },
} as const;

function Card({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li css={[cardStyle, card]}>
      <span
        aria-hidden="true"
        css={[inlineCentred, {
          width: "3rem",
          height: "3rem",
          flexShrink: 0,
          borderRadius: radii.md,
          background: colors.primarySoft,
          color: colors.primaryText,
        }]}
      >
        <Icon name={icon} size={24} />
      </span>
      <div css={{ minWidth: 0 }}>
        <h2 css={{ fontSize: fontSizes.base, margin: `0 0 ${space(1)}` }}>{title}</h2>
        {children}
      </div>
    </li>
  );
}

/** Office address, both phone numbers and the email address, each one tap away on a phone. */
export default function ContactCards({ address, phones, email }: ContactCardsProps) {
  const t = useT();
  return (
    <ul
      css={[bareList, {
        display: "grid",
        gap: space(4),
        [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      }]}
    >
      <Card icon="mapPin" title={t("contact.officeAddress")}>
        <address css={{ fontStyle: "normal", color: colors.textMuted }}>{address}</address>
      </Card>
      <Card icon="phone" title={t("contact.phone")}>
        <ul css={bareList}>
          {phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} css={linkStyle}>
                <bdi>{phone.replace(/ /g, "\u00a0")}</bdi>
              </a>
            </li>
          ))}
        </ul>
      </Card>
      <Card icon="mail" title={t("contact.email")}>
        <a href={`mailto:${email}`} css={linkStyle}>
          <bdi>{email}</bdi>
        </a>
      </Card>
    </ul>
  );
}
