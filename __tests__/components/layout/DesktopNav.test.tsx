import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import DesktopNav from "../../../src/components/layout/DesktopNav";
import { navItems, renderAt } from "../../../test-support/unit/layoutData";

const renderNav = (path = "/") =>
  renderAt(path, <DesktopNav items={navItems} currentPath={path} />);

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("desktop navigation", () => {
  it("renders group headings as buttons, never as links", () => {
    renderNav();
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const group of ["About", "Leadership", "Wings", "Gallery"]) {
      expect(within(nav).getByRole("button", { name: group })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      expect(within(nav).queryByRole("link", { name: group })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole("link", { name: "Achievements" })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  it("opens a sub-menu on mouse hover and closes it when the mouse leaves", async () => {
    const user = userEvent.setup();
    renderNav();
    const leadership = screen.getByRole("button", { name: "Leadership" });
    await user.hover(leadership);
    expect(leadership).toHaveAttribute("aria-expanded", "true");
    expect(within(panelOf(leadership)).getAllByRole("link")).toHaveLength(5);
    // A click right after hovering keeps it open instead of toggling it shut.
    await user.click(leadership);
    expect(leadership).toHaveAttribute("aria-expanded", "true");
    await user.unhover(leadership);
    await user.click(document.body);
    await waitFor(() => expect(leadership).toHaveAttribute("aria-expanded", "false"));
  });

  it("opens on keyboard focus, lets Tab reach the links and closes when focus leaves", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.tab(); // Home
    await user.tab(); // About
    const about = screen.getByRole("button", { name: "About" });
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "About Party" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Manifestos" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Districts" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Achievements" })).toHaveFocus();
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("supports Enter/Space to toggle, arrows to move and Escape to close with focus back on the heading", async () => {
    const user = userEvent.setup();
    renderNav();
    const wings = screen.getByRole("button", { name: "Wings" });
    act(() => wings.focus());
    expect(wings).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(wings).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(wings).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(wings).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{ArrowDown}");
    expect(wings).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Youth Wing" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Women Wing" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("link", { name: "Sports Wing" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("link", { name: "Youth Wing" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(wings).toHaveFocus();
    expect(wings).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list", { name: "Wings", hidden: true })).not.toBeInTheDocument();
  });

  it("renders a group's panel only while it is open: the bar's HTML holds no closed panel", () => {
    renderNav();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryAllByRole("list", { hidden: true })).toHaveLength(1);
    const about = within(nav).getByRole("button", { name: "About" });
    expect(about).not.toHaveAttribute("aria-controls");
    act(() => about.focus());
    expect(panelOf(about)).toBeVisible();
    expect(within(nav).getAllByRole("list")).toHaveLength(2);
  });

  it("highlights the current page and the group that holds it", () => {
    renderNav("/wings/it-wing");
    const wings = screen.getByRole("button", { name: "Wings" });
    expect(wings).toHaveAttribute("data-active", "true");
    expect(screen.getByRole("button", { name: "About" })).not.toHaveAttribute("data-active");
    act(() => wings.focus());
    expect(within(panelOf(wings)).getByRole("link", { name: "IT Wing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks a plain link as the current page", () => {
    renderNav("/news");
    expect(screen.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
  });
});
