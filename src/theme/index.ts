/**
 * Design tokens for the whole site. Colours are CSS custom properties so that the
 * light/dark switch is a single class on <html> (set before first paint by the
 * inline theme script) and never needs React to re-render or re-style anything.
 * Every pair below was chosen to meet WCAG AA (4.5:1 for text) in both themes.
 */

/** Breakpoints in px; `xl` is where the desktop header takes over (SPEC section 9). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `media.md` → "@media (min-width: 768px)", for use as an object-style key. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Names of colour variables; values live in `lightPalette` / `darkPalette`. */
export const colors = {
  bg: "var(--color-bg)",
  surface: "var(--color-surface)",
  surfaceMuted: "var(--color-surface-muted)",
  text: "var(--color-text)",
  textMuted: "var(--color-text-muted)",
  border: "var(--color-border)",
  primary: "var(--color-primary)",
  primaryHover: "var(--color-primary-hover)",
  onPrimary: "var(--color-on-primary)",
  primaryText: "var(--color-primary-text)",
  primarySoft: "var(--color-primary-soft)",
  accent: "var(--color-accent)",
  onAccent: "var(--color-on-accent)",
  danger: "var(--color-danger)",
  dangerSoft: "var(--color-danger-soft)",
  success: "var(--color-success)",
  successSoft: "var(--color-success-soft)",
  focus: "var(--color-focus)",
  heroBg: "var(--color-hero-bg)",
  onHero: "var(--color-on-hero)",
} as const;

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
};

const toCssVars = (palette: Palette) =>
  Object.fromEntries(
    Object.entries(palette).map(([key, value]) => [
      `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  );

export const lightCssVars = toCssVars(lightPalette);
export const darkCssVars = toCssVars(darkPalette);

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
} as const;

export const space = (n: number) => `${n * 0.25}rem`;

export const radii = { sm: "4px", md: "8px", lg: "14px", full: "9999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(0,0,0,.06), 0 4px 16px rgba(0,0,0,.06)",
  raised: "0 8px 30px rgba(0,0,0,.14)",
} as const;

/** Max content width of every page section. */
export const containerWidth = "1200px";

export const zIndex = { header: 40, overlay: 50, menu: 60, popover: 70, skipLink: 100 } as const;
