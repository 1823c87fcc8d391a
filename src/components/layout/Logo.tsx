import Link from "../ui/LocalizedLink";
import React from "react";
import LogoMark from "./LogoMark";
import { useT } from "../../i18n/I18nProvider";
import { colors, fontSizes, media, space } from "../../theme";

type LogoProps = {
  name: string;
  shortName: string;
  /** "inverse" for dark grounds (footer), whatever the theme. */
  tone?: "default" | "inverse";
  /** Shown under the name on wide screens. */
  tagline?: string;
  className?: string;
};

/** The chiragh mark and the party name, linking to the home page. */
export default function Logo({ name, shortName, tone = "default", tagline, className }: LogoProps) {
  const inverse = tone === "inverse";
  const t = useT();
  return (
    <Link
      to="/"
      className={className}
      aria-label={t("layout.homeLink", { name })}
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: space(3),
        color: inverse ? colors.onHero : colors.text,
        textDecoration: "none",
        lineHeight: 1.1,
        whiteSpace: "nowrap",
        // Phones up to 419 px wide get the name on two lines rather than a sideways scroll: beside it
        // the header holds the search link, the theme switch and the menu button.
        "@media (max-width: 419px)": { whiteSpace: "normal", flexShrink: 1, minWidth: 0 },
        flexShrink: 0,
      }}
    >
      <LogoMark size={44} />
      <span css={{ display: "flex", flexDirection: "column" }}>
        <span
          css={{
            fontSize: fontSizes.base,
            fontWeight: 800,
            letterSpacing: "-0.01em",
            [media.sm]: { fontSize: fontSizes.lg },
          }}
        >
          {name}
        </span>
        <span
          css={{
            fontSize: fontSizes.xs,
            fontWeight: 700,
            letterSpacing: "0.14em",
            textTransform: "uppercase",
            color: inverse ? "rgba(255,255,255,.72)" : colors.primaryText,
            marginTop: "3px",
          }}
        >
          {tagline ?? shortName}
        </span>
      </span>
    </Link>
  );
}
