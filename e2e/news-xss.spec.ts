import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../test-support/e2e/browser";
import { ONLY_IN } from "../test-support/e2e/projects";
import { makeNews } from "../test-support/fixtures/content";
import { E2E_SERVER_ENV, startThrowawayServer, type ThrowawayServer } from "../test-support/server";
import { ORDINARY, PAYLOADS, dangerousMarkup } from "../test-support/xssCorpus";

/**
 * Article HTML comes from a server the site does not control. Real Chromium renders a hostile
 * corpus (in the spirit of OWASP's XSS filter evasion cheat sheet) through the news detail page;
 * nothing may execute. The hostile items come from a route-level fake of /api/news/{id}; the
 * rest is the real built site. The page's Content-Security-Policy is bypassed on purpose, so
 * that the sanitiser alone is under test (CSP is a second wall, not the first).
 */
test.use({ bypassCSP: true });

/** An item in the site's shape, which the site asks for (`?shape=site`). */
const item = (id: string, body: string) => ({
  id,
  slug: id,
  title: `Hostile item ${id}`,
  summary: "Excerpt.",
  body,
  image: null,
  lang: "en",
  url: `/news/${id}`,
  publishedAt: "2025-03-05T10:00:00.000Z",
  createdAt: "2025-03-05T10:00:00.000Z",
  link: null,
  author: { name: "Unknown", image: null, email: null },
  category: "Test",
});

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Clicks on ordinary links would leave the page; everything else is really clicked.
  await page.addInitScript(() =>
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
        if (link && /^(https?|mailto|tel):$/.test(link.protocol)) event.preventDefault();
      },
      true,
    ),
  );
  await page.route(/\/api\/news\/hostile-/, async (route) => {
    const id = new URL(route.request().url()).pathname.split("/").pop()!;
    const content = id === "hostile-all" ? ORDINARY + PAYLOADS.join("\n") : PAYLOADS[Number(id.slice("hostile-".length))];
    await route.fulfill({ json: item(id, content ?? "") });
  });
  return dialogs;
}

/**
 * Shows an item (a full load the first time, then the site's own client-side navigation, which is
 * much cheaper), then pokes every element of the article (focus, hover, click) and waits a moment.
 */
async function renderAndPoke(page: Page, path: string) {
  const id = path.split("/").pop();
  if (new URL(page.url()).pathname.startsWith("/news/")) {
    await page.evaluate((to) => window.___navigate(to), path);
  } else {
    await page.goto(path);
  }
  const content = page.locator(`article:has(h1:text-is("Hostile item ${id}")) [data-testid="article-content"]`);
  // A payload that sanitises to nothing leaves the box empty, hence attached, not visible.
  await content.waitFor({ state: "attached", timeout: 20_000 });
  await page.evaluate(async () => {
    const box = document.querySelector('[data-testid="article-content"]')!;
    for (const el of Array.from(box.querySelectorAll("*"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "focusin", "animationstart"]) {
        el.dispatchEvent(new Event(type, { bubbles: true }));
      }
      (el as HTMLElement).focus?.();
      (el as HTMLElement).click?.();
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  return content;
}

async function expectNothingExecuted(page: Page, dialogs: string[], path: string) {
  expect(dialogs, `dialogs opened on ${path}`).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss on ${path}`).toBeUndefined();
  expect(new URL(page.url()).pathname, "no redirect").toBe(path);
  const leftovers = await page.getByTestId("article-content").evaluate(dangerousMarkup);
  expect(leftovers, `dangerous markup left on ${path}`).toEqual([]);
}

test("the detection works: an unsanitised payload is caught", async ({ page }) => {
  const dialogs = await watch(page);
  await page.goto("/news/hostile-0");
  await page.getByTestId("article-content").waitFor({ state: "attached" });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML("beforeend", `<img src="x" onerror="window.__xss='control'; alert('control')">`);
  });
  await expect.poll(() => dialogs).toEqual(["alert: control"]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe("control");
});

// Each payload on its own page (one payload's broken markup cannot hide the next), in chunks
// that run in parallel. Payloads do not depend on the viewport: the desktop project runs these.
const CHUNK = 12;
for (let start = 0; start < PAYLOADS.length; start += CHUNK) {
  const end = Math.min(start + CHUNK, PAYLOADS.length);
  test(`payloads ${start}-${end - 1} execute nothing, each alone`, { tag: ONLY_IN.desktop }, async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = await watch(page);
    for (let i = start; i < end; i += 1) {
      const path = `/news/hostile-${i}`;
      await renderAndPoke(page, path);
      await expectNothingExecuted(page, dialogs, path);
    }
  });
}

test("the whole corpus in one article executes nothing", async ({ page }) => {
  const dialogs = await watch(page);
  await renderAndPoke(page, "/news/hostile-all");
  await expectNothingExecuted(page, dialogs, "/news/hostile-all");
});

test("ordinary article HTML still renders next to the corpus", async ({ page }) => {
  await watch(page);
  await page.goto("/news/hostile-all");
  const content = page.getByTestId("article-content");
  await expect(content.getByRole("heading", { level: 2, name: "Council resolution" })).toBeVisible({ timeout: 20_000 });
  await expect(content.getByRole("heading", { level: 3, name: "Decisions" })).toBeVisible();
  await expect(content.locator("strong", { hasText: "Peshawar" })).toBeVisible();
  await expect(content.locator("ul > li")).toHaveText(["First decision", "Second decision"]);
  await expect(content.locator("ol > li")).toHaveText(["Step one", "Step two"]);
  await expect(content.getByRole("link", { name: "full report" })).toHaveAttribute("href", "https://example.org/report");
  await expect(content.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  await expect(content.getByRole("img", { name: "Council session" })).toHaveAttribute("src", "/media/library/0123456789abcdef01234567-640.jpg");
  await expect(content.getByRole("columnheader", { name: "District" })).toBeVisible();
  await expect(content.getByRole("cell", { name: "860" })).toBeVisible();
  await expect(content.locator("blockquote p")).toHaveText("Embedded quotation paragraph.");
  await expect(content.getByRole("link", { name: "Source (new tab)" })).toHaveAttribute("rel", "noopener noreferrer");
});

test.describe("written into the page by the server", () => {
  // The article is in the database, so the server renders it, body sanitised on the server with the
  // same policy, and the browser parses that HTML before any script of ours runs.
  let server: ThrowawayServer;
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
  test.beforeAll(async ({}, testInfo) => {
    const port = Number(process.env.E2E_PORT ?? 8123) + 30 + testInfo.parallelIndex;
    server = await startThrowawayServer({ prefix: "qwp-e2e-xss-", port, env: E2E_SERVER_ENV });
    server.news.insert([
      { ...makeNews(1)[0], id: "corpus000000000000000000", slug: "hostile-corpus", title: "Hostile item corpus", content: ORDINARY + PAYLOADS.join("\n") },
    ]);
  });
  test.afterAll(async () => server?.close());

  for (const javaScriptEnabled of [false, true]) {
    test(`the whole corpus executes nothing, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, bypassCSP: true });
      const page = await context.newPage();
      const dialogs = await watch(page);
      const sanitiserLoads: string[] = [];
      page.on("request", (request) => request.url().includes("/article-sanitizer-") && sanitiserLoads.push(request.url()));
      await page.goto(`${server.baseUrl}/news/hostile-corpus`);
      await expect(page.getByRole("heading", { level: 1, name: "Hostile item corpus" })).toBeVisible();
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByTestId("article-content").getByRole("heading", { name: "Council resolution" })).toBeVisible();
      expect(dialogs).toEqual([]);
      expect(await page.getByTestId("article-content").evaluate(dangerousMarkup)).toEqual([]);
      if (javaScriptEnabled) {
        await page.getByTestId("article-content").evaluate(async (box) => {
          for (const el of Array.from(box.querySelectorAll("*"))) {
            for (const type of ["mouseover", "focus", "animationstart"]) el.dispatchEvent(new Event(type, { bubbles: true }));
            (el as HTMLElement).click?.();
          }
          await new Promise((resolve) => setTimeout(resolve, 400));
        });
        await expectNothingExecuted(page, dialogs, "/news/hostile-corpus");
        // The body was sanitised by the server and parsed before any script: the browser's sanitiser stays unloaded.
        expect(sanitiserLoads).toEqual([]);
      }
      await context.close();
    });
  }
});
