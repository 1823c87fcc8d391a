import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import React from "react";
import { renderToString } from "react-dom/server";
import NewsDetailPage from "../../../src/pages/news/[...]";
import { jsonResponse, mockFetch, rawNews } from "../../../jest/fetchMock";

afterEach(() => jest.restoreAllMocks());

const props = (splat: string) => ({ params: { "*": splat } }) as unknown as PageProps;

it("renders only the loading state in the static HTML, whatever the address", () => {
  const fetch = jest.spyOn(global, "fetch");
  const html = renderToString(<NewsDetailPage {...props("some-slug")} />);
  expect(html).toContain("Loading article…");
  expect(html).not.toContain("some-slug");
  expect(fetch).not.toHaveBeenCalled();
});

it("loads the article named in the address after mount, ignoring a trailing slash", async () => {
  const fetch = mockFetch(() => jsonResponse(rawNews(3)));
  render(<NewsDetailPage {...props("news-item-3/")} />);
  expect(await screen.findByRole("heading", { level: 1, name: "News item 3" })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/api/news/news-item-3", expect.anything());
});
