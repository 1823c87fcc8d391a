import { render, screen } from "@testing-library/react";
import React from "react";
import LatestNews from "../../../src/components/news/LatestNews";

// The feed's chunk cannot be downloaded (connection lost after the page arrived): its import rejects.
jest.mock("../../../src/components/news/LatestNewsFeed", () => {
  throw new Error("Loading chunk latest-news failed");
});

it("says 'Failed to load latest news' and keeps the section when the feed's code cannot load", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  render(<LatestNews />);
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to load latest news$/);
  expect(screen.getByRole("heading", { level: 2, name: "Latest News" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /View All News/ })).toHaveAttribute("href", "/news");
  expect(log).toHaveBeenCalledWith("A part of the page could not be loaded", expect.any(Error));
});
