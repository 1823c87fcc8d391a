import { render, screen, within } from "@testing-library/react";
import React from "react";
import AboutView from "../../../src/components/about/AboutView";
import type { AboutContent, AboutLeader } from "../../../src/components/about/types";
import aboutJson from "../../../data/about.json";

const about = aboutJson as unknown as AboutContent;
const leaders = [
  {
    slug: "aftab-ahmad-khan-sherpao",
    name: "Aftab Ahmad Khan Sherpao",
    title: "Chairman",
    image: { childImageSharp: null },
  },
  {
    slug: "tariq-khan",
    name: "Tariq Khan",
    title: "Secretary Information",
    image: { childImageSharp: null },
  },
] as unknown as AboutLeader[];

describe("AboutView", () => {
  beforeEach(() => render(<AboutView about={about} leaders={leaders} />));

  it("has every section of the spec under one h1", () => {
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const name of [
      "Who We Are",
      "Core Values",
      "Leadership",
      "Organisational Structure",
      "Electoral Performance",
      "Vision and Mission",
      about.getInvolved.title,
    ])
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
  });

  it("links each leader to their profile", () => {
    const leadership = within(screen.getByRole("region", { name: "Leadership" }));
    expect(
      leadership.getByRole("link", { name: /Aftab Ahmad Khan Sherpao\s*Chairman/ }),
    ).toHaveAttribute("href", "/leader/aftab-ahmad-khan-sherpao");
    expect(leadership.getAllByRole("link")).toHaveLength(2);
  });

  it("shows the party facts and links to the full results", () => {
    const electoral = within(screen.getByRole("region", { name: "Electoral Performance" }));
    expect(electoral.getByText("Provincial seats in 2013").previousSibling).toHaveTextContent("10");
    expect(electoral.getByRole("link", { name: /every election result/ })).toHaveAttribute(
      "href",
      "/about/history#electoral-performance",
    );
  });

  it("ends with 'Get Involved' linking to /contact", () => {
    expect(screen.getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", "/contact");
  });
});
