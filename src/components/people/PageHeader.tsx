import React from "react";
import { colors, media, space } from "../../theme";
import Container from "../ui/Container";

type PageHeaderProps = {
  eyebrow: string;
  title: string;
  /** id of the h1, for aria-labelledby. */
  id?: string;
  lead?: string | null;
  /** Shown beside (desktop) or above (phone) the text, e.g. a portrait. */
  media?: React.ReactNode;
  /** Match a narrow reading column below (leader profiles). */
  narrow?: boolean;
  children?: React.ReactNode;
};

/** Dark band at the top of leader and wing pages: eyebrow, the page's h1 and a lead. */
export default function PageHeader({ eyebrow, title, id, lead, media: aside, narrow, children }: PageHeaderProps) {
  return (
    <header
      css={{
        position: "relative",
        overflow: "hidden",
        background: colors.heroBg,
        color: colors.onHero,
        paddingBlock: space(12),
        [media.md]: { paddingBlock: space(16) },
        // A thin band of the party red along the bottom edge.
        borderBottom: `6px solid ${colors.primary}`,
        "&::before": {
          content: '""',
          position: "absolute",
          inset: 0,
          background:
            "radial-gradient(ellipse at 85% 20%, rgba(179,18,31,.45), transparent 55%), linear-gradient(160deg, transparent 60%, rgba(179,18,31,.25))",
          pointerEvents: "none",
        },
      }}
    >
      <Container
        css={{
          position: "relative",
          maxWidth: narrow ? "56rem" : undefined,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: space(6),
          [media.md]: { flexDirection: "row", textAlign: "left", gap: space(10) },
        }}
      >
        {aside}
        <div css={{ maxWidth: "48rem" }}>
          <p
            css={{
              margin: `0 0 ${space(2)}`,
              color: "#ff9aa0",
              fontWeight: 700,
              letterSpacing: ".1em",
              textTransform: "uppercase",
              fontSize: ".8rem",
            }}
          >
            {eyebrow}
          </p>
          <h1
            id={id}
            css={{ fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3.25rem)", fontWeight: 800, margin: 0, letterSpacing: "-.01em" }}
          >
            {title}
          </h1>
          {lead && (
            <p css={{ margin: `${space(4)} 0 0`, fontSize: "1.125rem", color: "rgba(255,255,255,.85)", maxWidth: "60ch" }}>
              {lead}
            </p>
          )}
          {children}
        </div>
      </Container>
    </header>
  );
}
