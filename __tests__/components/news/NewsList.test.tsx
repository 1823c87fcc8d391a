import { render, screen, within } from "@testing-library/react";
import React from "react";
import NewsList from "../../../src/components/news/NewsList";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const pageOf = (count: number, totalPages: number, start = 1) =>
  jsonResponse({ news: Array.from({ length: count }, (_, i) => siteNews(start + i)), totalPages });

it("shows 9 skeleton cards while loading, then the page's cards", async () => {
  mockFetch(() => pageOf(9, 1));
  render(<NewsList page={1} />);
  expect(screen.getByRole("heading", { level: 1, name: "News" })).toBeInTheDocument();
  expect(screen.getAllByTestId("news-skeleton")).toHaveLength(9);
  expect(screen.getByRole("status")).toHaveTextContent("Loading news…");

  const links = await screen.findAllByRole("link", { name: /News item \d/ });
  expect(links).toHaveLength(9);
  expect(links[0]).toHaveAttribute("href", "/news/news-item-1");
  expect(screen.queryByTestId("news-skeleton")).not.toBeInTheDocument();
  const first = screen.getByRole("heading", { level: 2, name: "News item 1" }).closest("article") as HTMLElement;
  expect(within(first).getByText("Excerpt of item 1.")).toBeInTheDocument();
  expect(within(first).getByText("March 5, 2025")).toBeInTheDocument();
  expect(within(first).getByText("Party Affairs")).toBeInTheDocument();
  // One page only: no pagination.
  expect(screen.queryByRole("navigation", { name: "News pages" })).not.toBeInTheDocument();
});

it("shows 'No image available' for an item without one", async () => {
  mockFetch(() => jsonResponse({ news: [siteNews(1, { image: null })], totalPages: 1 }));
  render(<NewsList page={1} />);
  expect(await screen.findByText("No image available")).toBeInTheDocument();
});

it("shows the server's error message", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => jsonResponse({ message: "The page number must be a whole number of 1 or more." }, 400));
  render(<NewsList page={1} />);
  expect(await screen.findByRole("alert")).toHaveTextContent("The page number must be a whole number of 1 or more.");
});

it("falls back to 'Failed to load news' when the server says nothing useful", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
  render(<NewsList page={1} />);
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to load news$/);
  expect(log).toHaveBeenCalled();
});

it("shows 'No news found.' for an empty page", async () => {
  mockFetch(() => jsonResponse({ news: [], totalPages: 0 }));
  render(<NewsList page={1} />);
  expect(await screen.findByText("No news found.")).toBeInTheDocument();
});

it("asks for the page in the URL and paginates with the ellipsis form", async () => {
  const fetch = mockFetch(() => pageOf(9, 20, 82));
  render(<NewsList page={10} />);
  const nav = await screen.findByRole("navigation", { name: "News pages" });
  expect(fetch).toHaveBeenCalledWith("/api/news?page=10&shape=site", expect.anything());
  const pages = within(nav)
    .getAllByRole("link", { name: /^Page \d+$/ })
    .map((a) => a.textContent);
  expect(pages).toEqual(["1", "9", "10", "11", "20"]);
  expect(within(nav).getAllByText("…")).toHaveLength(2);
  expect(within(nav).getByRole("link", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
  expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/news");
  expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/news?page=9");
  expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/news?page=11");
});

it("lists every page number up to 7 pages and disables previous on the first", async () => {
  mockFetch(() => pageOf(9, 7));
  render(<NewsList page={1} />);
  const nav = await screen.findByRole("navigation", { name: "News pages" });
  expect(within(nav).getAllByRole("link", { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual([
    "1", "2", "3", "4", "5", "6", "7",
  ]);
  expect(within(nav).queryByText("…")).not.toBeInTheDocument();
  expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
  expect(within(nav).getByRole("link", { name: "Previous page" })).not.toHaveAttribute("href");
});

it("refetches and scrolls to the top of the list when the page changes", async () => {
  const fetch = mockFetch((url) => pageOf(9, 3, url.includes("page=2&") ? 10 : 1));
  const { rerender } = render(<NewsList page={1} />);
  await screen.findByRole("link", { name: "News item 1" });
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

  rerender(<NewsList page={2} />);
  expect(screen.getAllByTestId("news-skeleton")).toHaveLength(9);
  expect(await screen.findByRole("link", { name: "News item 10" })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/news?page=1&shape=site", "/api/news?page=2&shape=site"]);
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
});

it("never shows an older page's answer after a newer page was asked for", async () => {
  let releaseFirst!: () => void;
  mockFetch((url, init) =>
    url.includes("page=1&")
      ? new Promise<Response>((resolve, reject) => {
          releaseFirst = () => resolve(pageOf(9, 3, 1));
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        })
      : pageOf(9, 3, 10),
  );
  const { rerender } = render(<NewsList page={1} />);
  rerender(<NewsList page={2} />);
  expect(await screen.findByRole("link", { name: "News item 10" })).toBeInTheDocument();
  releaseFirst();
  expect(screen.queryByRole("link", { name: "News item 1" })).not.toBeInTheDocument();
});
