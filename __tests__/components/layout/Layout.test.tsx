import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import { I18nProvider } from "../../../src/i18n";
import Layout from "../../../src/components/layout/Layout";
import { phoneText } from "../../../src/lib/phoneLink";
import site from "../../../data/site.json";
import { mockLayoutQueries, renderAt } from "../../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

describe("Layout", () => {
  it("starts with a skip link to the main content", async () => {
    const user = userEvent.setup();
    renderAt("/", <Layout>page</Layout>);
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("main")).toHaveTextContent("page");
  });

  it("has the top bar with mail, phone and the three social links", () => {
    renderAt("/", <Layout>page</Layout>);
    const contact = screen.getByRole("list", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(within(contact).getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      "tel:+92915840011",
    );
    const social = screen.getByRole("list", { name: "Social media" });
    expect(
      within(social)
        .getAllByRole("link")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual([
      "Qaumi Watan Party on Facebook",
      "Qaumi Watan Party on YouTube",
      "Qaumi Watan Party on Twitter",
    ]);
  });

  it("has a header, the theme toggle, the menu button and a footer", () => {
    renderAt("/", <Layout>page</Layout>);
    expect(screen.getByRole("banner")).toContainElement(
      screen.getByRole("button", { name: "Switch to dark theme" }),
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("keeps the build's HTML of every plain part of the layout; only its controls hydrate", () => {
    renderAt("/", <Layout>page</Layout>);
    const kept = (element: HTMLElement) => element.closest("[data-static-content]") !== null;
    const header = screen.getByRole("banner");
    for (const link of [
      within(header).getByRole("link", { name: /Qaumi Watan Party/ }),
      within(header).getByRole("link", { name: "Search" }),
      screen.getByRole("link", { name: "Skip to main content" }),
      within(screen.getByRole("list", { name: "Contact" })).getByRole("link", { name: site.email }),
    ])
      expect([link.textContent, kept(link)]).toEqual([link.textContent, true]);
    for (const control of [
      screen.getByRole("button", { name: "Switch to dark theme" }),
      screen.getByRole("button", { name: "Open menu" }),
      // The menu bar shows from the xl width up; jsdom has no width, so it counts as hidden.
      within(screen.getByRole("navigation", { name: "Main", hidden: true })).getByRole("button", {
        name: "About",
        hidden: true,
      }),
      screen.getByRole("link", { name: site.developer.name }),
    ])
      expect([control.textContent, kept(control)]).toEqual([control.textContent, false]);
  });
});

describe("Layout in an edition whose page content is not yet translated", () => {
  it("says so in one line of the edition's language and leaves the page itself right to left", () => {
    const messages = loadMessages(path.resolve(__dirname, "../../.."), "ur", { forPages: true });
    renderAt(
      "/ur/about/history",
      <I18nProvider lang="ur" messages={messages} contentUntranslated>
        <Layout>
          <h1>عنوان</h1>
        </Layout>
      </I18nProvider>,
    );
    const main = screen.getByRole("main");
    const notice = within(main).getByText(messages["content.notTranslated"]);
    expect(notice).toHaveAttribute("lang", "ur");
    expect(notice).toHaveAttribute("dir", "rtl");
    // The page is not wrapped as English: its views mark each English text themselves.
    expect(main.querySelector('[lang="en"]')).toBeNull();
    expect(within(main).getByRole("heading", { level: 1 })).toHaveTextContent("عنوان");
  });
});
