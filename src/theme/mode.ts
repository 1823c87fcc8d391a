/**
 * Light/dark theme. The `dark` class on <html> switches every colour variable (see globalCss.ts),
 * so React never re-renders for a theme change. The inline script runs in <head> before the body
 * is parsed, so the first paint already has the right theme (no flash).
 */
import { THEME_STORAGE_KEY } from "../../contract/theme/themeScript";

export type ThemeMode = "light" | "dark";

export function currentTheme(): ThemeMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function savedTheme(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

export function applyTheme(mode: ThemeMode, { save }: { save: boolean }) {
  document.documentElement.classList.toggle("dark", mode === "dark");
  if (!save) return;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice lasts for this page view only.
  }
}

/** With no saved choice the page follows the system setting, also when it changes while the page is open. */
export function followSystemTheme(): void {
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", (event) => {
    if (!savedTheme()) applyTheme(event.matches ? "dark" : "light", { save: false });
  });
}
