import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import ThemeToggle from "../../../src/components/layout/ThemeToggle";
import { THEME_SCRIPT } from "../../../contract/theme/themeScript";

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.classList.remove("dark");
});

describe("ThemeToggle", () => {
  it("flips the dark class on <html> and saves the choice", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole("button", { name: "Switch to dark theme" });

    await user.click(toggle);
    expect(html).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBe(toggle);

    await user.click(toggle);
    expect(html).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(toggle).toHaveAccessibleName("Switch to dark theme");
  });

  it("names the action from the theme already on the page (set before React runs)", () => {
    html.classList.add("dark");
    render(<ThemeToggle />);
    expect(screen.getByRole("button")).toHaveAccessibleName("Switch to light theme");
  });
});

describe("the inline head script", () => {
  const runScript = (systemDark: boolean) => {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: systemDark }) as unknown as typeof window.matchMedia;
    new Function(THEME_SCRIPT)();
  };

  it.each([
    { saved: null, systemDark: false, dark: false },
    { saved: null, systemDark: true, dark: true },
    { saved: "dark", systemDark: false, dark: true },
    { saved: "light", systemDark: true, dark: false },
  ])("saved $saved, system dark $systemDark → dark class $dark", ({ saved, systemDark, dark }) => {
    if (saved) localStorage.setItem("theme", saved);
    runScript(systemDark);
    expect(html.classList.contains("dark")).toBe(dark);
  });

  it("falls back to the system setting when storage throws", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    runScript(true);
    expect(html).toHaveClass("dark");
    getItem.mockRestore();
  });
});
