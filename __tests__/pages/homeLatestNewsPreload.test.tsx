/**
 * Home's <head> starts the latest news' request before the scripts run; the section then asks for
 * the same address, or the preload is a wasted download. In each edition: its own address
 * (`?lang=` in Urdu and Pashto, the news in the edition's order), the same one the section fetches.
 */
import { render, screen } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import React from "react";
import LatestNews from "../../src/components/news/LatestNews";
import { Head } from "../../src/pages/index";
import type { Lang } from "../../contract/i18n/locales";
import { jsonResponse, mockFetch, siteNews } from "../../test-support/fetch";
import { mockLayoutQueries } from "../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

const preloadOf = (pathname: string, lang: Lang) => {
  const props = {
    data: { siteInfo: null, site: { siteMetadata: { title: "Qaumi Watan Party" } }, homeContent: null },
    location: { pathname },
    pageContext: { lang },
  } as unknown as HeadProps<Queries.HomePageQuery>;
  const { container, unmount } = render(<Head {...props} />);
  const links = Array.from(container.querySelectorAll('link[rel="preload"][as="fetch"]'));
  const hrefs = links.map((link) => link.getAttribute("href"));
  unmount();
  return hrefs;
};

it.each([
  ["/", "en", "/api/news/latest?shape=site"],
  ["/ur/", "ur", "/api/news/latest?shape=site&lang=ur&only=lang"],
  ["/ps", "ps", "/api/news/latest?shape=site&lang=ps&only=lang"],
] as const)("%s (%s): the head preloads %s, and the latest news section fetches exactly that", async (pathname, lang, url) => {
  expect(preloadOf(pathname, lang)).toEqual([url]);

  window.history.pushState({}, "", pathname);
  const fetch = mockFetch(() => jsonResponse([siteNews(1), siteNews(2), siteNews(3)]));
  render(<LatestNews />);
  await screen.findAllByRole("heading", { level: 3 });
  expect(fetch.mock.calls.map(([asked]) => String(asked))).toEqual([url]);
});
