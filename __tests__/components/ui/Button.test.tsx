import { render, screen } from "@testing-library/react";
import React from "react";
import { Button, ButtonLink } from "../../../src/components/ui/Button";

describe("ButtonLink", () => {
  it("renders internal paths as links to the path", () => {
    render(<ButtonLink to="/projects">Our Achievements</ButtonLink>);
    expect(screen.getByRole("link", { name: "Our Achievements" })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  it("renders PDFs and external addresses as plain anchors with their attributes", () => {
    render(
      <ButtonLink to="/manifestos/qwp-2024.pdf" download>
        Download PDF
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", "/manifestos/qwp-2024.pdf");
    expect(link).toHaveAttribute("download");
  });
});

describe("Button", () => {
  it("is a non-submitting button unless asked otherwise", () => {
    render(<Button>Refresh</Button>);
    expect(screen.getByRole("button", { name: "Refresh" })).toHaveAttribute("type", "button");
  });
});
