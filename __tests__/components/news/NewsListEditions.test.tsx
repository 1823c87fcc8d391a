/** The news list in the Urdu and Pashto editions: their own articles, their words, their dates and digits. */
import { render, screen, within } from "@testing-library/react";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import NewsList from "../../../src/components/news/NewsList";
import { I18nProvider } from "../../../src/i18n";
import type { Lang } from "../../../contract/i18n/locales";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";
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

const urdu = (n: number) => siteNews(n, { lang: "ur", title: `اردو خبر ${n}`, category: "پارٹی امور" });

it("in Urdu: asks for the Urdu articles only, in Urdu's dates and digits, and ends with the link to the other editions", async () => {
  const fetch = mockFetch(() =>
    jsonResponse({ news: [urdu(1), urdu(2)], totalPages: 3, lang: "ur", inLanguage: 20, others: 12 }),
  );
  renderIn("ur");
  expect(screen.getByRole("heading", { level: 1, name: ur.title })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(ur.loading);

  const heading = await screen.findByRole("heading", { level: 2, name: "اردو خبر 1" });
  expect(String(fetch.mock.calls[0][0])).toMatch(/\/news\?page=1&shape=site&lang=ur&only=lang$/);
  // Written in the edition's language: nothing to mark.
  expect(heading).not.toHaveAttribute("lang");
  expect(within(heading).getByRole("link")).toHaveAttribute("href", "/ur/news/news-item-1");
  const card = heading.closest("article") as HTMLElement;
  expect(within(card).getByText(ur.readMore)).toBeInTheDocument();
  // 5 March 2025 (siteNews's date), as Urdu writes it.
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
  const others = screen.getByText((_, element) => element?.tagName === "P" && element.hasAttribute("data-other-editions"));
  expect(others).toHaveTextContent("انگریزی اور پشتو میں بھی خبریں پڑھیں۔");
  expect(within(others).getByRole("link", { name: "انگریزی" })).toHaveAttribute("href", "/news");
  expect(within(others).getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/news");
});

it("in Urdu without Urdu articles: Urdu's empty state, then the link to the other editions", async () => {
  mockFetch(() => jsonResponse({ news: [], totalPages: 0, lang: "ur", inLanguage: 0, others: 12 }));
  renderIn("ur");
  expect(await screen.findByText(ur.empty)).toBeInTheDocument();
  expect(screen.queryByRole("article")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/news");
});

it("in Urdu when no other edition has articles: no link to them", async () => {
  mockFetch(() => jsonResponse({ news: [urdu(1)], totalPages: 1, lang: "ur", inLanguage: 1, others: 0 }));
  renderIn("ur");
  await screen.findByRole("heading", { level: 2, name: "اردو خبر 1" });
  expect(screen.queryByRole("link", { name: "پشتو" })).not.toBeInTheDocument();
});

it("in Urdu: a request that gets no answer is said in Urdu", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
  renderIn("ur");
  expect(await screen.findByRole("alert")).toHaveTextContent(ur.unreachable);
});

it("in Pashto: page numbers in Pashto's digits, and the link to the English and Urdu editions", async () => {
  mockFetch(() => jsonResponse({ news: [siteNews(1, { lang: "ps" })], totalPages: 3, lang: "ps", inLanguage: 25, others: 4 }));
  renderIn("ps", 2);
  const pager = await screen.findByRole("navigation", { name: "د خبرونو پاڼې" });
  expect(within(pager).getByRole("link", { name: "پاڼه ۲" })).toHaveTextContent("۲");
  expect(screen.getByRole("link", { name: "انګرېزي" })).toHaveAttribute("href", "/news");
  expect(screen.getByRole("link", { name: "اردو" })).toHaveAttribute("href", "/ur/news");
});
