import { colors, fonts } from ".";
import { cssVariables, darkPalette, lightPalette } from "./palette";

/**
 * The site-wide stylesheet: colour variables of both themes, resets, the one focus style, and
 * reduced motion. gatsby-ssr.tsx puts it in <head> of every page as plain CSS, so it costs no
 * JavaScript and is there before the body is parsed; the inline theme script only toggles `dark`.
 *
 * Every selector here is an element, `:root`/`html.dark`, or wrapped in :where(), so any
 * component's class rule wins over it whatever the order of the stylesheets.
 */
export const GLOBAL_CSS = [
  `:root{${cssVariables(lightPalette)}color-scheme:light}`,
  `html.dark{${cssVariables(darkPalette)}color-scheme:dark}`,
  `*,*::before,*::after{box-sizing:border-box}`,
  `html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:5rem}`,
  `body{margin:0;font-family:${fonts.body};font-size:1rem;line-height:1.6;color:${colors.text};background:${colors.bg};-webkit-font-smoothing:antialiased}`,
  // Form controls take the page's face and size: browsers give them their own (Arial at 13.33 px),
  // which set Urdu and Pashto buttons outside the edition's face and added a size to lay out.
  `button,input,select,textarea{font:inherit}`,
  `h1,h2,h3,h4{font-family:${fonts.heading};line-height:1.2;margin:0 0 .5em}`,
  `p,ul,ol{margin:0 0 1em}`,
  `img{max-width:100%;height:auto}`,
  `a{color:${colors.primaryText}}`,
  `:where(:focus-visible){outline:3px solid ${colors.focus};outline-offset:2px;border-radius:2px}`,
  // People who ask for less motion get none: animations, transitions and smooth scrolling stop.
  `@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}`,
].join("");
