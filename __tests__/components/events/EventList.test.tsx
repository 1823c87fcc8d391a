/** The events list: the address's list and filters, the cards' facts and marks, in English, Urdu and Pashto. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { eventDistrictNames } from "../../../gatsby/districtNames";
import { loadMessages } from "../../../gatsby/i18n/messages";
import EventList from "../../../src/components/events/EventList";
import { I18nProvider } from "../../../src/i18n";
import type { Lang } from "../../../contract/i18n/locales";
import type { EventPage } from "../../../contract/lib/api/eventWire";
import { eventQueryFromSearch } from "../../../contract/lib/eventFilters";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";
import { EVENT_WINGS, publicEvent } from "../../../test-support/fixtures/events";
import en from "../../../data/i18n/en/events.json";
import ur from "../../../data/i18n/ur/events.json";
import ps from "../../../data/i18n/ps/events.json";

const ROOT = path.resolve(__dirname, "../../..");

function renderList(lang: Lang, search: string, initial?: EventPage, dataRoot = ROOT) {
  window.history.pushState({}, "", `${lang === "en" ? "" : `/${lang}`}/events${search}`);
  const districts = eventDistrictNames(lang, dataRoot);
  return render(
    <I18nProvider lang={lang} messages={loadMessages(dataRoot, lang, { forPages: true })}>
      <EventList
        query={eventQueryFromSearch(search, districts)}
        wings={EVENT_WINGS}
        districts={districts}
        initial={initial}
      />
    </I18nProvider>,
  );
}

const page = (events = [publicEvent(1)], totalPages = 1): EventPage => ({ events, page: 1, totalPages, total: events.length });

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

it("asks the API for the address's list and filters, and shows them chosen in the form", async () => {
  const fetch = mockFetch(() => jsonResponse(page([publicEvent(1)], 3)));
  renderList("en", "?when=past&district=swat&wing=youth-wing&kind=convention&page=2");
  expect(screen.getByRole("status")).toHaveTextContent(en.loading);
  await screen.findByRole("heading", { level: 2, name: "Event 1" });
  const asked = new URL(String(fetch.mock.calls[0][0]), "http://x");
  expect(asked.pathname).toBe("/api/events");
  expect(Object.fromEntries(asked.searchParams)).toEqual({
    when: "past",
    district: "swat",
    wing: "youth-wing",
    kind: "convention",
    page: "2",
  });
  const form = screen.getByRole("search", { name: en.filters });
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveAttribute("action", "/events");
  expect(within(form).getByLabelText(en.district)).toHaveValue("swat");
  expect(within(form).getByLabelText(en.wing)).toHaveValue("youth-wing");
  expect(within(form).getByLabelText(en.kind)).toHaveValue("convention");
  // The past list keeps itself when the filters change; "Clear filters" keeps the list too.
  expect(form.querySelector('input[type="hidden"][name="when"]')).toHaveValue("past");
  expect(within(form).getByRole("link", { name: en.clearFilters })).toHaveAttribute("href", "/events?when=past");
  const lists = screen.getByRole("navigation", { name: en.lists });
  expect(within(lists).getByRole("link", { name: en.past })).toHaveAttribute("aria-current", "page");
  expect(within(lists).getByRole("link", { name: en.upcoming })).toHaveAttribute(
    "href",
    "/events?district=swat&wing=youth-wing&kind=convention",
  );
  const pager = screen.getByRole("navigation", { name: en.pages });
  expect(within(pager).getByRole("link", { name: "Next page" })).toHaveAttribute(
    "href",
    "/events?when=past&district=swat&wing=youth-wing&kind=convention&page=3",
  );
});

it("leaves out what is not a district, wing or kind, and offers every district by its name", async () => {
  mockFetch(() => jsonResponse(page()));
  renderList("en", "?district=atlantis&kind=party&wing=%3Cb%3E");
  await screen.findByRole("heading", { level: 2, name: "Event 1" });
  const form = screen.getByRole("search", { name: en.filters });
  expect(within(form).getByLabelText(en.district)).toHaveValue("");
  expect(within(form).getByLabelText(en.kind)).toHaveValue("");
  expect(within(form).getByLabelText(en.wing)).toHaveValue("");
  expect(within(form).queryByRole("link", { name: en.clearFilters })).not.toBeInTheDocument();
  expect(within(within(form).getByLabelText(en.district)).getAllByRole("option")).toHaveLength(37);
  expect(within(form).getByRole("option", { name: "Dera Ismail Khan" })).toHaveValue("dera-ismail-khan");
});

it("offers the districts the data gives: a district file added is a choice, a filter, a feed and a card's place, by its name in the edition", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "districts-"));
  try {
    for (const folder of ["districts", "ur/districts", "ps/districts", "i18n"]) {
      fs.cpSync(path.join(ROOT, "data", folder), path.join(root, "data", folder), { recursive: true });
    }
    fs.writeFileSync(
      path.join(root, "data", "districts", "tor-ghar-east.json"),
      JSON.stringify({ slug: "tor-ghar-east", name: "Tor Ghar East", division: "hazara" }),
    );
    fs.writeFileSync(path.join(root, "data", "ur", "districts", "tor-ghar-east.json"), JSON.stringify({ name: "مشرقی تور غر" }));
    const fetch = mockFetch(() => jsonResponse(page([publicEvent(1, { district: "Tor Ghar East", venue: "Jirga Hall", address: "Judbah" })])));
    renderList("ur", "?district=tor-ghar-east", undefined, root);
    const card = (await screen.findByRole("heading", { level: 2, name: "Event 1" })).closest("article")!;
    const form = screen.getByRole("search", { name: ur.filters });
    expect(within(within(form).getByLabelText(ur.district)).getAllByRole("option")).toHaveLength(38);
    expect(within(form).getByRole("option", { name: "مشرقی تور غر" })).toHaveValue("tor-ghar-east");
    expect(within(form).getByLabelText(ur.district)).toHaveValue("tor-ghar-east");
    expect(new URL(String(fetch.mock.calls[0][0]), "http://x").searchParams.get("district")).toBe("tor-ghar-east");
    expect(card).toHaveTextContent("مشرقی تور غر");
    expect(screen.getByRole("link", { name: ur.subscribeDistrict.replace("{district}", "مشرقی تور غر") })).toHaveAttribute(
      "href",
      "/events/district/tor-ghar-east.ics",
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("shows the embedded list without asking, each card with its kind, date, hours and place", () => {
  const fetch = mockFetch(() => jsonResponse(page()));
  renderList("en", "", page([publicEvent(1), publicEvent(2, { kind: "corner-meeting", district: "Dera Ismail Khan", venue: "Town Hall" })]));
  expect(fetch).not.toHaveBeenCalled();
  const card = screen.getByRole("heading", { level: 2, name: "Event 2" }).closest("article") as HTMLElement;
  expect(within(card).getByText(en["kind.corner-meeting"])).toBeInTheDocument();
  expect(within(card).getByText("December 5, 2026")).toHaveAttribute("datetime", "2026-12-05T09:00:00.000Z");
  expect(card).toHaveTextContent("2:00 pm to 5:30 pm");
  expect(card).toHaveTextContent("Town Hall, Dera Ismail Khan");
  expect(within(card).getByRole("link", { name: "Event 2" })).toHaveAttribute("href", "/events/event-2");
  expect(screen.getByRole("link", { name: en.subscribeAll })).toHaveAttribute("href", "/events.ics");
});

it("marks a cancelled, a postponed and a moved event in words", () => {
  renderList(
    "en",
    "",
    page([
      publicEvent(1, { status: "cancelled", statusNote: "Heavy rain" }),
      publicEvent(2, { status: "postponed", dateToBeAnnounced: true }),
      publicEvent(3, { status: "postponed", previousStartsAt: "2026-11-28T09:00:00.000Z" }),
      publicEvent(4),
    ]),
  );
  const card = (n: number) => screen.getByRole("heading", { name: `Event ${n}` }).closest("article") as HTMLElement;
  expect(within(card(1)).getByText(en["status.cancelled"])).toBeInTheDocument();
  expect(within(card(2)).getByText(en["status.postponed"])).toBeInTheDocument();
  expect(card(2)).toHaveTextContent(en.dateToBeAnnounced);
  expect(card(2)).not.toHaveTextContent("December 5, 2026");
  expect(within(card(3)).getByText(en["status.rescheduled"])).toBeInTheDocument();
  expect(card(4).querySelector("[data-status]")).toBeNull();
});

it("says when there are no upcoming events, and when none match the filters", () => {
  const { unmount } = renderList("en", "", page([]));
  expect(screen.getByRole("status")).toHaveTextContent(en.emptyUpcoming);
  unmount();
  renderList("en", "?district=swat", page([]));
  expect(screen.getByRole("status")).toHaveTextContent(en.empty);
});

it("in Urdu: the edition's words, district names, 12-hour times and the Urdu list's address", () => {
  renderList("ur", "?district=charsadda", page([publicEvent(1, { startsAt: "2026-12-05T04:30:00.000Z" })]));
  expect(screen.getByRole("heading", { level: 1, name: ur.title })).toBeInTheDocument();
  const card = screen.getByRole("heading", { level: 2, name: "Event 1" }).closest("article") as HTMLElement;
  // The English event's title is marked as English inside the Urdu page.
  expect(screen.getByRole("heading", { level: 2, name: "Event 1" })).toHaveAttribute("lang", "en");
  expect(card).toHaveTextContent("5 دسمبر، 2026");
  expect(card).toHaveTextContent("صبح 9:30 سے شام 5:30 تک");
  expect(card).toHaveTextContent("چارسدہ");
  expect(within(card).getByRole("link", { name: "Event 1" })).toHaveAttribute("href", "/ur/events/event-1");
  expect(screen.getByRole("search", { name: ur.filters })).toHaveAttribute("action", "/ur/events");
});

it("in Urdu: asks the API for the Urdu events alone, and ends with the same list in the other editions when they have events", async () => {
  const fetch = mockFetch(() => jsonResponse({ ...page([]), others: 2 }));
  renderList("ur", "?when=past&kind=convention");
  expect(await screen.findByText(ur.emptyPast)).toBeInTheDocument();
  const asked = new URL(String(fetch.mock.calls[0][0]), "http://x");
  expect(Object.fromEntries(asked.searchParams)).toEqual({ when: "past", kind: "convention", page: "1", lang: "ur" });
  expect(screen.getByRole("link", { name: "انگریزی" })).toHaveAttribute("href", "/events?when=past&kind=convention");
  expect(screen.getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/events?when=past&kind=convention");
  expect(screen.getByText((_, element) => element?.hasAttribute("data-other-editions") ?? false)).toHaveTextContent(
    "انگریزی اور پشتو میں بھی تقریبات دیکھیں۔",
  );
});

it("in Urdu, when no other edition has such events: no link to them", () => {
  renderList("ur", "", { ...page([publicEvent(1, { lang: "ur", title: "جلسہ" })]), others: 0 });
  expect(screen.getByRole("heading", { level: 2, name: "جلسہ" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "پشتو" })).not.toBeInTheDocument();
});

it("in Pashto: Pashto's digits in dates and times", () => {
  renderList("ps", "", page([publicEvent(1, { lang: "ps", title: "د چارسدې جلسه" })]));
  const heading = screen.getByRole("heading", { level: 2, name: "د چارسدې جلسه" });
  expect(heading).not.toHaveAttribute("lang");
  const card = heading.closest("article") as HTMLElement;
  expect(card).toHaveTextContent("۲۰۲۶ دسمبر ۵");
  expect(card).toHaveTextContent("له ماښام ۲:۰۰ تر ماښام ۵:۳۰ پورې");
  expect(card).toHaveTextContent(ps["kind.rally"]);
});

it("with scripts, the filters open the chosen list's address without the empty choices", async () => {
  (navigate as jest.Mock).mockClear();
  renderList("ur", "?when=past", page());
  const form = screen.getByRole("search", { name: ur.filters });
  fireEvent.change(within(form).getByLabelText(ur.district), { target: { value: "swat" } });
  fireEvent.submit(form);
  expect(navigate).toHaveBeenCalledWith("/ur/events?when=past&district=swat");
});

it("links the chosen wing's and district's calendar feeds beside every event's, and the events' RSS feed in the edition", () => {
  mockFetch(() => jsonResponse(page()));
  renderList("ur", "?wing=youth-wing&district=mardan", page());
  const urDistricts = eventDistrictNames("ur", ROOT).find((district) => district.slug === "mardan")!.name;
  expect(screen.getByRole("link", { name: ur.subscribeWing.replace("{wing}", "Youth Wing") })).toHaveAttribute("href", "/events/wing/youth-wing.ics");
  expect(screen.getByRole("link", { name: ur.subscribeDistrict.replace("{district}", urDistricts) })).toHaveAttribute(
    "href",
    "/events/district/mardan.ics",
  );
  expect(screen.getByRole("link", { name: ur.subscribeAll })).toHaveAttribute("href", "/events.ics");
  expect(screen.getByRole("link", { name: ur.followRss })).toHaveAttribute("href", "/ur/events/rss.xml");
});

it("links only every event's feed when no wing or district is chosen", () => {
  renderList("en", "", page());
  expect(screen.queryByRole("link", { name: /the Youth Wing's events|events in/ })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: en.followRss })).toHaveAttribute("href", "/events/rss.xml");
});
