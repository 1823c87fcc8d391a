import { render, screen } from "@testing-library/react";
import React from "react";
import NotFound from "../../../src/components/layout/NotFound";

describe("Not found", () => {
  it("shows the spec's texts and a link home", () => {
    render(<NotFound />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page Not Found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The page you are looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back to Home" })).toHaveAttribute("href", "/");
  });
});
