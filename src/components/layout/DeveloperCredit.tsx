import React from "react";
import Icon, { isIconName } from "../ui/Icon";
import { useHoverDisclosure } from "../../hooks/useHoverDisclosure";
import type { SiteInfo } from "../../hooks/useSiteInfo";
import { colors, fontSizes, radii, shadows, space, zIndex } from "../../theme";
import { useT, useTParts } from "../../i18n/I18nProvider";

/** The hover card opens 700 ms after the pointer arrives and closes 300 ms after it leaves. */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

const platformName = (platform: string) =>
  platform === "github" ? "GitHub" : platform.charAt(0).toUpperCase() + platform.slice(1);

type DeveloperCreditProps = { developer: SiteInfo["developer"] };

/**
 * "Website by …" with a hover card of the developer's links. The pointer opens it after 700 ms
 * and it closes 300 ms after the pointer leaves (trigger or card). Keyboard focus opens it at
 * once; Tab reaches its links; Escape or focus leaving closes it. The card is rendered only while
 * open: closed, it would be HTML every page parses and hydrates for a card few visitors open.
 */
export default function DeveloperCredit({ developer }: DeveloperCreditProps) {
  const cardId = "developer-credit-card";
  const t = useT();
  const tParts = useTParts();
  const { open, rootProps, triggerProps, hoverProps } = useHoverDisclosure<
    HTMLAnchorElement,
    HTMLSpanElement
  >({
    openDelayMs: HOVER_OPEN_DELAY_MS,
    closeDelayMs: HOVER_CLOSE_DELAY_MS,
  });

  return (
    // Focus-leave and Escape handling for the trigger and the card's links, delegated to their wrapper.
    <span css={{ position: "relative", display: "inline-block" }} {...rootProps}>
      {tParts("layout.websiteBy", {
        name: (
          <a
            href={developer.url}
            // Only while the card exists: an IDREF must name an element of the document.
            aria-controls={open ? cardId : undefined}
            {...triggerProps}
            {...hoverProps}
            css={{
              color: colors.onHero,
              fontWeight: 600,
              textDecoration: "underline",
              textUnderlineOffset: "3px",
            }}
          >
            {developer.name}
          </a>
        ),
      })}
      {open && (
        <span
          id={cardId}
          role="group"
          aria-label={t("layout.developerLinks", { name: developer.name })}
          {...hoverProps}
          css={{
            position: "absolute",
            insetInlineEnd: 0,
            bottom: "calc(100% + 10px)",
            zIndex: zIndex.popover,
            width: "280px",
            padding: space(4),
            borderRadius: radii.lg,
            background: colors.surface,
            color: colors.text,
            border: `1px solid ${colors.border}`,
            boxShadow: shadows.raised,
            textAlign: "start",
            display: "block",
          }}
        >
          <strong css={{ display: "block", fontSize: fontSizes.base }}>{developer.name}</strong>
          {developer.bio && (
            <span
              css={{
                display: "block",
                marginTop: space(1),
                color: colors.textMuted,
                fontSize: fontSizes.sm,
                lineHeight: 1.5,
              }}
            >
              {developer.bio}
            </span>
          )}
          <span css={{ display: "flex", flexWrap: "wrap", gap: space(2), marginTop: space(3) }}>
            {developer.socialLinks.map((link) => (
              <a
                key={link.url}
                href={link.url}
                aria-label={link.label ?? undefined}
                css={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: space(1.5),
                  minHeight: "36px",
                  padding: `0 ${space(3)}`,
                  borderRadius: radii.full,
                  border: `1px solid ${colors.border}`,
                  color: colors.text,
                  fontSize: fontSizes.sm,
                  fontWeight: 600,
                  textDecoration: "none",
                  "&:hover": { background: colors.surfaceMuted },
                }}
              >
                <Icon name={isIconName(link.platform) ? link.platform : "globe"} size={16} />
                {platformName(link.platform)}
              </a>
            ))}
          </span>
        </span>
      )}
    </span>
  );
}
