import { screen, within } from "@testing-library/react";
import React from "react";
import Footer from "../../../src/components/layout/Footer";
import navigation from "../../../data/navigation.json";
import { phoneText } from "../../../src/lib/phoneLink";
import site from "../../../data/site.json";
import { mockLayoutQueries, renderAt } from "../../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

describe("Footer", () => {
  it("shows the copyright line with the current year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T10:00:00Z") });
    renderAt("/", <Footer />);
    expect(screen.getByText(`© 2031 ${site.name}. All rights reserved.`)).toBeInTheDocument();
    jest.useRealTimers();
  });

  it("has the logo linking home, the party name and description", () => {
    renderAt("/", <Footer />);
    expect(screen.getByRole("link", { name: `${site.name}, home` })).toHaveAttribute("href", "/");
    expect(screen.getByText(site.description)).toBeInTheDocument();
  });

  it("lists the quick links from navigation.json", () => {
    renderAt("/", <Footer />);
    const quick = screen.getByRole("navigation", { name: "Quick Links" });
    const links = within(quick).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      navigation.quickLinks.map((l) => [l.name, l.href]),
    );
    expect(links.map((a) => a.textContent)).toEqual([
      "About Party",
      "Manifestos",
      "History",
      "Achievements",
      "Youth Wing",
    ]);
  });

  it("has Get in Touch with address, email and phone, and Follow Us icons", () => {
    renderAt("/", <Footer />);
    const touch = screen.getByRole("heading", { name: "Get in Touch" })
      .parentElement as HTMLElement;
    expect(within(touch).getByText(site.address)).toBeInTheDocument();
    expect(within(touch).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(within(touch).getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      "tel:+92915840011",
    );
    const follow = screen.getByRole("list", { name: "Follow us" });
    expect(
      within(follow)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(site.socialLinks.map((s) => s.url));
    expect(
      within(follow).getByRole("link", { name: "Qaumi Watan Party on YouTube" }),
    ).toBeInTheDocument();
  });

  it("links the privacy notice, back to top and the developer credit", () => {
    renderAt("/", <Footer />);
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getByRole("link", { name: "Back to top" })).toHaveAttribute("href", "#top");
    expect(screen.getByRole("link", { name: site.developer.name })).toHaveAttribute(
      "href",
      site.developer.url,
    );
  });
});
