import { render, screen } from "@testing-library/react";
import React from "react";
import LatestNews from "../../../src/components/news/LatestNews";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";

afterEach(() => jest.restoreAllMocks());

it("shows 3 skeleton cards, then the latest items from news/latest", async () => {
  const fetch = mockFetch(() => jsonResponse([siteNews(1), siteNews(2), siteNews(3)]));
  render(<LatestNews />);
  expect(screen.getByRole("heading", { level: 2, name: "Latest News" })).toBeInTheDocument();
  expect(screen.getAllByTestId("news-skeleton")).toHaveLength(3);
  const titles = await screen.findAllByRole("heading", { level: 3 });
  expect(titles.map((h) => h.textContent)).toEqual(["News item 1", "News item 2", "News item 3"]);
  expect(fetch).toHaveBeenCalledWith("/api/news/latest?shape=site", expect.anything());
  expect(screen.getByRole("link", { name: /View All News/ })).toHaveAttribute("href", "/news");
});

it("shows 'Failed to load latest news' when the request fails", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(global, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  render(<LatestNews />);
  // A network failure has its own clear wording; a server error without a message gets the fallback.
  expect(await screen.findByRole("alert")).toHaveTextContent("Could not reach the server");
  expect(log).toHaveBeenCalled();
});

it("falls back to 'Failed to load latest news' for a server error without a message", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => jsonResponse({}, 500));
  render(<LatestNews />);
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to load latest news$/);
  expect(screen.getByRole("link", { name: /View All News/ })).toBeInTheDocument();
});

it("shows the server's message when it sends one", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => jsonResponse({ message: "Maintenance until 5 pm." }, 503));
  render(<LatestNews />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Maintenance until 5 pm.");
});

it("shows 'No news found.' when there is none", async () => {
  mockFetch(() => jsonResponse([]));
  render(<LatestNews />);
  expect(await screen.findByText("No news found.")).toBeInTheDocument();
});
