import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../test-support/e2e/browser";
import { collectErrors, isParsedNode, markParsedNode } from "../test-support/e2e/hydration";

/** The video gallery against the project's server (`/api/videos`, seeded with 23 videos). */

type SearchResponse = {
  items: { id: { videoId: string }; snippet: { title: string } }[];
  nextPageToken?: string;
  prevPageToken?: string;
};

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const titles = (page: Page) => cards(page).getByRole("heading").allTextContents();

test("the first page of videos shows before any script runs, styled", async ({ browser, request }) => {
  const first = (await (await request.get("/api/videos")).json()) as SearchResponse;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gallery/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Videos" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  expect(await titles(page)).toEqual(first.items.map((i) => i.snippet.title));
  await expect(cards(page).first().getByRole("heading")).toHaveCSS("font-weight", "700");
  await expect(cards(page).first().getByRole("link", { name: /Watch Video/ })).toHaveAttribute(
    "href",
    `https://www.youtube.com/watch?v=${first.items[0].id.videoId}`,
  );
  await context.close();
});

test("React hydrates the server's cards without errors", async ({ page }) => {
  const errors = collectErrors(page);
  await markParsedNode(page, "main article");
  await page.goto("/gallery/videos");
  await hydrated(page);
  expect(await isParsedNode(page, "main article"), "the first card is the server's node").toBe(true);
  await page.evaluate(() => window.___navigate("/news"));
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await page.evaluate(() => window.___navigate("/gallery/videos"));
  await expect(cards(page)).toHaveCount(10);
  expect(errors).toEqual([]);
});

test("pages through the channel with Next and Previous", async ({ page, request }) => {
  const api = async (token?: string) =>
    (await (await request.get(`/api/videos${token ? `?pageToken=${token}` : ""}`)).json()) as SearchResponse;
  const first = await api();
  const second = await api(first.nextPageToken);
  expect(first.items).toHaveLength(10);
  expect(second.nextPageToken).toBeTruthy();

  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/videos") && requests.push(r.url()));
  await page.goto("/gallery/videos");
  // The server's cards and buttons show before React has hydrated them; a click before then does nothing.
  await hydrated(page);
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText("Loading...")).toHaveCount(0);
  expect(await titles(page)).toEqual(first.items.map((i) => i.snippet.title));
  // The first page came with the HTML; the browser asks only for the pages after it.
  expect(requests).toEqual([]);

  const watch = cards(page).first().getByRole("link", { name: /Watch Video/ });
  await expect(watch).toHaveAttribute("href", `https://www.youtube.com/watch?v=${first.items[0].id.videoId}`);
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("rel", /noopener/);
  // The first thumbnail is the first screen's largest paint: fetched at once; the rest when near the screen.
  await expect(cards(page).first().locator("img")).toHaveAttribute("loading", "eager");
  await expect(cards(page).nth(1).locator("img")).toHaveAttribute("loading", "lazy");

  await expect(page.getByRole("button", { name: /Previous/ })).toHaveCount(0);
  await page.getByRole("button", { name: /Next/ }).click();
  await expect.poll(() => titles(page)).toEqual(second.items.map((i) => i.snippet.title));
  const params = new URL(requests.at(-1)!).searchParams;
  expect(Object.fromEntries(params)).toEqual({ part: "snippet,id", order: "date", maxResults: "10", pageToken: first.nextPageToken });

  await page.getByRole("button", { name: /Next/ }).click();
  const third = await api(second.nextPageToken);
  await expect.poll(() => titles(page)).toEqual(third.items.map((i) => i.snippet.title));
  await expect(page.getByRole("button", { name: /Next/ })).toHaveCount(third.nextPageToken ? 1 : 0);

  await page.getByRole("button", { name: /Previous/ }).click();
  await expect.poll(() => titles(page)).toEqual(second.items.map((i) => i.snippet.title));
});

test("refreshes every 60 seconds, and stops when the visitor leaves", async ({ page }) => {
  await page.clock.install();
  let count = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/videos")) count += 1;
  });
  await page.goto("/gallery/videos");
  await expect(cards(page)).toHaveCount(10);
  await hydrated(page);
  // The first page came with the HTML.
  expect(count).toBe(0);

  // The clock runs in real time until runFor; loading took a few seconds of the minute.
  await page.clock.runFor(50_000);
  expect(count).toBe(0);
  await page.clock.runFor(11_000);
  await expect.poll(() => count).toBe(1);
  await expect(cards(page)).toHaveCount(10);

  // Leave by client-side navigation: the timer must not keep polling from another page.
  await page.evaluate(() => window.___navigate("/news"));
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await page.clock.runFor(180_000);
  expect(count).toBe(1);
});
