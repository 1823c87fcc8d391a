import React, { useEffect, useRef, useState } from "react";
import Icon, { isIconName } from "../ui/Icon";
import type { SiteInfo } from "../../hooks/useSiteInfo";
import { colors, radii, shadows, space, zIndex } from "../../theme";

/** SPEC section 9: hover card delays. */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

const platformName = (platform: string) =>
  platform === "github" ? "GitHub" : platform.charAt(0).toUpperCase() + platform.slice(1);

type DeveloperCreditProps = { developer: SiteInfo["developer"] };

/**
 * "Website by …" with a hover card of the developer's links. The pointer opens it after 700 ms
 * and it closes 300 ms after the pointer leaves (trigger or card). Keyboard focus opens it at
 * once; Tab reaches its links; Escape or focus leaving closes it.
 */
export default function DeveloperCredit({ developer }: DeveloperCreditProps) {
  const [open, setOpen] = useState(false);
  const cardId = "developer-credit-card";
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pointerFocus = useRef(false);
  const returningFocus = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    if (next === open) return;
    timer.current = setTimeout(
      () => setOpen(next),
      next ? HOVER_OPEN_DELAY_MS : HOVER_CLOSE_DELAY_MS,
    );
  };

  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType === "mouse") schedule(next);
  };

  return (
    // Focus-leave and Escape handling for the trigger and the card's links, delegated to their wrapper.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      css={{ position: "relative", display: "inline-block" }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          clearTimeout(timer.current);
          setOpen(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          clearTimeout(timer.current);
          setOpen(false);
          if (document.activeElement !== triggerRef.current) {
            returningFocus.current = true;
            triggerRef.current?.focus();
          }
        }
      }}
    >
      Website by{" "}
      <a
        ref={triggerRef}
        href={developer.url}
        aria-expanded={open}
        aria-controls={cardId}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        onPointerDown={() => {
          pointerFocus.current = true;
        }}
        onFocus={() => {
          if (!pointerFocus.current && !returningFocus.current) {
            clearTimeout(timer.current);
            setOpen(true);
          }
          pointerFocus.current = false;
          returningFocus.current = false;
        }}
        css={{
          color: colors.onHero,
          fontWeight: 600,
          textDecoration: "underline",
          textUnderlineOffset: "3px",
        }}
      >
        {developer.name}
      </a>
      <span
        id={cardId}
        role="group"
        aria-label={`${developer.name}: links`}
        hidden={!open}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        css={{
          position: "absolute",
          right: 0,
          bottom: "calc(100% + 10px)",
          zIndex: zIndex.popover,
          width: "280px",
          padding: space(4),
          borderRadius: radii.lg,
          background: colors.surface,
          color: colors.text,
          border: `1px solid ${colors.border}`,
          boxShadow: shadows.raised,
          textAlign: "left",
          "&:not([hidden])": { display: "block" },
        }}
      >
        <strong css={{ display: "block", fontSize: "1rem" }}>{developer.name}</strong>
        {developer.bio && (
          <span
            css={{
              display: "block",
              marginTop: space(1),
              color: colors.textMuted,
              fontSize: "0.875rem",
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
                fontSize: "0.8125rem",
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
    </span>
  );
}
