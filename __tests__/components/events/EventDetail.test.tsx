/** The event page: its facts, state, calendar links, map and organiser; not found; in English and Urdu. */
import { render, screen, within } from "@testing-library/react";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import EventDetail from "../../../src/components/events/EventDetail";
import { I18nProvider } from "../../../src/i18n";
import type { Lang } from "../../../contract/i18n/locales";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { EVENT_WINGS, publicEvent } from "../../../test-support/fixtures/events";
import en from "../../../data/i18n/en/events.json";
import ur from "../../../data/i18n/ur/events.json";

const ROOT = path.resolve(__dirname, "../../..");

function renderEvent(lang: Lang, slug: string, initial?: PublicEvent) {
  window.history.pushState({}, "", `${lang === "en" ? "" : `/${lang}`}/events/${slug}`);
  return render(
    <I18nProvider lang={lang} messages={loadMessages(ROOT, lang, { forPages: true })}>
      <EventDetail slug={slug} initial={initial} wings={EVENT_WINGS} />
    </I18nProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

it("shows an upcoming event's facts, organiser, calendar links and map", async () => {
  renderEvent(
    "en",
    "event-1",
    publicEvent(1, { wing: "youth-wing", map: { lat: 34.1482, lon: 71.7406 }, attendingCount: 120 }),
  );
  expect(screen.getByRole("heading", { level: 1, name: "Event 1" })).toBeInTheDocument();
  const article = screen.getByRole("article");
  expect(article).toHaveTextContent("December 5, 2026");
  expect(article).toHaveTextContent("2:00 pm to 5:30 pm (Pakistan time)");
  // The address already names the district, so the district is not said twice.
  expect(article).toHaveTextContent("Sardaryab Ground, Sardaryab Road, Charsadda");
  expect(article).not.toHaveTextContent("Charsadda, Charsadda");
  expect(article).toHaveTextContent(`${en.organiser}: Youth Wing`);
  expect(article).toHaveTextContent("120 people have said they will attend");
  const calendar = screen.getByRole("region", { name: en.addToCalendar });
  expect(within(calendar).getByRole("link", { name: en.downloadIcs })).toHaveAttribute("href", "/events/event-1.ics");
  const google = new URL(within(calendar).getByRole("link", { name: /Google Calendar/ }).getAttribute("href") ?? "");
  expect(google.origin).toBe("https://calendar.google.com");
  expect(google.searchParams.get("dates")).toBe("20261205T090000Z/20261205T123000Z");
  expect(google.searchParams.get("text")).toBe("Event 1");
  expect(google.searchParams.get("location")).toBe("Sardaryab Ground, Sardaryab Road, Charsadda");
  const map = screen.getByTitle("Map: Sardaryab Ground");
  expect(map).toHaveAttribute("loading", "lazy");
  expect(map.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=34\.14820,71\.74060$/);
  expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  expect(await screen.findByTestId("article-content")).toHaveTextContent("The programme of event 1.");
});

it("puts a cancelled event's reason first and offers nothing to add to a calendar", async () => {
  renderEvent("en", "event-1", publicEvent(1, { status: "cancelled", statusNote: "Section 144 in the district" }));
  expect(screen.getByRole("note")).toHaveTextContent("This event has been cancelled: Section 144 in the district");
  expect(screen.queryByRole("region", { name: en.addToCalendar })).not.toBeInTheDocument();
  expect(screen.getByText(en["status.cancelled"])).toBeInTheDocument();
  expect(screen.getByRole("article")).toHaveTextContent(`${en.organiser}: ${en.partyOrganiser}`);
  await screen.findByTestId("article-content");
});

it("says a moved event's old date and the postponement's note", async () => {
  const note = "Moved to after the harvest";
  renderEvent("en", "event-1", publicEvent(1, { status: "postponed", previousStartsAt: "2026-11-28T09:00:00.000Z", statusNote: note }));
  expect(screen.getByRole("article")).toHaveTextContent("Moved from November 28, 2026");
  expect(screen.getByRole("note")).toHaveTextContent(note);
  await screen.findByTestId("article-content");
});

it("asks for an event it was not given, and says when there is none", async () => {
  const fetch = mockFetch(() => jsonResponse({ message: "Event not found" }, 404));
  renderEvent("en", "no-such-event");
  expect(await screen.findByRole("heading", { level: 1, name: en.notFoundTitle })).toBeInTheDocument();
  expect(String(fetch.mock.calls[0][0])).toMatch(/\/api\/events\/no-such-event$/);
  expect(screen.getByRole("link", { name: en.backToEvents })).toHaveAttribute("href", "/events");
});

it("in Urdu: an Urdu event reads right to left in the edition's words", async () => {
  renderEvent("ur", "event-1", publicEvent(1, { lang: "ur", title: "چارسدہ میں جلسہ", district: "Peshawar" }));
  const article = screen.getByRole("article");
  expect(article).toHaveAttribute("lang", "ur");
  expect(article).toHaveAttribute("dir", "rtl");
  expect(screen.getByRole("heading", { level: 1, name: "چارسدہ میں جلسہ" })).toBeInTheDocument();
  // Venue, address and district, joined by the edition's comma; the address does not name Peshawar.
  expect(article).toHaveTextContent("Sardaryab Ground، Sardaryab Road, Charsadda، پشاور");
  expect(article).toHaveTextContent(`${ur.organiser}: ${ur.partyOrganiser}`);
  expect(screen.getByRole("region", { name: ur.addToCalendar })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: ur.backToEvents })).toHaveAttribute("href", "/ur/events");
  await screen.findByTestId("article-content");
});
