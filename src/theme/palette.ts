import type { colors } from ".";

/**
 * The colour values of both themes. Read only at build time (globalCss.ts, for the static
 * stylesheet in <head>): components use the variable names in `colors`, so no browser bundle
 * carries these values. Every text/background pair meets WCAG AA (4.5:1) in both themes.
 */
type Palette = Record<keyof typeof colors, string>;

/** Party colours are red, black and white; red is the brand, near-black the ground. */
export const lightPalette: Palette = {
  bg: "#ffffff",
  surface: "#ffffff",
  surfaceMuted: "#f5f3f2",
  text: "#1a1a1a",
  textMuted: "#545454",
  border: "#dcd7d5",
  primary: "#b3121f",
  primaryHover: "#8f0e18",
  onPrimary: "#ffffff",
  primaryText: "#a50f1b",
  primarySoft: "#fbe9ea",
  accent: "#111111",
  onAccent: "#ffffff",
  danger: "#b3121f",
  dangerSoft: "#fdecec",
  success: "#1e6b34",
  successSoft: "#e6f4ea",
  focus: "#0b57d0",
  heroBg: "#141010",
  onHero: "#ffffff",
  onHeroMuted: "rgba(255,255,255,.85)",
  heroEyebrow: "#ff9aa0",
  topBarBg: "#111111",
  footerBg: "#141010",
  footerText: "rgba(255,255,255,.76)",
  footerRule: "rgba(255,255,255,.14)",
  brand: "#b3121f",
  footerAccent: "#c8202e",
};

export const darkPalette: Palette = {
  bg: "#111112",
  surface: "#1b1b1d",
  surfaceMuted: "#232326",
  text: "#f1efee",
  textMuted: "#b9b4b2",
  border: "#3a3a3e",
  primary: "#c8202e",
  primaryHover: "#e0303e",
  onPrimary: "#ffffff",
  primaryText: "#ff8a8f",
  primarySoft: "#3a1518",
  accent: "#f1efee",
  onAccent: "#111112",
  danger: "#ff8a8f",
  dangerSoft: "#3a1518",
  success: "#7fd69a",
  successSoft: "#15301d",
  focus: "#8ab4ff",
  heroBg: "#0a0808",
  onHero: "#ffffff",
  onHeroMuted: "rgba(255,255,255,.85)",
  heroEyebrow: "#ff9aa0",
  topBarBg: "#111111",
  footerBg: "#0a0808",
  footerText: "rgba(255,255,255,.76)",
  footerRule: "rgba(255,255,255,.14)",
  brand: "#b3121f",
  footerAccent: "#c8202e",
};

/**
 * Colours that cannot be CSS variables: the logo tile rendered to PNG by sharp
 * (scripts/make-brand-images.ts) and the select chevron drawn inside a data: URL.
 */
export const fixedColors = {
  logoRed: "#b3121f",
  logoWhite: "#ffffff",
  selectChevron: "#777777",
} as const;

/** `{ textMuted: "#545454" }` → `--color-text-muted:#545454;` */
export const cssVariables = (palette: Palette): string =>
  Object.entries(palette)
    .map(([key, value]) => `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`)
    .join("");
