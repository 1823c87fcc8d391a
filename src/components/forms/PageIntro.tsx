import React from "react";
import { colors, media, space } from "../../theme";
import Container from "../ui/Container";

type PageIntroProps = { eyebrow: string; title: string; children?: React.ReactNode };

/** The top of the contact, join and privacy pages: a small label, the page's h1 and a lead. */
export default function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header
      css={{
        paddingBlock: `${space(10)} ${space(8)}`,
        background: colors.surfaceMuted,
        borderBottom: `1px solid ${colors.border}`,
        marginBottom: space(8),
        [media.md]: { paddingBlock: `${space(14)} ${space(10)}`, marginBottom: space(10) },
      }}
    >
      <Container>
        <p
          css={{
            color: colors.primaryText,
            fontWeight: 700,
            letterSpacing: ".08em",
            textTransform: "uppercase",
            fontSize: ".8rem",
            margin: `0 0 ${space(2)}`,
          }}
        >
          {eyebrow}
        </p>
        <h1 css={{ fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3rem)", fontWeight: 800 }}>{title}</h1>
        {children && (
          <div css={{ color: colors.textMuted, maxWidth: "62ch", fontSize: "1.1rem", "& p:last-child": { margin: 0 } }}>
            {children}
          </div>
        )}
      </Container>
    </header>
  );
}
