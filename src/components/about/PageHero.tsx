import { css } from "@emotion/react";
import React from "react";
import { colors, media, space } from "../../theme";
import Container from "../ui/Container";

const band = css({
  background: colors.heroBg,
  color: colors.onHero,
  paddingBlock: space(14),
  borderBottom: `6px solid ${colors.primary}`,
  [media.md]: { paddingBlock: space(20) },
});
const eyebrowStyle = css({
  display: "inline-block",
  margin: `0 0 ${space(4)}`,
  padding: `${space(1)} ${space(3)}`,
  borderRadius: "999px",
  background: colors.primary,
  color: colors.onPrimary,
  fontSize: ".8rem",
  fontWeight: 700,
  letterSpacing: ".08em",
  textTransform: "uppercase",
});
const titleStyle = css({
  fontSize: "clamp(2.1rem, 1.4rem + 3vw, 3.5rem)",
  fontWeight: 800,
  maxWidth: "20ch",
});
const leadStyle = css({
  fontSize: "clamp(1.05rem, 1rem + .4vw, 1.3rem)",
  maxWidth: "60ch",
  opacity: 0.92,
  margin: 0,
});

/** The dark band that opens the About and History pages, with the page's one h1. */
export default function PageHero({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead: string;
}) {
  return (
    <header css={band}>
      <Container>
        <p css={eyebrowStyle}>{eyebrow}</p>
        <h1 css={titleStyle}>{title}</h1>
        <p css={leadStyle}>{lead}</p>
      </Container>
    </header>
  );
}
