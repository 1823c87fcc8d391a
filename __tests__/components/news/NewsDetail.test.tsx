import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import { pageTranslations } from "../../../gatsby/i18n/contentTranslations";
import NewsDetail from "../../../src/components/news/NewsDetail";
import { I18nProvider } from "../../../src/i18n";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";
import urSite from "../../../data/ur/site.json";

const ROOT = path.resolve(__dirname, "../../..");

beforeEach(() => {
  document.title = "News | Qaumi Watan Party";
  document.head.innerHTML = '<meta name="description" content="News from Qaumi Watan Party (QWP).">';
});
afterEach(() => {
  jest.restoreAllMocks();
  // @ts-expect-error test cleanup of optional browser APIs
  delete navigator.share;
  // @ts-expect-error test cleanup of optional browser APIs
  delete navigator.clipboard;
});

const full = siteNews(5, {
  link: "https://example.com/original",
  body: '<h2>Sub heading</h2><p>First <a href="javascript:alert(1)">bad</a> paragraph.</p><img src=x onerror="window.__xss=1">',
  author: { name: "Aisha Khan", image: "/media/authors/a.jpg", email: "aisha@qwp.org.pk" },
});

it("shows a loading state, then every part of the article", async () => {
  const fetch = mockFetch(() => jsonResponse(full));
  render(<NewsDetail idOrSlug="news-item-5" />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading article…");

  expect(await screen.findByRole("heading", { level: 1, name: "News item 5" })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/news/news-item-5?shape=site", expect.anything());
  expect(screen.getByRole("link", { name: /Back to News/ })).toHaveAttribute("href", "/news");
  expect(screen.getByText("Excerpt of item 5.")).toBeInTheDocument();
  expect(screen.getByText("March 5, 2025")).toHaveAttribute("datetime", "2025-03-05T10:00:00.000Z");
  expect(screen.getAllByText("Party Affairs").length).toBeGreaterThan(0);
  expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  expect(screen.queryByText("No image available")).not.toBeInTheDocument();

  // Sanitised HTML content.
  expect(await screen.findByRole("heading", { level: 2, name: "Sub heading" })).toBeInTheDocument();
  const content = screen.getByTestId("article-content");
  expect(within(content).getByText("bad")).not.toHaveAttribute("href");
  expect(content.querySelector("[onerror]")).toBeNull();

  const external = screen.getByRole("link", { name: /Read the full article/ });
  expect(external).toHaveAttribute("href", "https://example.com/original");
  expect(external).toHaveAttribute("target", "_blank");
  expect(external).toHaveAttribute("rel", "noopener noreferrer");

  const authorCard = screen.getByRole("complementary", { name: "About the author" });
  expect(within(authorCard).getByText("Aisha Khan")).toBeInTheDocument();
  expect(within(authorCard).getByRole("link", { name: "aisha@qwp.org.pk" })).toHaveAttribute(
    "href",
    "mailto:aisha@qwp.org.pk",
  );
});

it("sets the page title and description once the item loads", async () => {
  mockFetch(() => jsonResponse(full));
  render(<NewsDetail idOrSlug="id-5" />);
  await screen.findByRole("heading", { level: 1, name: "News item 5" });
  expect(document.title).toBe("News item 5 | Qaumi Watan Party");
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Excerpt of item 5.");
});

it("in the Urdu edition, ends the title with the party's name as the edition writes it", async () => {
  mockFetch(() => jsonResponse(full));
  // The page context the build gives /ur/news/[...]: Urdu strings and the layout's translations.
  render(
    <I18nProvider
      lang="ur"
      messages={loadMessages(ROOT, "ur", { forPages: true })}
      translations={pageTranslations("ur", [], [], ROOT).translations}
    >
      <NewsDetail idOrSlug="id-5" />
    </I18nProvider>,
  );
  await screen.findByRole("heading", { level: 1, name: "News item 5" });
  expect(document.title).toBe(`News item 5 | ${urSite.name}`);
});

it("shows 'No image available' and no external link when the item has neither", async () => {
  mockFetch(() => jsonResponse(siteNews(6, { image: null, link: null })));
  render(<NewsDetail idOrSlug="id-6" />);
  expect(await screen.findByText("No image available")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /Read the full article/ })).not.toBeInTheDocument();
});

it.each([
  ["an error", () => jsonResponse({ message: "News article not found." }, 404)],
  ["no item", () => new Response("", { status: 200 })],
])("shows News Not Found on %s", async (_case, answer) => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch(answer);
  render(<NewsDetail idOrSlug="missing" />);
  expect(await screen.findByRole("heading", { level: 1, name: "News Not Found" })).toBeInTheDocument();
  expect(screen.getByText("The news article you're looking for could not be found.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Back to News/ })).toHaveAttribute("href", "/news");
  expect(document.title).toBe("News Not Found | Qaumi Watan Party");
});

it("copies the page address when there is no native share, and says so", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  mockFetch(() => jsonResponse(full));
  render(<NewsDetail idOrSlug="news-item-5" />);
  await user.click(await screen.findByRole("button", { name: "Share" }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(await screen.findByText("Link copied to clipboard")).toHaveAttribute("role", "status");
});

it("uses the native share sheet where available", async () => {
  const user = userEvent.setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  mockFetch(() => jsonResponse(full));
  render(<NewsDetail idOrSlug="news-item-5" />);
  await user.click(await screen.findByRole("button", { name: "Share" }));
  expect(share).toHaveBeenCalledWith({ title: "News item 5", text: "Excerpt of item 5.", url: window.location.href });
  expect(screen.queryByText("Link copied to clipboard")).not.toBeInTheDocument();
});

it("gives the article its own language and direction", async () => {
  mockFetch(() => jsonResponse({ ...full, title: "صوبائی کونسل کا اجلاس", lang: "ur" }));
  render(<NewsDetail idOrSlug="news-item-5" />);
  const heading = await screen.findByRole("heading", { level: 1, name: "صوبائی کونسل کا اجلاس" });
  expect(heading.closest("article")).toHaveAttribute("lang", "ur");
  expect(heading.closest("article")).toHaveAttribute("dir", "rtl");
});

it("marks an English article left to right", async () => {
  mockFetch(() => jsonResponse(full));
  render(<NewsDetail idOrSlug="news-item-5" />);
  const article = (await screen.findByRole("heading", { level: 1, name: "News item 5" })).closest("article");
  expect([article?.getAttribute("lang"), article?.getAttribute("dir")]).toEqual(["en", "ltr"]);
});
