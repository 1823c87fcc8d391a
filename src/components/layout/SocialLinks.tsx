import React from "react";
import Icon, { isIconName } from "../ui/Icon";
import type { SocialLinkData } from "../../hooks/useSiteInfo";
import { radii } from "../../theme";
import { bareList } from "../../theme/bareList";
import { inlineCentred } from "../../theme/inlineCentred";

type SocialLinksProps = {
  links: ReadonlyArray<Pick<SocialLinkData, "platform" | "url" | "label">>;
  /** Names the list for screen readers, e.g. "Follow us". */
  label: string;
  size?: "sm" | "md";
  className?: string;
};

const platformName = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** A row of icon links; each link is named by its data label (or the platform). */
export default function SocialLinks({ links, label, size = "md", className }: SocialLinksProps) {
  const box = size === "sm" ? 28 : 42;
  return (
    <ul
      aria-label={label}
      className={className}
      css={[bareList, {
        display: "flex",
        gap: size === "sm" ? 0 : "10px",
      }]}
    >
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            aria-label={link.label ?? platformName(link.platform)}
            css={[inlineCentred, {
              width: box,
              height: box,
              borderRadius: size === "sm" ? radii.sm : radii.full,
              color: "inherit",
              border: size === "sm" ? "none" : "1px solid rgba(255,255,255,.28)",
              transition: "background-color .15s ease, border-color .15s ease",
              "&:hover": {
                background: "rgba(255,255,255,.14)",
                borderColor: "rgba(255,255,255,.6)",
              },
            }]}
          >
            <Icon
              name={isIconName(link.platform) ? link.platform : "globe"}
              size={size === "sm" ? 16 : 18}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
