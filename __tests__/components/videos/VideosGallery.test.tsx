import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import VideosGallery from "../../../src/components/videos/VideosGallery";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

const item = (id: string, title: string, description = `About ${title}`) => ({
  id: { kind: "youtube#video", videoId: id },
  snippet: { title, description, thumbnails: { high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` } } },
});

const PAGES: Record<string, unknown> = {
  "": { items: [item("v1", "First rally", "x".repeat(140)), item("v2", "Second")], nextPageToken: "P2" },
  P2: { items: [item("v3", "Third")], prevPageToken: "P1", nextPageToken: "P3" },
  P1: { items: [item("v1", "First rally", "x".repeat(140)), item("v2", "Second")], nextPageToken: "P2" },
};

const tokenOf = (url: string) => new URL(url, "http://localhost").searchParams.get("pageToken") ?? "";

beforeEach(() => {
  jest.useFakeTimers();
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it("shows 'Loading...' while fetching, then the cards", async () => {
  const fetch = mockFetch((url) => jsonResponse(PAGES[tokenOf(url)]));
  render(<VideosGallery />);
  expect(screen.getByText("Loading...")).toBeInTheDocument();
  const card = (await screen.findByRole("heading", { name: "First rally" })).closest("article") as HTMLElement;
  expect(screen.queryByText("Loading...")).not.toBeInTheDocument();

  const [url] = fetch.mock.calls[0];
  expect(Object.fromEntries(new URL(String(url), "http://localhost").searchParams)).toEqual({
    part: "snippet,id",
    order: "date",
    maxResults: "10",
  });
  expect(within(card).getByText(`${"x".repeat(100)}...`)).toBeInTheDocument();
  const watch = within(card).getByRole("link", { name: /Watch Video/ });
  expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=v1");
  expect(watch).toHaveAttribute("target", "_blank");
  expect(watch).toHaveAttribute("rel", "noopener noreferrer");
  // The first thumbnail is on the first screen (the page's largest paint): loaded and decoded at once;
  // the others wait until they come near the screen.
  const thumb = card.querySelector("img");
  expect(thumb).toHaveAttribute("loading", "eager");
  expect(thumb).toHaveAttribute("decoding", "sync");
  expect(thumb).toHaveAttribute("width", "480");
  expect(thumb).toHaveAttribute("height", "360");
  const later = screen.getAllByRole("article").slice(1).map((a) => a.querySelector("img"));
  expect(later.length).toBeGreaterThan(0);
  for (const img of later) {
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
  }
});

it("shows Previous and Next only when their token exists, and fetches on every token change", async () => {
  const user = setupUser();
  const fetch = mockFetch((url) => jsonResponse(PAGES[tokenOf(url)]));
  render(<VideosGallery />);
  await screen.findByRole("heading", { name: "First rally" });
  expect(screen.queryByRole("button", { name: /Previous/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: /Next/ }));
  expect(await screen.findByRole("heading", { name: "Third" })).toBeInTheDocument();
  expect(tokenOf(String(fetch.mock.calls[1][0]))).toBe("P2");
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: /Previous/ }));
  expect(await screen.findByRole("heading", { name: "Second" })).toBeInTheDocument();
  expect(tokenOf(String(fetch.mock.calls[2][0]))).toBe("P1");
});

it("refreshes every 60 seconds and stops when the page is left", async () => {
  const fetch = mockFetch((url) => jsonResponse(PAGES[tokenOf(url)]));
  const start = Date.now();
  const { unmount } = render(<VideosGallery />);
  await screen.findByRole("heading", { name: "First rally" });
  expect(fetch).toHaveBeenCalledTimes(1);

  // Finding the heading let the fake clock run a little; the timer counts from the render.
  await act(() => jest.advanceTimersByTimeAsync(59_999 - (Date.now() - start)));
  expect(fetch).toHaveBeenCalledTimes(1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(fetch).toHaveBeenCalledTimes(2);
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(fetch).toHaveBeenCalledTimes(3);

  unmount();
  await act(() => jest.advanceTimersByTimeAsync(180_000));
  expect(fetch).toHaveBeenCalledTimes(3);
});

it("sends one request at a time: a tick while one is out is skipped", async () => {
  let release!: () => void;
  const fetch = mockFetch(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(PAGES[""]));
      }),
  );
  render(<VideosGallery />);
  await act(() => jest.advanceTimersByTimeAsync(150_000));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(screen.getByText("Loading...")).toBeInTheDocument();

  await act(async () => release());
  expect(await screen.findByRole("heading", { name: "First rally" })).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(fetch).toHaveBeenCalledTimes(2);
});

it("only logs a failure as 'Error fetching videos', ends loading and keeps the last good page", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  let fail = false;
  mockFetch((url) => (fail ? jsonResponse({ message: "down" }, 502) : jsonResponse(PAGES[tokenOf(url)])));
  render(<VideosGallery />);
  await screen.findByRole("heading", { name: "First rally" });

  fail = true;
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(log).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith("Error fetching videos", expect.objectContaining({ status: 502 }));
  expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "First rally" })).toBeInTheDocument();
});

it("links a channel result to the channel on YouTube", async () => {
  mockFetch(() =>
    jsonResponse({ items: [{ id: { kind: "youtube#channel", channelId: "UCabc" }, snippet: { title: "QWP Channel", description: "" } }] }),
  );
  render(<VideosGallery />);
  const card = (await screen.findByRole("heading", { name: "QWP Channel" })).closest("article") as HTMLElement;
  expect(within(card).getByRole("link", { name: /Watch Video/ })).toHaveAttribute(
    "href",
    "https://www.youtube.com/channel/UCabc",
  );
});
