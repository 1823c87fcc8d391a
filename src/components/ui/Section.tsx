import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, space } from "../../theme";
import Container from "./Container";

type SectionProps = {
  /** id of the heading; also the section's accessible name. */
  id: string;
  title: React.ReactNode;
  /** Small red label above the title. */
  eyebrow?: string;
  intro?: React.ReactNode;
  /** Alternate background to separate consecutive sections. */
  muted?: boolean;
  /** Attributes of the eyebrow, heading and intro, e.g. lang="en" for a text not yet translated (useEnglishMark). */
  eyebrowAttrs?: React.HTMLAttributes<HTMLElement>;
  titleAttrs?: React.HTMLAttributes<HTMLElement>;
  introAttrs?: React.HTMLAttributes<HTMLElement>;
  /** Heading level; pages have one h1, sections use h2 by default. */
  as?: "h1" | "h2";
  children?: React.ReactNode;
};

const wrap = css({ paddingBlock: space(12), [media.md]: { paddingBlock: space(16) } });
const eyebrowStyle = css({
  color: colors.primaryText,
  fontWeight: 700,
  letterSpacing: ".08em",
  textTransform: "uppercase",
  fontSize: fontSizes.xs,
  margin: `0 0 ${space(2)}`,
});
const titleStyle = css({ fontSize: "clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)", fontWeight: 800 });
const introStyle = css({ color: colors.textMuted, maxWidth: "65ch", fontSize: fontSizes.md });

/** A titled page section, labelled by its heading for landmarks navigation. */
export default function Section({
  id,
  title,
  eyebrow,
  intro,
  muted,
  eyebrowAttrs,
  titleAttrs,
  introAttrs,
  as: Heading = "h2",
  children,
}: SectionProps) {
  return (
    <section aria-labelledby={id} css={[wrap, muted && { background: colors.surfaceMuted }]}>
      <Container>
        <header css={{ marginBottom: space(8) }}>
          {eyebrow && (
            <p css={eyebrowStyle} {...eyebrowAttrs}>
              {eyebrow}
            </p>
          )}
          <Heading id={id} css={titleStyle} {...titleAttrs}>
            {title}
          </Heading>
          {intro && (
            <div css={introStyle} {...introAttrs}>
              {intro}
            </div>
          )}
        </header>
        {children}
      </Container>
    </section>
  );
}
