import { render, screen, within } from "@testing-library/react";
import React from "react";
import SearchMissesPanel from "../../../src/admin/news/SearchMissesPanel";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

describe("the console's searches that found nothing", () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the most frequent with their counts", async () => {
    mockFetch((url) => (url === "/api/admin/search/misses" ? jsonResponse({ days: 30, misses: [{ query: "tarbela", count: 7 }, { query: "قلندرآباد", count: 2 }] }) : jsonResponse({}, 404)));
    render(<SearchMissesPanel />);
    const region = await screen.findByRole("region", { name: "Searches that found nothing (last 30 days)" });
    const rows = await within(region).findAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["SearchTimes", "tarbela7", "قلندرآباد2"]);
  });

  it("says when every search found something", async () => {
    mockFetch(() => jsonResponse({ days: 30, misses: [] }));
    render(<SearchMissesPanel />);
    expect(await screen.findByText("Every search found something.")).toBeInTheDocument();
  });
});
