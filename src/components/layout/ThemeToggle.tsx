import React from "react";
import Icon from "../ui/Icon";
import { applyTheme, currentTheme } from "../../theme/mode";
import { colors, radii } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { iconButton } from "./navStyles";
import { useT } from "../../i18n/I18nProvider";

/*
 * Both labels are rendered and CSS keyed on html.dark shows one, so the static HTML, the first
 * client render and the theme set by the head script always agree (no hydration mismatch), and
 * the hidden label (display: none) is not part of the button's accessible name.
 */
const showWhen = (mode: "light" | "dark") => ({
  display: mode === "light" ? "inline-flex" : "none",
  "html.dark &": { display: mode === "dark" ? "inline-flex" : "none" },
});

/**
 * Switches between light and dark, saving the choice under localStorage `theme`. Following the system
 * setting while nothing is saved is not the toggle's work (followSystemTheme, from gatsby-browser.tsx):
 * the toggle hydrates only on first use.
 */
export default function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={className}
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark", { save: true })}
      css={[
        iconButton,
        {
          borderRadius: radii.full,
          transition: "background-color .15s ease",
          "&:hover": { background: colors.surfaceMuted },
        },
      ]}
    >
      <span css={showWhen("light")}>
        <Icon name="moon" size={20} />
        <span css={visuallyHidden}>{t("layout.switchToDark")}</span>
      </span>
      <span css={showWhen("dark")}>
        <Icon name="sun" size={20} />
        <span css={visuallyHidden}>{t("layout.switchToLight")}</span>
      </span>
    </button>
  );
}
