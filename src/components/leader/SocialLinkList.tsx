import React from "react";
import { colors, radii, space } from "../../theme";
import Icon, { isIconName } from "../ui/Icon";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";
import { bareList } from "../../theme/bareList";

type SocialLinkData = NonNullable<Queries.LeaderPageQuery["leader"]>["socialLinks"][number];

const platformName = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** External profiles, each opening in a new tab without giving it access to this page. */
export default function SocialLinkList({ links }: { links: ReadonlyArray<SocialLinkData> }) {
  const t = useT();
  return (
    <ul css={[bareList, { display: "flex", flexWrap: "wrap", gap: space(3) }]}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            css={{
              display: "inline-flex",
              alignItems: "center",
              gap: space(2),
              minHeight: "44px",
              padding: `${space(2)} ${space(4)}`,
              borderRadius: radii.full,
              border: `1px solid ${colors.border}`,
              color: colors.text,
              fontWeight: 600,
              textDecoration: "none",
              "&:hover": { borderColor: colors.primary, color: colors.primaryText },
            }}
          >
            <Icon name={isIconName(link.platform) ? link.platform : "globe"} />
            {link.label ?? platformName(link.platform)}
            <span css={visuallyHidden}> {t("leaders.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
