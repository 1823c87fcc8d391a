/** The news list in the Urdu and Pashto editions: their words, their dates and digits, their order. */
import { render, screen, within } from "@testing-library/react";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import NewsList from "../../../src/components/news/NewsList";
import { I18nProvider } from "../../../src/i18n";
import type { Lang } from "../../../contract/i18n/locales";
import { jsonResponse, mockFetch, rawNews } from "../../../test-support/fetch";
import ur from "../../../data/i18n/ur/news.json";

const ROOT = path.resolve(__dirname, "../../..");

function renderIn(lang: Lang, page = 1) {
  // The API client asks in the edition of the address the page is at.
  window.history.pushState({}, "", `/${lang}/news`);
  return render(
    <I18nProvider lang={lang} messages={loadMessages(ROOT, lang, { forPages: true })}>
      <NewsList page={page} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

it("in Urdu: asks for the Urdu list, says in Urdu that there are no Urdu articles, marks the English ones", async () => {
  const fetch = mockFetch(() =>
    jsonResponse({ news: [rawNews(1), rawNews(2)], totalPages: 3, lang: "ur", inLanguage: 0 }),
  );
  renderIn("ur");
  expect(screen.getByRole("heading", { level: 1, name: ur.title })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(ur.loading);

  const heading = await screen.findByRole("heading", { level: 2, name: "News item 1" });
  expect(String(fetch.mock.calls[0][0])).toMatch(/\/news\?page=1&lang=ur$/);
  expect(screen.getByText(ur.noneInLanguage)).toBeInTheDocument();
  expect(heading).toHaveAttribute("lang", "en");
  expect(heading).toHaveAttribute("dir", "ltr");
  expect(within(heading).getByRole("link")).toHaveAttribute("href", "/ur/news/news-item-1");
  const card = heading.closest("article") as HTMLElement;
  expect(within(card).getByText(ur.readMore)).toBeInTheDocument();
  // 5 March 2025 (rawNews's date), as Urdu writes it.
  expect(card.querySelector("time")).toHaveTextContent(
    new Intl.DateTimeFormat("ur-PK", { dateStyle: "long", timeZone: "Asia/Karachi" }).format(
      new Date("2025-03-05T10:00:00Z"),
    ),
  );
  const pager = screen.getByRole("navigation", { name: ur.pages });
  expect(within(pager).getByRole("link", { name: "صفحہ 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(within(pager).getByRole("link", { name: ur.nextPage })).toHaveAttribute(
    "href",
    "/ur/news?page=2",
  );
});

it("in Urdu, with Urdu articles: no 'none in Urdu' line, and an Urdu article is not marked", async () => {
  mockFetch(() =>
    jsonResponse({
      news: [rawNews(1, { lang: "ur", title: "اردو خبر" }), rawNews(2)],
      totalPages: 1,
      lang: "ur",
      inLanguage: 1,
    }),
  );
  renderIn("ur");
  const heading = await screen.findByRole("heading", { level: 2, name: "اردو خبر" });
  expect(heading).not.toHaveAttribute("lang");
  expect(screen.queryByText(ur.noneInLanguage)).not.toBeInTheDocument();
});

it("in Urdu: a request that gets no answer is said in Urdu", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
  renderIn("ur");
  expect(await screen.findByRole("alert")).toHaveTextContent(ur.unreachable);
});

it("in Pashto: page numbers in Pashto's digits", async () => {
  mockFetch(() => jsonResponse({ news: [rawNews(1)], totalPages: 3, lang: "ps", inLanguage: 0 }));
  renderIn("ps", 2);
  const pager = await screen.findByRole("navigation", { name: "د خبرونو پاڼې" });
  expect(within(pager).getByRole("link", { name: "پاڼه ۲" })).toHaveTextContent("۲");
});
