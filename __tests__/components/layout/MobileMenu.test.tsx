import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import Header from "../../../src/components/layout/Header";
import { mockLayoutQueries, renderAt } from "../../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  // The panel is loaded on demand (React.lazy), so it appears a tick later.
  return screen.findByRole("dialog", { name: "Menu" });
};

describe("side menu (below xl)", () => {
  it("is a modal dialog that takes focus and returns it to the menu button on Escape", async () => {
    const user = userEvent.setup();
    renderAt("/", <Header />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    const dialog = await openMenu(user);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    renderAt("/", <Header />);
    const dialog = await openMenu(user);
    const close = within(dialog).getByRole("button", { name: "Close menu" });
    const last = within(dialog).getByRole("link", { name: "Join QWP" });

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Walk forward through every control: focus never leaves the dialog.
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("closes from the overlay and from the close button, focus back on the menu button", async () => {
    const user = userEvent.setup();
    renderAt("/", <Header />);
    await openMenu(user);
    await user.click(screen.getByTestId("menu-overlay"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();

    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes when the page changes", async () => {
    const user = userEvent.setup();
    const { history } = renderAt("/", <Header />);
    await openMenu(user);
    // The router settles on a later animation frame; the navigation promise is not awaited.
    act(() => {
      void history.navigate("/projects");
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("expands group headings with a plus toggle instead of navigating", async () => {
    const user = userEvent.setup();
    renderAt("/", <Header />);
    const dialog = await openMenu(user);
    expect(within(dialog).queryByRole("link", { name: "Wings" })).not.toBeInTheDocument();
    const wings = within(dialog).getByRole("button", { name: "Wings" });
    expect(wings).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).queryByRole("link", { name: "Youth Wing" })).not.toBeInTheDocument();

    await user.click(wings);
    expect(wings).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(wings.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole("link")).toHaveLength(11);
    expect(within(dialog).getByRole("link", { name: "Youth Wing" })).toHaveAttribute(
      "href",
      "/wings/youth-wing",
    );

    await user.click(wings);
    expect(wings).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page and opens the group that holds it", async () => {
    const user = userEvent.setup();
    renderAt("/leader/tariq-khan", <Header />);
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole("button", { name: "Leadership" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(dialog).getByRole("link", { name: "Tariq Khan" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(dialog).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(within(dialog).getByRole("button", { name: "About" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
