import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import React from "react";
import { renderToString } from "react-dom/server";
import { EMBEDDED_NEWS_ITEM } from "../../../contract/lib/api/embeddedData";
import NewsDetailPage from "../../../src/pages/news/[...]";
import { jsonResponse, mockFetch, siteNews } from "../../../test-support/fetch";
import { mockLayoutQueries, renderAt } from "../../../test-support/unit/layoutData";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";

// The page renders inside the site layout, whose header and footer read site data.
beforeEach(() => mockLayoutQueries());
afterEach(() => jest.restoreAllMocks());

const props = (splat: string) => ({ params: { "*": splat } }) as unknown as PageProps;

it("renders only the loading state in the static HTML, whatever the address", () => {
  const fetch = jest.spyOn(global, "fetch");
  // The static HTML of a client-only page is rendered once, at its placeholder path.
  const history = createHistory(createMemorySource("/news/"));
  const html = renderToString(
    <LocationProvider history={history}>
      <NewsDetailPage {...props("some-slug")} />
    </LocationProvider>,
  );
  expect(html).toContain("Loading article…");
  expect(html).not.toContain("some-slug");
  expect(fetch).not.toHaveBeenCalled();
});

it("loads the article named in the address after mount, ignoring a trailing slash", async () => {
  const fetch = mockFetch(() => jsonResponse(siteNews(3)));
  renderAt("/news/news-item-3/", <NewsDetailPage {...props("news-item-3/")} />);
  expect(await screen.findByRole("heading", { level: 1, name: "News item 3" })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/news/news-item-3?shape=site", expect.anything());
});

it("starts from the article the server embedded: shown at the first render, no request", () => {
  const fetch = jest.spyOn(global, "fetch");
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = EMBEDDED_NEWS_ITEM;
  script.textContent = JSON.stringify(siteNews(5));
  document.head.append(script);
  renderAt("/news/news-item-5", <NewsDetailPage {...props("news-item-5")} />);
  // Synchronously, as the hydration render must produce the server's markup.
  expect(screen.getByRole("heading", { level: 1, name: "News item 5" })).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
  expect(document.getElementById(EMBEDDED_NEWS_ITEM)).toBeNull();
});
