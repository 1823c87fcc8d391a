import { colors, radii, space } from "../../theme";

/** The box every small control of the console's editing screens shares: height, padding, border, ground. */
const box = {
  // First: the `font` shorthand resets the weight, so everything after it may set its own.
  font: "inherit",
  minHeight: 40,
  padding: `0 ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.text,
} as const;

/** The outlined look of the console's secondary buttons and links. */
const outlined = { ...box, fontWeight: 600 } as const;

/** Small shared styles of the console's editing screens (buttons that toggle, plain inputs, link buttons). */
export const fieldStyles = {
  toggle: {
    ...outlined,
    cursor: "pointer",
    "&[aria-pressed='true']": {
      background: colors.primary,
      color: colors.onPrimary,
      borderColor: colors.primary,
    },
    "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
  },
  /** A link that looks like a toggle button (History, View the page). */
  toggleLink: { ...outlined, display: "inline-flex", alignItems: "center", textDecoration: "none" },
  danger: {
    ...outlined,
    borderColor: colors.danger,
    color: colors.danger,
    cursor: "pointer",
  },
  input: box,
  primaryLink: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 44,
    padding: `0 ${space(4)}`,
    borderRadius: radii.md,
    background: colors.primary,
    color: colors.onPrimary,
    fontWeight: 600,
    textDecoration: "none",
  },
} as const;
