/**
 * Design tokens for the whole site. Colours are CSS custom properties so that the
 * light/dark switch is a single class on <html> (set before first paint by the
 * inline theme script) and never needs React to re-render or re-style anything.
 * Every pair below was chosen to meet WCAG AA (4.5:1 for text) in both themes.
 */

/** Breakpoints in px; `xl` is where the desktop header takes over (1280 px and up). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `media.md` → "@media (min-width: 768px)", for use as an object-style key. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Names of colour variables; their values for each theme live in palette.ts. */
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
  /** Secondary text and the small red label on the dark bands (page heroes, History teaser). */
  onHeroMuted: "var(--color-on-hero-muted)",
  heroEyebrow: "var(--color-hero-eyebrow)",
  /** The black strip above the header and the footer's own colours (dark in both themes). */
  topBarBg: "var(--color-top-bar-bg)",
  footerBg: "var(--color-footer-bg)",
  footerText: "var(--color-footer-text)",
  footerRule: "var(--color-footer-rule)",
  /** The party red of the logo tile, the same in both themes. */
  brand: "var(--color-brand)",
  footerAccent: "var(--color-footer-accent)",
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
} as const;

/**
 * The type scale: every fixed text size on the site is one of these steps (display headings
 * scale with the viewport through clamp() and are the only exceptions). Besides keeping the
 * rhythm consistent, few sizes make the first layout cheaper: the browser prepares each font
 * once per size and weight it is used at, a large part of a page's first layout.
 */
export const fontSizes = {
  xs: "0.75rem",
  sm: "0.875rem",
  base: "1rem",
  md: "1.125rem",
  lg: "1.25rem",
  xl: "1.5rem",
  xxl: "2rem",
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
