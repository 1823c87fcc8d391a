import { Global, css } from "@emotion/react";
import React from "react";
import { colors, darkCssVars, fonts, lightCssVars } from ".";

const styles = css({
  ":root": { ...lightCssVars, colorScheme: "light" },
  "html.dark": { ...darkCssVars, colorScheme: "dark" },
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: { WebkitTextSizeAdjust: "100%", scrollPaddingTop: "5rem" },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: "1rem",
    lineHeight: 1.6,
    color: colors.text,
    background: colors.bg,
    WebkitFontSmoothing: "antialiased",
  },
  "h1, h2, h3, h4": { fontFamily: fonts.heading, lineHeight: 1.2, margin: "0 0 .5em" },
  "p, ul, ol": { margin: "0 0 1em" },
  img: { maxWidth: "100%", height: "auto" },
  a: { color: colors.primaryText },
  ":focus-visible": {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: "2px",
    borderRadius: "2px",
  },
});

// People who ask for less motion get none: animations and smooth scrolling stop.
const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Resets, colour variables for both themes, and the one focus style used everywhere. */
export default function GlobalStyles() {
  return <Global styles={[styles, reducedMotion]} />;
}
