import { css, type SerializedStyles } from "@emotion/react";
import Link from "./LocalizedLink";
import React from "react";
import { colors, fontSizes, radii, space } from "../../theme";
import { inlineCentred } from "../../theme/inlineCentred";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";

const base = css(inlineCentred, {
  gap: space(2),
  minHeight: "44px",
  padding: `${space(2.5)} ${space(5)}`,
  borderRadius: radii.md,
  border: "2px solid transparent",
  fontWeight: 600,
  fontSize: fontSizes.base,
  lineHeight: 1.2,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color .15s ease, color .15s ease, border-color .15s ease",
  "&:disabled, &[aria-disabled='true']": { opacity: 0.65, cursor: "not-allowed" },
});

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css({
    background: colors.primary,
    color: colors.onPrimary,
    "&:hover:not(:disabled)": { background: colors.primaryHover },
  }),
  secondary: css({
    background: "transparent",
    color: colors.primaryText,
    borderColor: "currentColor",
    "&:hover:not(:disabled)": { background: colors.primarySoft },
  }),
  ghost: css({
    background: "transparent",
    color: colors.text,
    "&:hover:not(:disabled)": { background: colors.surfaceMuted },
  }),
  inverse: css({
    background: "transparent",
    color: colors.onHero,
    borderColor: colors.onHero,
    "&:hover": { background: "rgba(255,255,255,.12)" },
  }),
};

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button's look, for a control that must be another element (a label that works without script). */
export const buttonStyle = (variant: ButtonVariant = "primary") => [base, variants[variant]];

/** A real <button>; use ButtonLink for navigation. */
export function Button({ variant = "primary", type = "button", ...rest }: ButtonProps) {
  return <button type={type} css={[base, variants[variant]]} {...rest} />;
}

type ButtonLinkProps = {
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
  className?: string;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/**
 * Link styled as a button. Internal paths go through Gatsby's Link (prefetching);
 * anything with a scheme, or a file download, is a plain anchor.
 */
export function ButtonLink({ to, variant = "primary", children, ...rest }: ButtonLinkProps) {
  const styles = [base, variants[variant]];
  const isExternal = /^[a-z]+:/i.test(to) || rest.download !== undefined || /\.pdf$/i.test(to);
  if (isExternal)
    return (
      <a href={to} css={styles} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={to} css={styles} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
