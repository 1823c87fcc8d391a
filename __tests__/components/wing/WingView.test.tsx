import { render, screen, within } from "@testing-library/react";
import React from "react";
import WingList from "../../../src/components/wing/WingList";
import WingView from "../../../src/components/wing/WingView";
import { otherWingsFixture, wingFixture } from "../../../test-support/unit/peopleData";

describe("WingView", () => {
  it("shows the title, description, quoted slogan and content paragraphs", () => {
    render(<WingView wing={wingFixture} otherWings={otherWingsFixture} />);
    expect(screen.getByRole("heading", { level: 1, name: "Youth Wing" })).toBeInTheDocument();
    expect(screen.getByText("Young people in the party.")).toBeInTheDocument();
    expect(screen.getByRole("blockquote")).toHaveTextContent("The youth are the strength of the nation.");
    expect(screen.getByText("First paragraph about the wing.").tagName).toBe("P");
    expect(screen.getByText("Second paragraph about the wing.").tagName).toBe("P");
  });

  it("has a Join Us button to /contact", () => {
    render(<WingView wing={wingFixture} otherWings={otherWingsFixture} />);
    expect(screen.getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/contact");
  });

  it("links to the other wings", () => {
    render(<WingView wing={wingFixture} otherWings={otherWingsFixture} />);
    const nav = screen.getByRole("navigation", { name: "Other wings" });
    expect(within(nav).getByRole("link", { name: "Women Wing" })).toHaveAttribute("href", "/wings/women-wing");
  });
});

describe("WingList", () => {
  it("links every wing to /wings/{slug}", () => {
    render(
      <WingList
        wings={[
          { slug: "youth-wing", title: "Youth Wing", description: "Young people." },
          { slug: "doctor-wing", title: "Doctors Wing", description: "Health." },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: /Youth Wing/ })).toHaveAttribute("href", "/wings/youth-wing");
    expect(screen.getByRole("link", { name: /Doctors Wing/ })).toHaveAttribute("href", "/wings/doctor-wing");
  });
});
