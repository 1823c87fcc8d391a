import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, space } from "../../theme";
import FirstPaintMark from "./FirstPaintMark";
import Container from "./Container";

type PageHeroProps = {
  /** Small label above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** Attributes of the h1 and of a text lead, e.g. lang="en" for a text not yet translated (useEnglishMark). */
  titleAttrs?: React.HTMLAttributes<HTMLElement>;
  leadAttrs?: React.HTMLAttributes<HTMLElement>;
  /** id of the h1, for aria-labelledby. */
  id?: string;
  /** A sentence or two under the title: a string becomes a paragraph; nodes are placed as they are. */
  lead?: React.ReactNode;
  /**
   * `dark`: the black band with the party-red edge (About, History, Projects, Manifestos, leaders,
   * wings). `light`: the quiet band over a form or a notice (Contact, Join, Privacy).
   */
  tone?: "dark" | "light";
  /** Beside the text on desktop, above it on phones, e.g. a portrait. */
  aside?: React.ReactNode;
  /** Match a narrow reading column below (leader profiles). */
  narrow?: boolean;
  /** Below the lead, in the text column, e.g. a link. */
  children?: React.ReactNode;
  /** Below the whole band's text, the full width of the page, e.g. headline figures. */
  below?: React.ReactNode;
};

const darkBand = css({
  position: "relative",
  overflow: "hidden",
  background: colors.heroBg,
  color: colors.onHero,
  paddingBlock: space(12),
  [media.md]: { paddingBlock: space(16) },
  // A thin band of the party red along the bottom edge, and a faint red glow top right.
  borderBottom: `6px solid ${colors.primary}`,
  "&::before": {
    content: '""',
    position: "absolute",
    inset: 0,
    background:
      "radial-gradient(ellipse at 85% 20%, rgba(179,18,31,.45), transparent 55%), linear-gradient(160deg, transparent 60%, rgba(179,18,31,.25))",
    pointerEvents: "none",
  },
});
const lightBand = css({
  paddingBlock: `${space(10)} ${space(8)}`,
  background: colors.surfaceMuted,
  borderBottom: `1px solid ${colors.border}`,
  marginBottom: space(8),
  [media.md]: { paddingBlock: `${space(14)} ${space(10)}`, marginBottom: space(10) },
});
const row = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: space(6),
  [media.md]: { flexDirection: "row", gap: space(10) },
});
/** With a portrait the block is centred on phones and sits beside it on wider screens. */
const rowWithAside = css({
  alignItems: "center",
  textAlign: "center",
  [media.md]: { textAlign: "start" },
});
const narrowRow = css({ maxWidth: "56rem" });
const belowStyle = css({ position: "relative", marginTop: space(10) });
const textColumn = css({ minWidth: 0 });
/** On the dark band the title keeps to a short measure beside the glow; over a form it may run wide. */
const darkTextColumn = css({ maxWidth: "48rem" });
const eyebrowStyle = css({
  margin: `0 0 ${space(2)}`,
  fontWeight: 700,
  letterSpacing: ".08em",
  textTransform: "uppercase",
  fontSize: fontSizes.xs,
});
/** Over a form the title is a step smaller: the form, not the band, is the page's subject. */
const lightTitle = css({ fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3rem)" });
const eyebrowTone = {
  dark: css({ color: colors.heroEyebrow }),
  light: css({ color: colors.primaryText }),
};
const titleStyle = css({
  fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3.25rem)",
  fontWeight: 800,
  margin: 0,
  letterSpacing: "-.01em",
});
const leadStyle = css({
  margin: `${space(4)} 0 0`,
  fontSize: fontSizes.md,
  maxWidth: "62ch",
  "& p:last-child": { marginBottom: 0 },
});
const leadTone = {
  dark: css({ color: colors.onHeroMuted }),
  light: css({ color: colors.textMuted }),
};

/**
 * The band that opens a page: eyebrow, the page's one h1, a lead, and what the page adds below. The
 * mark after it holds the first paint until the band is parsed whole (src/lib/firstPaint.ts).
 */
export default function PageHero({
  eyebrow,
  title,
  titleAttrs,
  leadAttrs,
  id,
  lead,
  tone = "dark",
  aside,
  narrow,
  children,
  below,
}: PageHeroProps) {
  const LeadTag = typeof lead === "string" ? "p" : "div";
  return (
    <>
      <header css={tone === "dark" ? darkBand : lightBand}>
        <Container css={[row, aside ? rowWithAside : null, narrow ? narrowRow : null]}>
          {aside}
          <div css={[textColumn, tone === "dark" && darkTextColumn]}>
            <p css={[eyebrowStyle, eyebrowTone[tone]]}>{eyebrow}</p>
            <h1 id={id} css={[titleStyle, tone === "light" && lightTitle]} {...titleAttrs}>
              {title}
            </h1>
            {lead ? (
              <LeadTag css={[leadStyle, leadTone[tone]]} {...leadAttrs}>
                {lead}
              </LeadTag>
            ) : null}
            {children}
          </div>
        </Container>
        {below ? <Container css={belowStyle}>{below}</Container> : null}
      </header>
      <FirstPaintMark id="opening-end" />
    </>
  );
}
