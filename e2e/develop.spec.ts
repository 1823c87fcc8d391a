/**
 * Development mode as a developer uses it: `npm run develop` starts Gatsby's development server
 * with the project's API server behind it. Through the development server the seeded news list and
 * an article show, the contact form (bot check included) is sent, and SIGTERM leaves nothing
 * running. Run once (desktop): the development server is the same for every viewport, and it is
 * the slowest thing the suite starts (a cold webpack compile of the whole site).
 */
import { expect, test } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { SEED_NEWS } from "../server/news/seedNews";
import { hydrated } from "../test-support/e2e/browser";
import { startDevelop } from "../test-support/e2e/developServer";
import { solveCaptcha } from "../test-support/e2e/forms";

/**
 * Upper bound for a cold `npm run develop` to answer on a busy 2-core machine: it compiles the whole
 * development bundle, and the rest of the suite runs beside it.
 */
const READY_WITHIN_MS = 10 * 60_000;
/** Upper bound for the development server and its API server to stop after SIGTERM. */
const STOPPED_WITHIN_MS = 30_000;

const newest = [...SEED_NEWS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];

// Once, on desktop: the development server does not depend on the viewport.
test("npm run develop: news, an article and the contact form through the development server; SIGTERM stops everything", { tag: ONLY_IN.desktop }, async ({ page }, testInfo) => {
  test.setTimeout(READY_WITHIN_MS + STOPPED_WITHIN_MS + 3 * 60_000);

  const develop = await startDevelop({ readyWithinMs: READY_WITHIN_MS, firstPage: "/news" });
  const readyAfter = `${(develop.readyAfterMs / 1000).toFixed(1)} s`;
  testInfo.annotations.push({ type: "develop ready after", description: readyAfter });
  console.log(`npm run develop answered after ${readyAfter}`);
  let left: string[] | undefined;
  try {
    // The first page a cold development server serves waits for its bundle: bounded by the same limit.
    await page.goto(`${develop.baseURL}/news`, { timeout: READY_WITHIN_MS });
    await hydrated(page, { timeout: 60_000 });
    const list = page.getByRole("main").getByRole("article");
    await expect(list.getByRole("heading", { name: newest.title })).toBeVisible({ timeout: 60_000 });

    await page.goto(`${develop.baseURL}/news/${newest.slug}`);
    await hydrated(page, { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible({ timeout: 60_000 });

    // GraphiQL's endpoint still answers queries beside the proxy.
    const graphql = await page.request.post(`${develop.baseURL}/___graphql`, { data: { query: "query DevelopCheck { site { siteMetadata { title } } }" } });
    expect(await graphql.json()).toMatchObject({ data: { site: { siteMetadata: { title: "Qaumi Watan Party" } } } });

    const subject = `Develop ${Date.now()}`;
    await page.goto(`${develop.baseURL}/contact`);
    await hydrated(page, { timeout: 60_000 });
    await page.getByLabel("Full name").fill("Gul Rahman");
    await page.getByLabel("Email address").fill("gul@example.pk");
    await page.getByLabel("Contact number").fill("0300 1234567");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message", { exact: true }).fill("Does the contact form work in development?");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("✓ Message sent successfully! We'll get back to you soon.")).toBeVisible({ timeout: 60_000 });
  } finally {
    left = await develop.stop(STOPPED_WITHIN_MS);
  }
  expect(left, "processes of npm run develop still running after SIGTERM").toEqual([]);
  for (const port of [develop.port, develop.apiPort]) {
    const answer = await fetch(`http://127.0.0.1:${port}/`).then(
      () => "answered",
      () => "closed",
    );
    expect(answer, `port ${port} after stopping`).toBe("closed");
  }
});
