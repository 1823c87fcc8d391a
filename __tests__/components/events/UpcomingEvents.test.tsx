/** "Upcoming Events" on Home and on a wing's page: the next three, or nothing at all. */
import { render, screen, waitFor, within } from "@testing-library/react";
import React from "react";
import UpcomingEvents from "../../../src/components/events/UpcomingEvents";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { publicEvent } from "../../../test-support/fixtures/events";
import en from "../../../data/i18n/en/events.json";

afterEach(() => jest.restoreAllMocks());

const page = (count: number) => ({
  events: Array.from({ length: count }, (_, i) => publicEvent(i + 1)),
  page: 1,
  totalPages: 1,
  total: count,
});

it("shows the next three upcoming events and a link to all of them", async () => {
  const fetch = mockFetch(() => jsonResponse(page(5)));
  render(<UpcomingEvents />);
  const section = await screen.findByRole("region", { name: en.homeTitle });
  expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Event 1", "Event 2", "Event 3"]);
  expect(within(section).getByRole("link", { name: new RegExp(en.viewAll) })).toHaveAttribute("href", "/events");
  expect(new URL(String(fetch.mock.calls[0][0]), "http://x").searchParams.get("when")).toBe("upcoming");
});

it("on a wing's page asks for the wing's own events and links to them", async () => {
  const fetch = mockFetch(() => jsonResponse(page(1)));
  render(<UpcomingEvents wing="youth-wing" />);
  const section = await screen.findByRole("region", { name: en.wingTitle });
  expect(new URL(String(fetch.mock.calls[0][0]), "http://x").searchParams.get("wing")).toBe("youth-wing");
  expect(within(section).getByRole("link", { name: new RegExp(en.viewAll) })).toHaveAttribute("href", "/events?wing=youth-wing");
});

it("shows nothing, not even a heading, when there are none or the request fails", async () => {
  const fetch = mockFetch(() => jsonResponse(page(0)));
  const { container, unmount } = render(<UpcomingEvents />);
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container).toBeEmptyDOMElement();
  unmount();
  jest.spyOn(console, "error").mockImplementation(() => {});
  const failing = mockFetch(() => jsonResponse({ message: "Down" }, 500));
  const second = render(<UpcomingEvents />);
  await waitFor(() => expect(failing).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(second.container).toBeEmptyDOMElement();
});
